/**
 * "What changed" for open pages (issue 30): a change a member's pages show is announced on the notifications channel,
 * inside the change's transaction (pg_notify is delivered on commit, so a page that refetches finds it), and
 * live.ts sends each of the member's tabs a `refresh` naming it. A notice announces what its kind changes
 * (`recordNotifications` calls `announceNoticeChanges`), so every change that tells someone is live on their pages
 * with no call of its own; a change that tells nobody (a proposal withdrawn) calls `announceChanges`.
 */
import { sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { LiveChange, type LiveChangeDto } from '@contracts/notifications';
import type { DbOrTx } from '../../db/client';
import type { NoticeKind } from '../../db/schema';

/** The PostgreSQL channel a committed notification or change is announced on (live.ts listens). */
export const NOTIFICATIONS_CHANNEL = 'mockprep_notifications';

/** What a notice's change shows on the recipient's pages. Reminders and strikes change none of those. */
const CHANGED_BY_KIND: Record<NoticeKind, readonly LiveChangeDto[]> = {
  pair: ['interviews', 'pair_time', 'standby'],
  unpaired: ['standby'],
  cancellation: ['interviews', 'pair_time', 'standby'],
  time_proposed: ['interviews', 'pair_time', 'feedback'],
  time_confirmed: ['interviews', 'pair_time', 'feedback'],
  feedback: ['interviews', 'feedback'],
  reminder: [],
  strike: [],
};

/** One NOTIFY carries at most 8000 bytes: members go out 500 at a time. */
const MEMBERS_PER_NOTIFY = 500;

/** The payload of a change: `{ members, changes }` (a notification's payload is the bare array of member ids). */
interface ChangePayload {
  members: number[];
  changes: LiveChangeDto[];
}

/** Tells these members' open tabs, once the transaction commits, that `changes` changed for them. */
export async function announceChanges(db: DbOrTx, memberIds: readonly number[], changes: readonly LiveChangeDto[]): Promise<void> {
  const members = [...new Set(memberIds)];
  if (members.length === 0 || changes.length === 0) return;
  for (let start = 0; start < members.length; start += MEMBERS_PER_NOTIFY) {
    const payload: ChangePayload = { members: members.slice(start, start + MEMBERS_PER_NOTIFY), changes: [...new Set(changes)] };
    await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(payload)})`);
  }
}

/** What the notices written change, per recipient, grouped so that members told the same go in one NOTIFY. */
export async function announceNoticeChanges(db: DbOrTx, notices: ReadonlyArray<{ kind: NoticeKind; memberId: number }>): Promise<void> {
  const byChanges = new Map<string, number[]>();
  const changesOf = new Map<number, Set<LiveChangeDto>>();
  for (const notice of notices) {
    const changes = changesOf.get(notice.memberId) ?? new Set<LiveChangeDto>();
    for (const change of CHANGED_BY_KIND[notice.kind] ?? []) changes.add(change);
    changesOf.set(notice.memberId, changes);
  }
  for (const [memberId, changes] of changesOf) {
    const key = [...changes].sort().join(',');
    if (key) byChanges.set(key, [...(byChanges.get(key) ?? []), memberId]);
  }
  for (const [key, memberIds] of byChanges) await announceChanges(db, memberIds, key.split(',') as LiveChangeDto[]);
}

/** A change payload read back (live.ts), or null for anything else (a notification's array, or garbage). */
export function parseChangePayload(payload: unknown): ChangePayload | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { members, changes } = payload as Partial<Record<keyof ChangePayload, unknown>>;
  if (!Array.isArray(members) || !Array.isArray(changes)) return null;
  const known = changes.filter((change): change is LiveChangeDto => Value.Check(LiveChange, change));
  return known.length > 0 ? { members: members.filter((id): id is number => typeof id === 'number'), changes: known } : null;
}
