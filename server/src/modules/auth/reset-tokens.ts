import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { members, passwordResetTokens } from '../../db/schema';
import { findMemberById } from '../members/repository';
import { hashPassword, passwordProblems } from './passwords';
import { endAllSessionsOf } from './session-store';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's `uid`: the member id in base64url, so the link does not show a bare, guessable number. */
export function encodeUid(memberId: number): string {
  return Buffer.from(String(memberId)).toString('base64url');
}

function decodeUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^\d{1,15}$/.test(decoded)) return null;
  return Number(decoded);
}

/** Creates a single-use token valid for one hour and returns the SPA link that uses it. Only its hash is stored. */
export async function createPasswordResetLink(ctx: AppContext, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    memberId,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    created: now,
  });
  return `${ctx.config.publicUrl}/#/password-reset-confirm/${encodeUid(memberId)}/${token}`;
}

export type PasswordResetOutcome =
  | { status: 'reset'; memberId: number }
  | { status: 'invalid-link' }
  | { status: 'weak-password'; problems: string[] };

function usableToken(tokenHash: string, memberId: number, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.memberId, memberId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

async function tokenIsUsable(db: DbOrTx, tokenHash: string, memberId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(usableToken(tokenHash, memberId, now));
  return row !== undefined;
}

/**
 * Consumes a reset link: checks the token, sets the new password, spends the token (and any other open
 * token of that member) and ends all of the member's sessions, in one transaction. A weak password is
 * refused before anything changes, so the member can retry with the same link.
 */
export async function resetPasswordWithToken(
  ctx: AppContext,
  input: { uid: string; token: string; newPassword: string },
): Promise<PasswordResetOutcome> {
  const memberId = decodeUid(input.uid);
  if (memberId === null) return { status: 'invalid-link' };
  const tokenHash = sha256(input.token);
  const now = ctx.clock.now();
  const member = await findMemberById(ctx.db, memberId);
  if (!member || !(await tokenIsUsable(ctx.db, tokenHash, memberId, now))) return { status: 'invalid-link' };

  const problems = await passwordProblems(input.newPassword, member.username, [member.email, member.firstName, member.lastName]);
  if (problems.length > 0) return { status: 'weak-password', problems };
  const passwordHash = await hashPassword(input.newPassword);

  const spent = await ctx.db.transaction(async (tx) => {
    // The conditional update is what makes the token single-use when two requests race with it.
    const claimed = await tx.update(passwordResetTokens).set({ usedAt: now }).where(usableToken(tokenHash, memberId, now)).returning();
    if (claimed.length === 0) return false;
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await endAllSessionsOf(tx, memberId);
    return true;
  });
  return spent ? { status: 'reset', memberId } : { status: 'invalid-link' };
}
