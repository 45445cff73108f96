/**
 * Tells a member that an admin confirmed their no-show: when, what a strike means, and whether it now
 * keeps them out of the pool. Sent once, right after the confirmation; a mail failure is logged and does
 * not undo the strike (the signup screen still says why a suspended member cannot sign up).
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { AppContext } from '../../context';
import { formatProposedTime, greetingName, type NoticeMember, type NoticeSettings } from '../pairing/messages';
import { formatSuspensionEnd, memberSuspension, type Suspension } from './suspension';

type StrikeNoticeContext = Pick<AppContext, 'db' | 'mailer' | 'clock' | 'config' | 'logger'>;

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

export async function sendStrikeNotice(ctx: StrikeNoticeContext, memberId: number, occurredAt: Date): Promise<void> {
  try {
    const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
    if (!member) return;
    const suspension = await memberSuspension(ctx.db, memberId, ctx.clock.now());
    const settings = { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone: ctx.config.communityTimeZone };
    await ctx.mailer.send(strikeEmail(member, occurredAt, suspension, settings));
  } catch (error) {
    ctx.logger.warn({ err: error, memberId }, 'could not email a member about their confirmed no-show');
  }
}
