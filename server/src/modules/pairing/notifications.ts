/**
 * Tells members about a pairing: each partner of a new pair gets an email with an .ics invite (and a chat
 * DM when the bot runs); members left unpaired are told they have priority next week.
 *
 * Exactly once (issue 21): the notices are written to the outbox (modules/outbox) in the pairing's own
 * transaction, keyed by what they announce (`pair:<interview id>`, `unpaired:<week>:<member>:<n>`), and
 * the outbox sender delivers each key once, right after the pairing commits and, for whatever that misses
 * (a crash, a mail outage), from the outbox job at start and every minute. An interview's `notified_at`
 * now records that its interviewer's notice was queued (each member of a pair is the interviewer of one of
 * its two interviews); a pool entry's `unpaired_notified_at` that its member's "no partner" notice was. The
 * queuing sets them with `... where ... is null returning`, so two runs at once never queue one twice.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppContext } from '../../context';
import { interviews, members, notifications, pairingWeeks, poolEntries, retiredInterviews } from '../../db/schema';
import type { MemberRow } from '../members/dto';
import { deliverOutbox, type OutboxContext } from '../outbox/deliver';
import { enqueueNotices, type Notice } from '../outbox/enqueue';
import { noticeKeys } from '../outbox/kinds';
import type { DirectMessage } from '../outbox/direct-messages';
import {
  pairingDirectMessage, pairingEmail, pairingInApp, unpairedDirectMessage, unpairedEmail, unpairedInApp, type NoticeSettings, type PairNotice,
} from './messages';
import type { WeekStart } from './weeks';

export { directMessageSender, setDirectMessageSender, type DirectMessage } from '../outbox/direct-messages';

export interface NotificationReport {
  pairs: number;
  emails: number;
  directMessages: number;
  failures: number;
  /** The chat bot runs in another server process: its outbox job sends these notices (within a minute), with their DMs. */
  leftToBotProcess: boolean;
}

/** Advisory lock key of the notices job (which queues notices a pairing left unqueued); any fixed number no other job uses. */
export const PAIRING_NOTICES_LOCK_KEY = 730_002;

type QueueContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** The earliest week whose interviews are not over yet (weeks run Sunday to Saturday); older notices would be useless. */
function firstLiveWeek(ctx: QueueContext): WeekStart {
  return DateTime.fromJSDate(ctx.clock.now(), { zone: ctx.config.communityTimeZone }).minus({ days: 6 }).toISODate() as WeekStart;
}

function settingsOf(ctx: QueueContext): NoticeSettings {
  return { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone: ctx.config.communityTimeZone, now: ctx.clock.now() };
}

async function membersById(ctx: QueueContext, ids: number[]): Promise<Map<number, MemberRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(members).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

type NoticeInterview = { id: string; weekStart: WeekStart; interviewerId: number; intervieweeId: number; proposedTime: Date | null; notifiedAt: Date | null };

/** A pair's interviews of one week, the one led by the lower member id first (its id names the invite). */
function groupByPair(rows: NoticeInterview[]): NoticeInterview[][] {
  const groups = new Map<string, NoticeInterview[]>();
  for (const row of rows) {
    const key = `${row.weekStart}:${Math.min(row.interviewerId, row.intervieweeId)}:${Math.max(row.interviewerId, row.intervieweeId)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => group.sort((x, y) => x.interviewerId - y.interviewerId));
}

const noticeColumns = {
  id: interviews.id, weekStart: interviews.weekStart, interviewerId: interviews.interviewerId,
  intervieweeId: interviews.intervieweeId, proposedTime: interviews.proposedTime, notifiedAt: interviews.notifiedAt,
};

/** Pending interviews of live weeks in pairs where someone is still untold (the notice names both interviews). */
async function interviewsWithUntoldMembers(ctx: QueueContext): Promise<NoticeInterview[]> {
  const live = and(eq(interviews.status, 'pending'), gte(interviews.weekStart, firstLiveWeek(ctx)));
  // Usually nobody is untold: the job's every-minute check is then one small indexed query.
  const untold = await ctx.db.select({ weekStart: interviews.weekStart }).from(interviews).where(and(live, isNull(interviews.notifiedAt)));
  if (untold.length === 0) return [];
  const weeks = [...new Set(untold.map((row) => row.weekStart))];
  const rows = await ctx.db
    .select(noticeColumns)
    .from(interviews)
    .where(and(live, inArray(interviews.weekStart, weeks)))
    .orderBy(asc(interviews.weekStart), asc(interviews.created));
  return groupByPair(rows).filter((group) => group.some((row) => row.notifiedAt === null)).flat();
}

/**
 * Of these members, those already shown a partner notice for another interview of the week that is gone: retired by
 * a re-pairing, or cancelled (their partner cancelled and they are re-matched). Their new partner notice says the
 * partner changed. A notice withdrawn before it went out left no notification, so it does not count.
 */
async function toldOfAnotherPartner(ctx: QueueContext, weeks: WeekStart[], memberIds: number[]): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const pairNotification = (interviewId: SQL) => sql`exists (select 1 from ${notifications} where ${notifications.key} = 'pair:' || ${interviewId}::text)`;
  const retired = await ctx.db
    .select({ weekStart: retiredInterviews.weekStart, memberId: retiredInterviews.interviewerId })
    .from(retiredInterviews)
    .where(and(inArray(retiredInterviews.weekStart, weeks), inArray(retiredInterviews.interviewerId, memberIds), pairNotification(sql`${retiredInterviews.id}`)));
  const cancelled = await ctx.db
    .select({ weekStart: interviews.weekStart, memberId: interviews.interviewerId })
    .from(interviews)
    .where(and(
      eq(interviews.status, 'cancelled'), inArray(interviews.weekStart, weeks), inArray(interviews.interviewerId, memberIds), pairNotification(sql`${interviews.id}`),
    ));
  return new Set([...retired, ...cancelled].map((row) => `${row.weekStart}:${row.memberId}`));
}

async function pairNotices(ctx: QueueContext): Promise<Notice[]> {
  const rows = await interviewsWithUntoldMembers(ctx);
  if (rows.length === 0) return [];
  const settings = settingsOf(ctx);
  // Marked as queued first: a concurrent run waits on these rows and then finds them taken.
  const taken = await ctx.db
    .update(interviews)
    .set({ notifiedAt: settings.now })
    .where(and(inArray(interviews.id, rows.filter((row) => row.notifiedAt === null).map((row) => row.id)), isNull(interviews.notifiedAt)))
    .returning({ id: interviews.id });
  const takenIds = new Set(taken.map((row) => row.id));
  const people = await membersById(ctx, [...new Set(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]))]);
  const told = rows.filter((row) => takenIds.has(row.id));
  const changed = await toldOfAnotherPartner(ctx, [...new Set(told.map((row) => row.weekStart))], told.map((row) => row.interviewerId));
  const notices: Notice[] = [];
  for (const group of groupByPair(rows)) {
    const notice: PairNotice = {
      weekStart: group[0].weekStart,
      proposedTime: group.find((row) => row.proposedTime)?.proposedTime ?? null,
      interviews: group.map(({ id, interviewerId, intervieweeId }) => ({ id, interviewerId, intervieweeId })),
    };
    for (const row of group.filter((candidate) => takenIds.has(candidate.id))) {
      const recipient = people.get(row.interviewerId) as MemberRow;
      const partner = people.get(row.intervieweeId) as MemberRow;
      notices.push({
        key: noticeKeys.pair(row.id),
        kind: 'pair',
        memberId: recipient.id,
        mail: pairingEmail(recipient, partner, notice, settings),
        directMessage: pairingDirectMessage(recipient, partner, notice, settings),
        inApp: pairingInApp(recipient, partner, notice, settings, changed.has(`${row.weekStart}:${recipient.id}`)),
      });
    }
  }
  return notices;
}

/** Members of paired live weeks whom no pending or completed interview of that week includes, and who were not told yet. */
async function untoldUnpairedMembers(ctx: QueueContext): Promise<Array<{ weekStart: WeekStart; member: MemberRow; retired: number }>> {
  const inAnInterview = ctx.db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(
      eq(interviews.weekStart, poolEntries.weekStart),
      ne(interviews.status, 'cancelled'),
      or(eq(interviews.interviewerId, poolEntries.memberId), eq(interviews.intervieweeId, poolEntries.memberId)),
    ));
  const rows = await ctx.db
    .select({
      weekStart: poolEntries.weekStart,
      member: members,
      // How often a re-pairing or an undo took this member's interviews of the week away: names the notice's episode.
      retired: sql<number>`(select count(*)::int from ${retiredInterviews} where ${retiredInterviews.weekStart} = ${poolEntries.weekStart} and ${retiredInterviews.interviewerId} = ${poolEntries.memberId})`,
    })
    .from(poolEntries)
    .innerJoin(pairingWeeks, eq(pairingWeeks.weekStart, poolEntries.weekStart))
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .where(and(
      isNotNull(pairingWeeks.pairedAt),
      isNull(poolEntries.unpairedNotifiedAt),
      gte(poolEntries.weekStart, firstLiveWeek(ctx)),
      notExists(inAnInterview),
    ))
    .orderBy(asc(poolEntries.weekStart), asc(poolEntries.created));
  return rows.map((row) => ({ ...row, retired: Number(row.retired) }));
}

async function unpairedNotices(ctx: QueueContext): Promise<Notice[]> {
  const settings = settingsOf(ctx);
  const notices: Notice[] = [];
  for (const { weekStart, member, retired } of await untoldUnpairedMembers(ctx)) {
    const [taken] = await ctx.db
      .update(poolEntries)
      .set({ unpairedNotifiedAt: settings.now })
      .where(and(eq(poolEntries.weekStart, weekStart), eq(poolEntries.memberId, member.id), isNull(poolEntries.unpairedNotifiedAt)))
      .returning({ memberId: poolEntries.memberId });
    if (!taken) continue;
    notices.push({
      key: noticeKeys.unpaired(weekStart, member.id, retired),
      kind: 'unpaired',
      memberId: member.id,
      mail: unpairedEmail(member, weekStart, settings),
      directMessage: unpairedDirectMessage(weekStart, settings),
      inApp: unpairedInApp(weekStart),
    });
  }
  return notices;
}

/**
 * Queues every pairing notice not queued yet (new pairs' partner notices, the newly unpaired's "no partner"),
 * in the caller's transaction: the pairing's own, so the notices exist exactly when the pairing does.
 */
export async function queuePairingNotices(ctx: QueueContext): Promise<string[]> {
  const notices = [...(await pairNotices(ctx)), ...(await unpairedNotices(ctx))];
  return enqueueNotices(ctx.db, notices, ctx.clock.now());
}

/** Pairs whose partner notice the delivery sent (to either member), from the interview ids in the keys. */
async function pairsNotified(ctx: OutboxContext, sentKeys: string[]): Promise<number> {
  const ids = sentKeys.filter((key) => key.startsWith('pair:')).map((key) => key.slice('pair:'.length));
  if (ids.length === 0) return 0;
  const rows = await ctx.db.select({ weekStart: interviews.weekStart, a: interviews.interviewerId, b: interviews.intervieweeId }).from(interviews).where(inArray(interviews.id, ids));
  return new Set(rows.map((row) => `${row.weekStart}:${Math.min(row.a, row.b)}:${Math.max(row.a, row.b)}`)).size;
}

/** Delivers the queued pairing notices now (not inside a transaction: see outbox/deliver). */
export async function deliverPairingNotices(ctx: OutboxContext, options: { retryNow?: boolean; directMessage?: DirectMessage } = {}): Promise<NotificationReport> {
  const report = await deliverOutbox(ctx, { kinds: ['pair', 'unpaired'], ...options });
  return {
    pairs: await pairsNotified(ctx, report.sentKeys),
    emails: report.sent.pair + report.sent.unpaired,
    directMessages: report.directMessages,
    failures: report.failed.pair + report.failed.unpaired,
    leftToBotProcess: report.leftToBotProcess,
  };
}

/**
 * `send_pairing_notifications`: queues what no pairing queued (e.g. interviews paired before the outbox
 * existed), then delivers every pairing notice not sent yet, those waiting to retry included.
 */
export async function sendPairingNotifications(ctx: AppContext, directMessage?: DirectMessage): Promise<NotificationReport> {
  await ctx.db.transaction((tx) => queuePairingNotices({ ...ctx, db: tx }));
  return deliverPairingNotices(ctx, { retryNow: true, directMessage });
}
