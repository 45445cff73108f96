/** The playback speeds offered, as multiples of the time the session took. */
export const REPLAY_SPEEDS = [1, 2, 4, 8] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * A pause longer than this (in session time) plays as this long: nobody watches ten minutes of thinking at 1x.
 * At 8x a pause takes a quarter of a second.
 */
export const IDLE_PLAYBACK_MS = 2000;

/** How often playback moves the timeline on. */
export const PLAYBACK_TICK_MS = 100;

/** The slider moves by a second, and by a minute with Page Up / Page Down. */
export const SLIDER_STEP_MS = 1000;
export const SLIDER_PAGE_MS = 60_000;

/** Steps of the document kept as a checkpoint: scrubbing back rebuilds from the nearest one, never from the start. */
export const CHECKPOINT_EVERY = 64;
