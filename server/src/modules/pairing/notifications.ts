/**
 * Tells members about a pairing: each partner of a new pair gets an email with an .ics invite (and a chat
 * DM when the bot runs); members left unpaired are told they have priority next week.
 *
 * Durable: what was told is recorded in the database, each notice as soon as it went out, and whatever is
 * still untold is sent by the next run: right after a pairing, by the notices job (at start and every
 * minute: a crash mid-way resumes after restart) and by `send_pairing_notifications`. An interview's
 * `notified_at` records that its interviewer was told about the pair (each member of a pair is the
 * interviewer of one of its two interviews); a pool entry's `unpaired_notified_at` that its member was told
 * no partner was found. Runs take one lock, so two of them never send the same notice.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, notExists, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppContext } from '../../context';
import { interviews, members, pairingWeeks, poolEntries } from '../../db/schema';
import { runExclusively } from '../../lib/jobs';
import type { MailMessage } from '../../lib/mailer';
import type { MemberRow } from '../members/dto';
import {
  pairingDirectMessage, pairingEmail, unpairedDirectMessage, unpairedEmail, type NoticeSettings, type PairNotice,
} from './messages';
import type { WeekStart } from './weeks';

/** Sends a chat DM to the member with this Discord id. */
export type DirectMessage = (discordId: string, text: string) => Promise<void>;

let registeredDirectMessage: DirectMessage | undefined;

/** The start script hands over the chat bot's DM sender once the bot runs (undefined when it stops). */
export function setDirectMessageSender(send: DirectMessage | undefined): void {
  registeredDirectMessage = send;
}

/** The chat bot's DM sender while the bot runs: interview reminders send through it too. */
export function directMessageSender(): DirectMessage | undefined {
  return registeredDirectMessage;
}

export interface NotificationReport {
  pairs: number;
  emails: number;
  directMessages: number;
  failures: number;
  /** Another run held the lock: it (or the notices job's next tick) sends what this one would have. */
  deferred: boolean;
}

/** Advisory lock key of every notice-sending run; any fixed number no other job uses. */
export const PAIRING_NOTICES_LOCK_KEY = 730_002;

const emptyReport = (): NotificationReport => ({ pairs: 0, emails: 0, directMessages: 0, failures: 0, deferred: false });

type NotifyContext = Pick<AppContext, 'db' | 'mailer' | 'clock' | 'config' | 'logger'>;

/** The earliest week whose interviews are not over yet (weeks run Sunday to Saturday); older notices would be useless. */
function firstLiveWeek(ctx: NotifyContext): WeekStart {
  return DateTime.fromJSDate(ctx.clock.now(), { zone: ctx.config.communityTimeZone }).minus({ days: 6 }).toISODate() as WeekStart;
}

function settingsOf(ctx: NotifyContext): NoticeSettings {
  return { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone: ctx.config.communityTimeZone, now: ctx.clock.now() };
}

async function membersById(ctx: NotifyContext, ids: number[]): Promise<Map<number, MemberRow>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select().from(members).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

interface Delivery {
  ctx: NotifyContext;
  report: NotificationReport;
  directMessage: DirectMessage | undefined;
}

/** True when the email went out; a failed DM is only logged (email is the notice of record). */
async function deliver(delivery: Delivery, recipient: MemberRow, mail: MailMessage, dm: string): Promise<boolean> {
  const { ctx, report, directMessage } = delivery;
  let emailed = true;
  try {
    await ctx.mailer.send(mail);
    report.emails += 1;
  } catch (error) {
    emailed = false;
    report.failures += 1;
    ctx.logger.error({ err: error, memberId: recipient.id }, 'pairing email failed');
  }
  if (directMessage && recipient.discordId) {
    try {
      await directMessage(recipient.discordId, dm);
      report.directMessages += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, memberId: recipient.id }, 'pairing chat message failed');
    }
  }
  return emailed;
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
async function interviewsWithUntoldMembers(ctx: NotifyContext): Promise<NoticeInterview[]> {
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

async function sendPairNotices(ctx: NotifyContext, delivery: Delivery): Promise<void> {
  const rows = await interviewsWithUntoldMembers(ctx);
  const people = await membersById(ctx, [...new Set(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]))]);
  const settings = settingsOf(ctx);
  for (const group of groupByPair(rows)) {
    const notice: PairNotice = {
      weekStart: group[0].weekStart,
      proposedTime: group.find((row) => row.proposedTime)?.proposedTime ?? null,
      interviews: group.map(({ id, interviewerId, intervieweeId }) => ({ id, interviewerId, intervieweeId })),
    };
    let delivered = true;
    for (const row of group.filter((candidate) => candidate.notifiedAt === null)) {
      const recipient = people.get(row.interviewerId) as MemberRow;
      const partner = people.get(row.intervieweeId) as MemberRow;
      const mail = pairingEmail(recipient, partner, notice, settings);
      if (await deliver(delivery, recipient, mail, pairingDirectMessage(recipient, partner, notice, settings))) {
        // Recorded at once, so a crash before the next email does not send this one again.
        await ctx.db.update(interviews).set({ notifiedAt: settings.now }).where(eq(interviews.id, row.id));
      } else {
        delivered = false;
      }
    }
    if (delivered) delivery.report.pairs += 1;
  }
}

/** Members of paired live weeks whom no pending or completed interview of that week includes, and who were not told yet. */
async function untoldUnpairedMembers(ctx: NotifyContext): Promise<Array<{ weekStart: WeekStart; member: MemberRow }>> {
  const inAnInterview = ctx.db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(
      eq(interviews.weekStart, poolEntries.weekStart),
      ne(interviews.status, 'cancelled'),
      or(eq(interviews.interviewerId, poolEntries.memberId), eq(interviews.intervieweeId, poolEntries.memberId)),
    ));
  const rows = await ctx.db
    .select({ weekStart: poolEntries.weekStart, member: members })
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
  return rows;
}

async function sendUnpairedNotices(ctx: NotifyContext, delivery: Delivery): Promise<void> {
  const settings = settingsOf(ctx);
  for (const { weekStart, member } of await untoldUnpairedMembers(ctx)) {
    if (await deliver(delivery, member, unpairedEmail(member, weekStart, settings), unpairedDirectMessage(weekStart, settings))) {
      await ctx.db
        .update(poolEntries)
        .set({ unpairedNotifiedAt: settings.now })
        .where(and(eq(poolEntries.weekStart, weekStart), eq(poolEntries.memberId, member.id)));
    }
  }
}

/** Sends every notice not sent yet, with the lock already held (the notices job). */
export async function sendUntoldNotices(ctx: NotifyContext, directMessage?: DirectMessage): Promise<NotificationReport> {
  const report = emptyReport();
  const delivery: Delivery = { ctx, report, directMessage: directMessage ?? registeredDirectMessage };
  await sendPairNotices(ctx, delivery);
  await sendUnpairedNotices(ctx, delivery);
  return report;
}

/** Sends every notice not sent yet (after a pairing, from the command), unless another run is sending them. */
export async function sendPairingNotifications(ctx: AppContext, directMessage?: DirectMessage): Promise<NotificationReport> {
  let report: NotificationReport = { ...emptyReport(), deferred: true };
  await runExclusively(ctx, PAIRING_NOTICES_LOCK_KEY, async (lockedCtx) => {
    report = await sendUntoldNotices(lockedCtx, directMessage);
  });
  return report;
}
