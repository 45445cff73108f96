import { Type } from 'typebox';
import { DetailBody } from '@contracts/common';
import {
  EmailPreferenceBody,
  EmailPreferences,
  MarkedRead,
  Notification,
  NotificationKeyParams,
  NotificationList,
  NotificationListQuery,
  NOTIFICATIONS_RESTART_CLOSE,
  UnreadCount,
} from '@contracts/notifications';
import { NOTIFICATION_SOCKET_LIMITS } from '@contracts/limits';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { originAllowed } from '../room/routes';
import { emailPreferences, isEmailOptional, setEmailPreference } from './email-preferences';
import { NotificationsLive } from './live';
import { listNotifications, markAllRead, markRead, toNotificationDto, unreadCount } from './repository';

const NOT_FOUND = 'Notification not found.';

/**
 * In-app notifications (issue 22): a signed-in member's own, and nobody else's (another member's key is the same
 * 404 as an unknown one). Mutations carry the CSRF header like every other.
 */
export const notificationsModule: ModulePlugin = async (app, { ctx }) => {
  const live = new NotificationsLive(ctx.logger, ctx.clock);
  await live.start(ctx.db, ctx.config.databaseUrl);
  app.addHook('onClose', () => live.close());
  // As the room: before the listener closes, tabs are told the server restarts and reconnect (to another process).
  app.lifecycle.onBeforeClose(() => live.disconnectAll(NOTIFICATIONS_RESTART_CLOSE.code, NOTIFICATIONS_RESTART_CLOSE.reason));
  const allowedOrigins = new Set([new URL(ctx.config.publicUrl).origin, ...ctx.config.corsOrigins.map((origin) => new URL(origin).origin)]);

  app.get(
    '/notifications/',
    { config: { access: 'session' }, schema: { summary: 'My notifications, newest first, paged', querystring: NotificationListQuery, response: { 200: NotificationList } } },
    async (request) => listNotifications(ctx.db, currentMember(request).id, request.query.page, request.query.page_size),
  );

  app.get(
    '/notifications/unread-count/',
    { config: { access: 'session' }, schema: { summary: 'How many of my notifications are unread (the bell\'s badge)', response: { 200: UnreadCount } } },
    async (request) => ({ unread: await unreadCount(ctx.db, currentMember(request).id) }),
  );

  app.post(
    '/notifications/:key/read/',
    {
      config: { access: 'session' },
      schema: { summary: 'Marks one of my notifications read (again is fine)', params: NotificationKeyParams, response: { 200: Notification, 404: DetailBody } },
    },
    async (request) => {
      const row = await markRead(ctx.db, currentMember(request).id, request.params.key, ctx.clock.now());
      if (!row) throw notFound(NOT_FOUND);
      return toNotificationDto(row);
    },
  );

  app.post(
    '/notifications/read-all/',
    { config: { access: 'session' }, schema: { summary: 'Marks all my notifications read', response: { 200: MarkedRead } } },
    async (request) => {
      const memberId = currentMember(request).id;
      const marked = await markAllRead(ctx.db, memberId, ctx.clock.now());
      return { marked, unread: await unreadCount(ctx.db, memberId) };
    },
  );

  app.get(
    '/notifications/email-preferences/',
    { config: { access: 'session' }, schema: { summary: 'Which notice kinds also come to me by email', response: { 200: EmailPreferences } } },
    async (request) => emailPreferences(ctx.db, currentMember(request).id),
  );

  app.put(
    '/notifications/email-preferences/',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Turns the email of one notice kind on or off (kinds that change an agreed time are always emailed: 400)',
        body: EmailPreferenceBody,
        response: { 200: EmailPreferences },
      },
    },
    async (request) => {
      const memberId = currentMember(request).id;
      const { kind, email } = request.body;
      if (!isEmailOptional(kind)) {
        // Turning an always-emailed kind "on" changes nothing and is not an error.
        if (email) return emailPreferences(ctx.db, memberId);
        throw badRequest('This notice changes an agreed time and is always emailed.');
      }
      await setEmailPreference(ctx.db, memberId, kind, email);
      return emailPreferences(ctx.db, memberId);
    },
  );

  app.get(
    '/notifications/socket/',
    {
      websocket: true,
      config: { access: 'session' },
      schema: {
        summary: 'The live channel of my notifications (WebSocket)',
        description:
          'Upgrade to a WebSocket (ws: or wss:). The server sends #/components/schemas/NotificationServerMessage frames: `notification` when one ' +
          'arrives (refetch the list), `refresh` with `tags` (interviews, pair_time, standby, feedback) when what my pages show changed ' +
          '(refetch those), `ping` every 25 s; the browser sends nothing. Only from the app\'s origin (or CORS_ORIGINS). ' +
          'Closed with 1012 when the server restarts: reconnect. ' +
          `At most ${NOTIFICATION_SOCKET_LIMITS.sockets_per_member} open per member (429 for one more, until one closes). ` +
          `Frames the browser sends are ignored up to a burst of ${NOTIFICATION_SOCKET_LIMITS.message_burst} per member (refilled at ` +
          `${NOTIFICATION_SOCKET_LIMITS.messages_per_second} a second, across reconnects); more, or one over ` +
          `${NOTIFICATION_SOCKET_LIMITS.message_max_bytes} bytes, close the socket with 4429.`,
        response: { 101: Type.Null({ description: 'Switching Protocols: the channel is open.' }), 401: DetailBody, 403: DetailBody, 429: DetailBody },
      },
      preHandler: async (request) => {
        if (!originAllowed(request, allowedOrigins)) throw forbidden('This origin may not open the notifications channel.');
        // Refused before the upgrade, so the browser sees a failed connection and backs off (an upgrade that opens
        // and then closes would reset its backoff and retry every second).
        if (live.openSockets(currentMember(request).id) >= NOTIFICATION_SOCKET_LIMITS.sockets_per_member) {
          throw new HttpError(429, `At most ${NOTIFICATION_SOCKET_LIMITS.sockets_per_member} notification channels may be open at once: close a tab.`);
        }
      },
    },
    (socket, request) => {
      if (!live.add(currentMember(request).id, socket)) return;
      ctx.metrics.notificationSockets.inc();
      socket.once('close', () => ctx.metrics.notificationSockets.dec());
    },
  );
};
