import type { QuestionImportSummaryDto } from '@contracts/question-bank';
import { inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { availabilities, members, poolEntries, signupRecords } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { openWeek } from '../pairing/pools';
import { importBank } from '../questions/bank';
import { readStarterBank } from '../questions/starter-bank';
import { demoAvailability } from './availability';
import { DEMO_PASSWORD, DEMO_PROFILES, type DemoProfile } from './profiles';

export interface SeedSummary {
  /** The starter bank's import (questions/starter-bank.json): the demo's questions are the starter bank's. */
  questions: QuestionImportSummaryDto;
  membersCreated: number;
  poolEntriesAdded: number;
  week: string;
}

const HOUR_MS = 3_600_000;
const SIGNUP_SPREAD_HOURS = 14 * 24;

const lower = (value: string) => value.toLowerCase();

/** Skips a profile whose username, email or chat username someone already has. Returns member id per profile index. */
async function insertMissingMembers(tx: DbOrTx, passwordHash: string, now: Date): Promise<{ memberIds: Map<number, number>; created: number }> {
  const taken = await tx
    .select({ id: members.id, username: members.username, email: members.email, discordUsername: members.discordUsername })
    .from(members)
    .where(or(
      inArray(sql`lower(${members.username})`, DEMO_PROFILES.map((profile) => lower(profile.username))),
      inArray(sql`lower(${members.email})`, DEMO_PROFILES.map((profile) => lower(profile.email))),
      inArray(sql`lower(${members.discordUsername})`, DEMO_PROFILES.map((profile) => lower(profile.discordUsername))),
    ));
  const memberIds = new Map<number, number>();
  const toInsert: Array<{ index: number; profile: DemoProfile }> = [];
  DEMO_PROFILES.forEach((profile, index) => {
    const same = taken.find((row) => lower(row.username) === lower(profile.username));
    const clash = taken.some((row) => lower(row.email) === lower(profile.email) || lower(row.discordUsername) === lower(profile.discordUsername));
    if (same) memberIds.set(index, same.id);
    else if (!clash) toInsert.push({ index, profile });
  });
  if (toInsert.length > 0) {
    const rows = await tx
      .insert(members)
      // One hash for every demo account: they share a published password anyway, and hashing 36 times is slow.
      .values(toInsert.map(({ profile }) => ({ ...profile, passwordHash, isVerified: true, created: now })))
      .returning({ id: members.id });
    rows.forEach((row, position) => memberIds.set(toInsert[position].index, row.id));
  }
  return { memberIds, created: toInsert.length };
}

/**
 * Saves each demo member's availability (unless they have one) and enters every demo member into the open
 * week's pool, with signup records spread over the last two weeks so the signup heatmap has something to show.
 */
async function enterPool(tx: DbOrTx, memberIds: Map<number, number>, week: string, now: Date): Promise<number> {
  const entries = [...memberIds].map(([index, memberId]) => ({ memberId, grid: demoAvailability(index) }));
  if (entries.length === 0) return 0;
  await tx.insert(availabilities).values(entries.map((entry) => ({ ...entry, updated: now }))).onConflictDoNothing();
  const added = await tx
    .insert(poolEntries)
    .values(entries.map((entry) => ({ ...entry, weekStart: week, created: now, updated: now })))
    .onConflictDoNothing()
    .returning({ memberId: poolEntries.memberId });
  if (added.length > 0) {
    await tx.insert(signupRecords).values(added.map(({ memberId }, position) => ({
      memberId,
      created: new Date(now.getTime() - ((position * 37 + 5) % SIGNUP_SPREAD_HOURS) * HOUR_MS),
    })));
  }
  return added.length;
}

/**
 * Fills an empty (or partly filled) installation with demo content: the starter bank's topics and questions in both
 * queues (imported as `import_questions --starter` does), and verified members signed up for the open week. Safe to
 * rerun: what exists is skipped, so a rerun in a later week only enters the demo members into that week's pool. All
 * or nothing, in one transaction.
 */
export async function seedDemo(ctx: AppContext, authorId: number | null): Promise<SeedSummary> {
  const now = ctx.clock.now();
  const [passwordHash, bank] = await Promise.all([hashPassword(DEMO_PASSWORD), readStarterBank()]);
  return ctx.db.transaction(async (tx) => {
    const questions = await importBank(tx, bank, { authorId, now });
    const { memberIds, created: membersCreated } = await insertMissingMembers(tx, passwordHash, now);
    const week = await openWeek(tx, now, ctx.config.communityTimeZone);
    const poolEntriesAdded = await enterPool(tx, memberIds, week, now);
    return { questions, membersCreated, poolEntriesAdded, week };
  });
}
