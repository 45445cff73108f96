import type { AppContext } from '../../context';
import type { MemberRow } from '../members/dto';
import { findMemberByEmail } from '../members/repository';
import { createPasswordResetLink } from './reset-tokens';

async function mailResetLink(ctx: AppContext, member: MemberRow, link: string): Promise<void> {
  const product = ctx.config.productName;
  await ctx.mailer.send({
    to: member.email,
    subject: `Reset your ${product} password`,
    text: [
      `Someone asked to reset the password of the ${product} account "${member.username}".`,
      `To choose a new password, open this link within one hour: ${link}`,
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n\n'),
  });
}

/**
 * Looks the email up and, when a member has it, stores a reset token and mails the link. The route runs
 * this in the background: its reply must take the same time whether or not the account exists.
 */
export async function sendPasswordResetLink(ctx: AppContext, email: string): Promise<void> {
  const member = await findMemberByEmail(ctx.db, email);
  if (!member) return;
  const link = await createPasswordResetLink(ctx, member.id);
  await mailResetLink(ctx, member, link);
}
