/**
 * In-app notifications (issue 22): the copy of every notice the outbox sends, listed behind the header's bell,
 * the live channel that announces new ones, and which notice kinds a member also wants by email.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, SingleLineText } from './common';

export const NOTIFICATION_LIMITS = { page_max: 1000, page_size_max: 50, page_size_default: 20, key: 200, kind: 40 } as const;

/** A notice kind (`pair`, `reminder`, ...): an open set, as every part that queues notices may add kinds. */
const NoticeKindText = SingleLineText(NOTIFICATION_LIMITS.kind, { minLength: 1 });

export const Notification = Type.Object({
  /** The notice's idempotency key (e.g. `pair:<interview id>`): what the notification announces. */
  key: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  text: Type.String(),
  /** The SPA path it links to, e.g. `/interviews/<id>`. */
  link: Type.String(),
  created: DateTime,
  read_at: Nullable(DateTime),
});
export type NotificationDto = Static<typeof Notification>;

export const NotificationListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: NOTIFICATION_LIMITS.page_max, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: NOTIFICATION_LIMITS.page_size_max, default: NOTIFICATION_LIMITS.page_size_default }),
});

/** Newest first; `count` is all of the member's notifications, `unread` those not read yet. */
export const NotificationList = Type.Object({
  count: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  results: Type.Array(Notification),
});
export type NotificationListDto = Static<typeof NotificationList>;

export const UnreadCount = Type.Object({ unread: Type.Integer() });
export type UnreadCountDto = Static<typeof UnreadCount>;

export const NotificationKeyParams = Type.Object({
  key: SingleLineText(NOTIFICATION_LIMITS.key, { minLength: 1, errorMessage: 'Notification not found.' }),
});

export const MarkedRead = Type.Object({ marked: Type.Integer(), unread: Type.Integer() });
export type MarkedReadDto = Static<typeof MarkedRead>;

/** One notice kind on the settings page: `always` kinds change an agreed time and are always emailed. */
export const EmailPreference = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  email: Type.Boolean(),
  always: Type.Boolean(),
});
export const EmailPreferences = Type.Object({ kinds: Type.Array(EmailPreference) });
export type EmailPreferencesDto = Static<typeof EmailPreferences>;

export const EmailPreferenceBody = Type.Object({ kind: NoticeKindText, email: Type.Boolean() }, { additionalProperties: false });
export type EmailPreferenceBodyDto = Static<typeof EmailPreferenceBody>;

/**
 * What a `refresh` names as changed for the member (issue 30): `interviews` (their list, a detail, a cancellation),
 * `pair_time` (a pair's time panel: its time, confirmations, proposal), `standby` (the week's standby offer and the
 * pool status's last pairing), `feedback` (an interview's feedback state, its window included). A closed list: the
 * SPA maps each to the cache entries that show it.
 */
export const LiveChange = Type.Union([Type.Literal('interviews'), Type.Literal('pair_time'), Type.Literal('standby'), Type.Literal('feedback')]);
export type LiveChangeDto = Static<typeof LiveChange>;

/**
 * What the notifications socket sends (the browser sends nothing: stray frames are ignored, a flood closes it,
 * NOTIFICATION_SOCKET_LIMITS in limits.ts): `notification` when one arrives for the member (refetch the list),
 * `refresh` when something the member's pages show changed, by the partner, an admin or the server as much as by
 * the member in another tab (refetch what `tags` names, so an open page needs no reload), `ping` every 25 s so
 * proxies keep an idle socket open. Both are sent once the change has committed.
 */
export const NotificationServerMessage = Type.Union([
  Type.Object({ type: Type.Literal('notification') }),
  Type.Object({ type: Type.Literal('refresh'), tags: Type.Array(LiveChange, { minItems: 1, uniqueItems: true }) }),
  Type.Object({ type: Type.Literal('ping') }),
]);
export type NotificationServerMessageDto = Static<typeof NotificationServerMessage>;

/** Close code when the server restarts: the browser reconnects (as the room's ROOM_RESTART_CLOSE). */
export const NOTIFICATIONS_RESTART_CLOSE = { code: 1012, reason: 'Server restarting' } as const;

/**
 * Close code when the browser sent more than the channel takes (a flood, or a frame over the size limit): the same
 * 4429 as the room's ROOM_CLOSE.abuse, with the reason in words.
 */
export const NOTIFICATIONS_ABUSE_CLOSE = { code: 4429, reason: 'Too many messages: this channel takes none.' } as const;
/**
 * A member's socket beyond NOTIFICATION_SOCKET_LIMITS.sockets_per_member is refused before the upgrade (HTTP 429,
 * so the browser backs off as after any failed connection); one that raced past that check is closed with this.
 */
export const NOTIFICATIONS_TOO_MANY_CLOSE = { code: 4429, reason: 'Too many open notification channels for this member: close a tab.' } as const;
