/**
 * Tells members about a pairing: each partner of a new pair gets an email with an .ics invite (and a chat
 * DM when the bot runs); members left unpaired are told they have priority next week. A pair's interviews
 * are marked `notified_at` once both emails went out, so `send_pairing_notifications` retries the rest.
 */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { interviews, members } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { MemberRow } from '../members/dto';
import {
  pairingDirectMessage, pairingEmail, unpairedDirectMessage, unpairedEmail, type NoticeSettings, type PairNotice,
} from './messages';
import type { PoolMemberRef } from './service';
import type { WeekStart } from './weeks';

/** Sends a chat DM to the member with this Discord id. */
export type DirectMessage = (discordId: string, text: string) => Promise<void>;

let registeredDirectMessage: DirectMessage | undefined;

/** The start script hands over the chat bot's DM sender once the bot runs (undefined when it stops). */
export function setDirectMessageSender(send: DirectMessage | undefined): void {
  registeredDirectMessage = send;
}

export interface NotificationReport {
  pairs: number;
  emails: number;
  directMessages: number;
  failures: number;
}

type NotifyContext = Pick<AppContext, 'db' | 'mailer' | 'clock' | 'config' | 'logger'>;

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

type NoticeInterview = { id: string; weekStart: WeekStart; interviewerId: number; intervieweeId: number; proposedTime: Date | null };

/** A pair's interviews of one week, the one led by the lower member id first (its id names the invite). */
function groupByPair(rows: NoticeInterview[]): NoticeInterview[][] {
  const groups = new Map<string, NoticeInterview[]>();
  for (const row of rows) {
    const key = `${row.weekStart}:${Math.min(row.interviewerId, row.intervieweeId)}:${Math.max(row.interviewerId, row.intervieweeId)}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => group.sort((x, y) => x.interviewerId - y.interviewerId));
}

/** Notifies every pair whose pending interviews were not notified yet (of one week, or of all weeks). */
export async function sendPairingNotifications(
  ctx: NotifyContext,
  options: { weekStart?: WeekStart; directMessage?: DirectMessage } = {},
): Promise<NotificationReport> {
  const report: NotificationReport = { pairs: 0, emails: 0, directMessages: 0, failures: 0 };
  const delivery: Delivery = { ctx, report, directMessage: options.directMessage ?? registeredDirectMessage };
  const conditions: SQL[] = [isNull(interviews.notifiedAt), eq(interviews.status, 'pending')];
  if (options.weekStart) conditions.push(eq(interviews.weekStart, options.weekStart));
  const rows = await ctx.db
    .select({
      id: interviews.id, weekStart: interviews.weekStart, interviewerId: interviews.interviewerId,
      intervieweeId: interviews.intervieweeId, proposedTime: interviews.proposedTime,
    })
    .from(interviews)
    .where(and(...conditions))
    .orderBy(asc(interviews.weekStart), asc(interviews.created));
  const people = await membersById(ctx, [...new Set(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]))]);
  const settings = settingsOf(ctx);

  for (const group of groupByPair(rows)) {
    const first = group[0];
    const notice: PairNotice = {
      weekStart: first.weekStart,
      proposedTime: group.find((row) => row.proposedTime)?.proposedTime ?? null,
      interviews: group.map(({ id, interviewerId, intervieweeId }) => ({ id, interviewerId, intervieweeId })),
    };
    const one = people.get(first.interviewerId) as MemberRow;
    const other = people.get(first.intervieweeId) as MemberRow;
    let delivered = true;
    for (const [recipient, partner] of [[one, other], [other, one]]) {
      const mail = pairingEmail(recipient, partner, notice, settings);
      const dm = pairingDirectMessage(recipient, partner, notice, settings);
      delivered = (await deliver(delivery, recipient, mail, dm)) && delivered;
    }
    if (delivered) {
      await ctx.db.update(interviews).set({ notifiedAt: settings.now }).where(inArray(interviews.id, group.map((row) => row.id)));
      report.pairs += 1;
    }
  }
  return report;
}

/** Tells members left over by a run that nobody matched them and that they come first next week. */
export async function notifyUnpaired(
  ctx: NotifyContext,
  unpaired: PoolMemberRef[],
  weekStart: WeekStart,
  directMessage?: DirectMessage,
): Promise<NotificationReport> {
  const report: NotificationReport = { pairs: 0, emails: 0, directMessages: 0, failures: 0 };
  const delivery: Delivery = { ctx, report, directMessage: directMessage ?? registeredDirectMessage };
  const settings = settingsOf(ctx);
  const people = await membersById(ctx, unpaired.map((member) => member.id));
  for (const recipient of people.values()) {
    await deliver(delivery, recipient, unpairedEmail(recipient, weekStart, settings), unpairedDirectMessage(weekStart, settings));
  }
  return report;
}
