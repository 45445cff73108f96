/**
 * Interview reminders (issue 12): each partner of a pair gets an email (and a chat DM while the bot runs)
 *
 * - `day_before`: 24 hours before the pair's proposed time. Only for pairs that existed at that moment: a pair
 *   made later was just told the time by its pairing notice. If the proposed time moves after the reminder
 *   went out, a reminder for the new time is due (the row remembers the time it named).
 * - `week_start`: on the Monday of the interview week, from 09:00 community time until midnight (pairing
 *   happens Sunday 23:00, so the week's interviews exist from Monday on), to members who "have not contacted
 *   their partner": the data model records no contact, so this means the pair's interviews are all still
 *   pending (none completed or cancelled). A member already reminded the day before, or being reminded so
 *   now, gets no second one.
 *
 * Members who turned reminders off (`members.reminders_enabled`) get none. Durable: the run works from the
 * database alone, at start and every minute, so a restart resumes. Each reminder due is recorded in
 * `interview_reminders` (unique per interview, member and kind) and written to the notice outbox
 * (`reminder:<interview>:<member>:<kind>:<time>`) in one transaction; the outbox delivers it once that has
 * committed, at least once: a failed email is retried with backoff, a crash mid-send sends it again.
 */
import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppContext } from '../../context';
import { interviewReminders, interviews, members, type InterviewReminderKind, type InterviewStatus } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { MemberRow } from '../members/dto';
import { deliverOutbox, type OutboxContext } from '../outbox/deliver';
import type { DirectMessage } from '../outbox/direct-messages';
import { enqueueNotices, type Notice } from '../outbox/enqueue';
import { noticeKeys } from '../outbox/kinds';
import type { NoticeSettings } from '../pairing/messages';
import type { WeekStart } from '../pairing/weeks';
import { dayBeforeDirectMessage, dayBeforeEmail, reminderInApp, weekStartDirectMessage, weekStartEmail, type ReminderPair } from './messages';

/** Advisory lock key of the reminders job; any fixed number no other job uses. */
export const INTERVIEW_REMINDERS_LOCK_KEY = 730_121;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start-of-week reminder goes out from this hour of the week's Monday (community time). */
const WEEK_START_REMINDER_HOUR = 9;

export interface ReminderReport {
  emails: number;
  directMessages: number;
  failures: number;
}

type ReminderContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** When a week's start-of-week reminder is due: its Monday from 09:00 until midnight, community time. */
export function weekStartReminderWindow(weekStart: WeekStart, timeZone: string): { from: Date; until: Date } {
  const monday = DateTime.fromISO(weekStart, { zone: timeZone }).startOf('day').plus({ days: 1 });
  return { from: monday.set({ hour: WEEK_START_REMINDER_HOUR }).toJSDate(), until: monday.plus({ days: 1 }).toJSDate() };
}

/** The week whose start-of-week window holds `now`, if any. */
function weekInStartWindow(now: Date, timeZone: string): WeekStart | null {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (local.weekday !== 1 || local.hour < WEEK_START_REMINDER_HOUR) return null;
  return local.minus({ days: 1 }).toISODate() as WeekStart;
}

interface PairInterview {
  id: string;
  weekStart: WeekStart;
  interviewerId: number;
  intervieweeId: number;
  status: InterviewStatus;
  proposedTime: Date | null;
  created: Date;
}

/** A pair's interviews of one week, the one led by the lower member id first (reminders are recorded against it). */
function groupByPair(rows: PairInterview[]): PairInterview[][] {
  const groups = new Map<string, PairInterview[]>();
  for (const row of rows) {
    const key = `${row.weekStart}:${Math.min(row.interviewerId, row.intervieweeId)}:${Math.max(row.interviewerId, row.intervieweeId)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => group.sort((x, y) => x.interviewerId - y.interviewerId));
}

/** Interviews of the weeks where some reminder may be due now: a proposed time within a day, or the week's Monday. */
async function candidateInterviews(ctx: ReminderContext, now: Date): Promise<PairInterview[]> {
  // A time within the next day lies in a week that started at most a week ago: the week index narrows the
  // every-minute check to the live weeks.
  const oldestLiveWeek = DateTime.fromJSDate(now, { zone: ctx.config.communityTimeZone }).minus({ days: 7 }).toISODate() as WeekStart;
  const soon = await ctx.db
    .selectDistinct({ weekStart: interviews.weekStart })
    .from(interviews)
    .where(and(
      gte(interviews.weekStart, oldestLiveWeek),
      eq(interviews.status, 'pending'),
      gt(interviews.proposedTime, now),
      lte(interviews.proposedTime, new Date(now.getTime() + DAY_MS)),
    ));
  const weeks = new Set(soon.map((row) => row.weekStart));
  const startingWeek = weekInStartWindow(now, ctx.config.communityTimeZone);
  if (startingWeek) weeks.add(startingWeek);
  if (weeks.size === 0) return [];
  return ctx.db
    .select({
      id: interviews.id, weekStart: interviews.weekStart, interviewerId: interviews.interviewerId, intervieweeId: interviews.intervieweeId,
      status: interviews.status, proposedTime: interviews.proposedTime, created: interviews.created,
    })
    .from(interviews)
    .where(inArray(interviews.weekStart, [...weeks]));
}

type SentReminder = typeof interviewReminders.$inferSelect;

interface DueReminder {
  kind: InterviewReminderKind;
  recipient: MemberRow;
  partner: MemberRow;
  lead: PairInterview;
  pair: ReminderPair;
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The reminders due now for one pair, given those already sent for its interviews. */
function dueForPair(group: PairInterview[], people: Map<number, MemberRow>, sent: SentReminder[], now: Date, timeZone: string): DueReminder[] {
  const pending = group.filter((row) => row.status === 'pending');
  if (pending.length === 0) return [];
  const lead = pending[0];
  const proposedTime = pending.find((row) => row.proposedTime)?.proposedTime ?? null;
  const pairedAt = Math.min(...group.map((row) => row.created.getTime()));
  const dayBeforeFrom = proposedTime ? proposedTime.getTime() - DAY_MS : null;
  const dayBeforeDue = proposedTime !== null && dayBeforeFrom !== null
    && now.getTime() >= dayBeforeFrom && now.getTime() < proposedTime.getTime() && pairedAt <= dayBeforeFrom;
  const window = weekStartReminderWindow(lead.weekStart, timeZone);
  const weekStartDue = now >= window.from && now < window.until && pending.length === group.length && pairedAt <= window.from.getTime();
  const ids = new Set(group.map((row) => row.id));
  const pair: ReminderPair = {
    proposedTime,
    interviews: pending.map(({ id, interviewerId, intervieweeId }) => ({ id, interviewerId, intervieweeId })),
  };

  const due: DueReminder[] = [];
  for (const [recipientId, partnerId] of [[lead.interviewerId, lead.intervieweeId], [lead.intervieweeId, lead.interviewerId]]) {
    const recipient = people.get(recipientId);
    const partner = people.get(partnerId);
    if (!recipient || !partner || !recipient.remindersEnabled) continue;
    const mine = sent.filter((row) => row.memberId === recipientId && ids.has(row.interviewId));
    const hadDayBefore = mine.some((row) => row.kind === 'day_before');
    if (dayBeforeDue) {
      if (!mine.some((row) => row.kind === 'day_before' && sameTime(row.proposedTime, proposedTime))) {
        due.push({ kind: 'day_before', recipient, partner, lead, pair });
      }
    } else if (weekStartDue && !hadDayBefore && !mine.some((row) => row.kind === 'week_start')) {
      due.push({ kind: 'week_start', recipient, partner, lead, pair });
    }
  }
  return due;
}

/** Records the reminder unless it is already recorded (for the same proposed time); false when it was. */
async function claim(ctx: ReminderContext, reminder: DueReminder, now: Date): Promise<boolean> {
  const claimed = await ctx.db
    .insert(interviewReminders)
    .values({
      interviewId: reminder.lead.id,
      memberId: reminder.recipient.id,
      kind: reminder.kind,
      proposedTime: reminder.kind === 'day_before' ? reminder.pair.proposedTime : null,
      sentAt: now,
    })
    .onConflictDoUpdate({
      target: [interviewReminders.interviewId, interviewReminders.memberId, interviewReminders.kind],
      set: { proposedTime: sql`excluded.proposed_time`, sentAt: sql`excluded.sent_at` },
      setWhere: sql`${interviewReminders.proposedTime} is distinct from excluded.proposed_time`,
    })
    .returning({ memberId: interviewReminders.memberId });
  return claimed.length > 0;
}

function messagesOf(reminder: DueReminder, settings: NoticeSettings): { mail: MailMessage; dm: string } {
  const { recipient, partner, pair } = reminder;
  return reminder.kind === 'day_before'
    ? { mail: dayBeforeEmail(recipient, partner, pair, settings), dm: dayBeforeDirectMessage(recipient, partner, pair, settings) }
    : { mail: weekStartEmail(recipient, partner, pair, settings), dm: weekStartDirectMessage(recipient, partner, pair, settings) };
}

/**
 * Records and queues every reminder due now and not queued yet; returns the outbox keys queued. Run it in a
 * transaction (the job's): a reminder recorded is a reminder queued. The caller holds the job's lock.
 */
export async function queueDueReminders(ctx: ReminderContext): Promise<string[]> {
  const now = ctx.clock.now();
  const rows = await candidateInterviews(ctx, now);
  if (rows.length === 0) return [];

  const memberIds = [...new Set(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]))];
  const people = new Map((await ctx.db.select().from(members).where(inArray(members.id, memberIds))).map((row) => [row.id, row]));
  const sent = await ctx.db.select().from(interviewReminders).where(inArray(interviewReminders.interviewId, rows.map((row) => row.id)));
  const timeZone = ctx.config.communityTimeZone;
  const settings: NoticeSettings = { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone, now };

  const notices: Notice[] = [];
  for (const group of groupByPair(rows)) {
    for (const reminder of dueForPair(group, people, sent, now, timeZone)) {
      if (!(await claim(ctx, reminder, now))) continue;
      const { mail, dm } = messagesOf(reminder, settings);
      const proposedTime = reminder.kind === 'day_before' ? reminder.pair.proposedTime : null;
      notices.push({
        key: noticeKeys.reminder(reminder.lead.id, reminder.recipient.id, reminder.kind, proposedTime),
        kind: 'reminder',
        memberId: reminder.recipient.id,
        mail,
        directMessage: dm,
        inApp: reminderInApp(reminder.kind, reminder.partner, reminder.pair, reminder.lead.id, settings),
      });
    }
  }
  return enqueueNotices(ctx.db, notices, now);
}

/** Delivers the queued reminders now (after the queuing transaction committed; see outbox/deliver). */
export async function deliverReminders(ctx: OutboxContext, directMessage?: DirectMessage): Promise<ReminderReport> {
  const report = await deliverOutbox(ctx, { kinds: ['reminder'], directMessage });
  return { emails: report.sent.reminder, directMessages: report.directMessages, failures: report.failed.reminder };
}
