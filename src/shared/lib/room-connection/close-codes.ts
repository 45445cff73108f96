import type { ROOM_CLOSE, ROOM_RESTART_CLOSE } from '@contracts/room';

/**
 * The room's own close codes (`ROOM_CLOSE` in contracts/room.ts), repeated here because the SPA takes only
 * types from the contract (TypeBox stays out of the bundle); `satisfies` fails the type-check if they drift.
 */
export const ROOM_CLOSE_CODES = { refused: 4403, abuse: 4429 } as const satisfies typeof ROOM_CLOSE;

/** The server is shutting down or restarting (the standard 1012): reconnect, to another process or the restarted one. */
export const ROOM_RESTART_CLOSE_CODE = 1012 satisfies (typeof ROOM_RESTART_CLOSE)['code'];

/** Shown from a 1012 close until a server welcomes this tab again, through any failed attempts in between. */
export const ROOM_RESTARTING_MESSAGE = 'Server restarting, reconnecting…';

/** Shown when the server will not let this member in (close 4403/4429, or an upgrade refused over HTTP). */
export const ROOM_REFUSED_MESSAGE = 'You cannot join this room.';

/** Reconnect backoff: 0.5 s, doubling, at most 10 s. */
export const RECONNECT_MIN_DELAY_MS = 500;
export const RECONNECT_MAX_DELAY_MS = 10_000;
