/**
 * Tells a member that an admin confirmed their no-show: when, what a strike means, and whether it now
 * keeps them out of the pool. Queued in the notice outbox (`strike:<strike id>`) in the strike's own
 * transaction and delivered right after it commits; a mail failure is retried by the outbox job and never
 * undoes the strike (the signup screen still says why a suspended member cannot sign up).
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { deliverOutbox, type OutboxContext } from '../outbox/deliver';
import { enqueueNotices } from '../outbox/enqueue';
import { noticeKeys } from '../outbox/kinds';
import type { ConfirmedStrike } from './service';
import type { InAppNotice } from '../notifications/in-app';
import { formatProposedTime, formatShortTime, greetingName, type NoticeMember, type NoticeSettings } from '../pairing/messages';
import { formatSuspensionEnd, memberSuspension, type Suspension } from './suspension';

type StrikeNoticeContext = Pick<AppContext, 'clock' | 'config'> & { db: DbOrTx };

export type StrikeNoticeSettings = Omit<NoticeSettings, 'now'>;

export function strikeEmail(member: NoticeMember, occurredAt: Date, suspension: Suspension | null, settings: StrikeNoticeSettings): MailMessage {
  const consequence = suspension
    ? `This is your second confirmed no-show in eight weeks: you cannot sign up for interviews until ${formatSuspensionEnd(suspension.until, settings.timeZone)}.`
    : 'It counts as a strike: two confirmed no-shows in eight weeks keep a member from signing up for four weeks.';
  return {
    to: member.email,
    subject: 'A no-show was confirmed for your mock interview',
    text: [
      `Hi ${greetingName(member)},`,
      '',
      `Your partner reported that you did not come to your mock interview of ${formatProposedTime(occurredAt, settings.timeZone)}, and an admin confirmed it.`,
      consequence,
      '',
      `If this is a mistake, tell an admin: they can lift the strike. Your interviews: ${settings.publicUrl}/#/interviews`,
      '',
      `— ${settings.productName}`,
    ].join('\n'),
  };
}

export function strikeInApp(occurredAt: Date, suspension: Suspension | null, settings: StrikeNoticeSettings): InAppNotice {
  const consequence = suspension
    ? `You cannot sign up for interviews until ${formatSuspensionEnd(suspension.until, settings.timeZone)}.`
    : 'Two confirmed no-shows in eight weeks keep a member from signing up for four weeks.';
  return {
    title: 'A no-show was confirmed',
    text: `An admin confirmed that you missed your mock interview of ${formatShortTime(occurredAt, settings.timeZone)}. ${consequence}`,
    link: '/interviews',
  };
}

/** Queues the strike's notice; `ctx.db` is the strike's transaction, so the suspension it reads includes the new strike. */
export async function queueStrikeNotice(ctx: StrikeNoticeContext, strike: ConfirmedStrike): Promise<void> {
  const [member] = await ctx.db.select().from(members).where(eq(members.id, strike.memberId));
  if (!member) return;
  const suspension = await memberSuspension(ctx.db, strike.memberId, ctx.clock.now());
  const settings = { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone: ctx.config.communityTimeZone };
  await enqueueNotices(ctx.db, [{
    key: noticeKeys.strike(strike.strikeId),
    kind: 'strike',
    memberId: member.id,
    mail: strikeEmail(member, strike.occurredAt, suspension, settings),
    inApp: strikeInApp(strike.occurredAt, suspension, settings),
  }], ctx.clock.now());
}

/** Delivers the strike's notice now, once its transaction has committed; a failure is the outbox job's to retry. */
export async function deliverStrikeNotice(ctx: OutboxContext, strike: ConfirmedStrike): Promise<void> {
  try {
    await deliverOutbox(ctx, { keys: [noticeKeys.strike(strike.strikeId)] });
  } catch (error) {
    ctx.logger.warn({ err: error, memberId: strike.memberId }, 'could not email a member about their confirmed no-show yet; the outbox job retries');
  }
}
