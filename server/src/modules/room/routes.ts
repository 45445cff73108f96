import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DetailBody } from '@contracts/common';
import { ROOM_MESSAGE_BURST_SECONDS, ROOM_MESSAGES_PER_SECOND, ROOM_SOCKETS_PER_MEMBER } from '@contracts/limits';
import { ROOM_CLOSE, ROOM_RESTART_CLOSE, RoomParams, type RoomServerMessageDto } from '@contracts/room';
import { forbidden, notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import { weekIsOver } from '../interviews/dto';
import type { ModulePlugin } from '../module-plugin';
import { roomFor, type RoomInfo } from './access';
import { postgresFanout, singleProcessFanout } from './fanout';
import { roomHistoryRoutes } from './history-routes';
import { RoomHub } from './hub';

declare module 'fastify' {
  interface FastifyRequest {
    room?: RoomInfo;
  }
}

/**
 * A WebSocket upgrade carries the session cookie but no CSRF header, and browsers send it cross-site: the
 * Origin header is the check. Allowed: the app's own origin (PUBLIC_URL, or the Host the request came to, as
 * behind the dev server's proxy) and CORS_ORIGINS. A request without Origin is no browser's and is refused too.
 */
export function originAllowed(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  return allowed.has(origin) || origin === `${request.protocol}://${request.headers.host}`;
}

const ROOM_CLOSED_MESSAGE = 'This room closed when the interview week ended. Its code and replay stay on the interview page.';
const ROOM_CANCELLED_MESSAGE = 'This interview was cancelled, so its room is closed. Its code stays readable in the replay on the interview page.';

/** The interview room's live channel (contracts/room.ts, docs/decisions.md "The interview room"). */
export const roomModule: ModulePlugin = async (app, { ctx }) => {
  const fanout = ctx.config.databaseUrl ? await postgresFanout(ctx.config.databaseUrl, ctx.logger) : singleProcessFanout();
  const hub = new RoomHub(ctx.db, fanout, ctx.clock, ctx.logger, ctx.config.iceServers, ctx.config.roomStoreDelayMs);
  app.addHook('onClose', () => hub.close());
  // Before the app stops listening: the browser shows "Server restarting, reconnecting…" and reconnects.
  app.lifecycle.onBeforeClose(() => hub.disconnectAll(ROOM_RESTART_CLOSE.code, ROOM_RESTART_CLOSE.reason));
  // The replay reads the stored history: what this process holds of a live room is stored first (up to a second).
  await app.register(roomHistoryRoutes, { ctx, storedNow: (roomId) => hub.storedNow(roomId) });
  const allowedOrigins = new Set([new URL(ctx.config.publicUrl).origin, ...ctx.config.corsOrigins.map((origin) => new URL(origin).origin)]);

  app.get(
    '/interview/:interviewId/room/socket/',
    {
      websocket: true,
      config: { access: 'verified' },
      schema: {
        summary: "The interview room's WebSocket (either of the pair's interview ids)",
        description:
          'Upgrade to a WebSocket (ws: or wss:). Every frame is one JSON message: the browser sends #/components/schemas/RoomClientMessage, ' +
          'the server #/components/schemas/RoomServerMessage. Only the two members of the pair may connect, and only from the app\'s origin ' +
          '(or CORS_ORIGINS); the room closes when the interview week is over or the pair\'s interviews are cancelled. Limits, per member and room: ' +
          `${ROOM_MESSAGES_PER_SECOND} messages a second over all their tabs and reconnects (up to ${ROOM_MESSAGES_PER_SECOND * ROOM_MESSAGE_BURST_SECONDS} at once), ` +
          `else \`rate_limited\` and close 4429; at most ${ROOM_SOCKETS_PER_MEMBER} open sockets, one more closes their oldest ` +
          '(`too_many_connections`, 4429).',
        params: RoomParams,
        response: { 101: Type.Null({ description: 'Switching Protocols: the room channel is open.' }), 403: DetailBody, 404: DetailBody },
      },
      preHandler: async (request) => {
        if (!originAllowed(request, allowedOrigins)) throw forbidden('This origin may not open the interview room.');
        const room = await roomFor(ctx.db, (request.params as { interviewId: string }).interviewId, currentMember(request).id);
        if (!room) throw notFound('Interview not found.');
        request.room = room;
      },
    },
    (socket, request) => {
      const room = request.room!;
      // Open from the pairing to the end of the interview week, so the pair can meet whenever they agree; after
      // that, or once the pair's interviews are cancelled, the code is read through the replay on the interview page.
      const cancelled = room.rounds.some((round) => round.status === 'cancelled');
      if (cancelled || weekIsOver(room.rounds[0].dateEffective, { now: ctx.clock.now(), timeZone: ctx.config.communityTimeZone })) {
        const closed: RoomServerMessageDto = { type: 'error', code: 'room_closed', message: cancelled ? ROOM_CANCELLED_MESSAGE : ROOM_CLOSED_MESSAGE };
        socket.send(JSON.stringify(closed));
        socket.close(ROOM_CLOSE.refused, 'The room is closed.');
        return;
      }
      // Counted from here (refused sockets never were open) until the socket closes, however it closes.
      ctx.metrics.roomConnections.inc();
      socket.once('close', () => ctx.metrics.roomConnections.dec());
      void hub.connect(room, socket);
    },
  );
};
