import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import type { MemberRow } from './dto';
import { findMemberByUsername } from './repository';

export const DISCORD_USERNAME_TAKEN = 'That Discord username is already linked to another member.';

export async function findMemberByDiscordUsername(db: DbOrTx, discordUsername: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sql`lower(${members.discordUsername}) = lower(${discordUsername.trim()})`);
  return row;
}

export const VERIFY_NO_ACCOUNT = 'No account has that username. Check the spelling, or register on the website first.';
export const VERIFY_NAME_MISMATCH =
  'The Discord username saved on that account does not match yours. Fix it on the verification screen of the website, then run /verify again.';
export const VERIFY_DISCORD_ID_TAKEN = 'This Discord account is already linked to another member.';

export type DiscordVerification =
  | { status: 'verified'; member: MemberRow }
  | { status: 'already-verified'; member: MemberRow }
  | { status: 'no-account' }
  | { status: 'name-mismatch' }
  | { status: 'discord-id-taken' };

/**
 * The chat-server check (API.md "Chat-server verification"), shared by the bot's /verify command and the
 * bot route: an unverified account whose saved Discord username matches the caller's gets the caller's
 * Discord id and becomes verified.
 */
export async function verifyDiscordMember(
  db: DbOrTx,
  input: { username: string; discordUsername: string; discordId: string },
): Promise<DiscordVerification> {
  const member = await findMemberByUsername(db, input.username);
  if (!member) return { status: 'no-account' };
  if (member.isVerified) return { status: 'already-verified', member };
  if (member.discordUsername.trim().toLowerCase() !== input.discordUsername.trim().toLowerCase()) return { status: 'name-mismatch' };

  // Discord usernames can change, so a matching name alone does not stop one Discord account verifying two members.
  const [linkedElsewhere] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.discordId, input.discordId), ne(members.id, member.id)));
  if (linkedElsewhere) return { status: 'discord-id-taken' };

  const [verified] = await db
    .update(members)
    .set({ discordId: input.discordId, isVerified: true })
    .where(and(eq(members.id, member.id), eq(members.isVerified, false)))
    .returning();
  if (verified) return { status: 'verified', member: verified };
  // Verified by someone else (an admin, a second /verify) since we read it.
  const current = await findMemberByUsername(db, input.username);
  return current ? { status: 'already-verified', member: current } : { status: 'no-account' };
}
