/** A member's notifications: newest first, counted, marked read. Every query names the member: nobody reads another's. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationDto, NotificationListDto } from '@contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotificationDto = (row: NotificationRow): NotificationDto => ({
  key: row.key,
  kind: row.kind,
  title: row.title,
  text: row.text,
  link: row.link,
  created: row.created.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

export async function unreadCount(db: DbOrTx, memberId: number): Promise<number> {
  const [{ unread }] = await db.select({ unread: count() }).from(notifications).where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return unread;
}

export async function listNotifications(db: DbOrTx, memberId: number, page: number, pageSize: number): Promise<NotificationListDto> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.memberId, memberId))
    // The key breaks ties: a pairing writes many notifications with one timestamp, and pages must not overlap.
    .orderBy(desc(notifications.created), desc(notifications.key))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(eq(notifications.memberId, memberId));
  return { count: total, unread: await unreadCount(db, memberId), page, page_size: pageSize, results: rows.map(toNotificationDto) };
}

/** Marks one of the member's notifications read (again is fine); undefined when the member has none by that key. */
export async function markRead(db: DbOrTx, memberId: number, key: string, now: Date): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.key, key), eq(notifications.memberId, memberId)));
  if (!row || row.readAt) return row;
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.key, key), eq(notifications.memberId, memberId), isNull(notifications.readAt)))
    .returning();
  return updated ?? row;
}

/** Marks every unread notification of the member read; returns how many it marked. */
export async function markAllRead(db: DbOrTx, memberId: number, now: Date): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
    .returning({ key: notifications.key });
  return marked.length;
}
