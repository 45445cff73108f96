import type { InterviewFocus, QuestionDifficulty } from '@contracts/preferences';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import type { MemberRow } from './dto';

/** `password` is hashed here, or `passwordHash` is stored as it is (hashPassword's output, for a caller that hashed it already). */
export type NewMember = {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  discordUsername?: string;
  isVerified?: boolean;
  isAdmin?: boolean;
  /** Absent: the columns' defaults (mixed, medium, no language). */
  interviewFocus?: InterviewFocus;
  interviewDifficulty?: QuestionDifficulty;
  preferredLanguage?: string;
  /** An IANA zone the caller checked; absent: '' (unknown). */
  timeZone?: string;
} & ({ password: string } | { passwordHash: string });

export async function insertMember(db: DbOrTx, input: NewMember): Promise<MemberRow> {
  const [row] = await db
    .insert(members)
    .values({
      username: input.username.trim(),
      email: input.email.trim(),
      passwordHash: 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password),
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
      discordUsername: input.discordUsername?.trim() ?? '',
      isVerified: input.isVerified ?? false,
      isAdmin: input.isAdmin ?? false,
      ...(input.interviewFocus ? { interviewFocus: input.interviewFocus } : {}),
      ...(input.interviewDifficulty ? { interviewDifficulty: input.interviewDifficulty } : {}),
      ...(input.preferredLanguage ? { preferredLanguage: input.preferredLanguage } : {}),
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    })
    .returning();
  return row;
}

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/** Usernames are unique regardless of case, so lookups ignore case too. */
export async function findMemberByUsername(db: DbOrTx, username: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sql`lower(${members.username}) = lower(${username.trim()})`);
  return row;
}

export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(sql`lower(${members.email}) = lower(${email.trim()})`);
  return row;
}

export async function updateMember(db: DbOrTx, id: number, values: Partial<typeof members.$inferInsert>): Promise<MemberRow> {
  const [row] = await db.update(members).set(values).where(eq(members.id, id)).returning();
  return row;
}
