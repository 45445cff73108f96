import { inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { availabilities, behavioralQuestions, members, poolEntries, signupRecords, technicalQuestions, topics } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { openWeek } from '../pairing/pools';
import { appendToQueue } from '../questions/queue';
import { demoAvailability } from './availability';
import { DEMO_BEHAVIORAL_QUESTIONS } from './behavioral-questions';
import { DEMO_PASSWORD, DEMO_PROFILES, type DemoProfile } from './profiles';
import { DEMO_TECHNICAL_QUESTIONS, DEMO_TOPICS, type DemoTopic } from './technical-questions';

export interface SeedSummary {
  topicsCreated: number;
  technicalCreated: number;
  behavioralCreated: number;
  technicalQueued: number;
  behavioralQueued: number;
  membersCreated: number;
  poolEntriesAdded: number;
  week: string;
}

const HOUR_MS = 3_600_000;
const SIGNUP_SPREAD_HOURS = 14 * 24;

const lower = (value: string) => value.toLowerCase();

/** The demo topics' ids, creating those missing; an admin's topic of the same name (any case) is reused. */
async function ensureTopics(tx: DbOrTx, authorId: number | null): Promise<{ ids: Map<DemoTopic, string>; created: number }> {
  const existing = new Map((await tx.select().from(topics)).map((topic) => [lower(topic.name), topic.id]));
  const missing = DEMO_TOPICS.filter((name) => !existing.has(lower(name)));
  if (missing.length > 0) {
    const inserted = await tx.insert(topics).values(missing.map((name) => ({ name, createdBy: authorId }))).returning();
    for (const topic of inserted) existing.set(lower(topic.name), topic.id);
  }
  const ids = new Map(DEMO_TOPICS.map((name) => [name, existing.get(lower(name)) as string]));
  return { ids, created: missing.length };
}

/** Questions are matched by title (technical) or prompt (behavioral), so a rerun adds only what is missing. */
async function insertMissingTechnical(tx: DbOrTx, topicIds: Map<DemoTopic, string>, authorId: number | null): Promise<string[]> {
  const titles = new Set((await tx.select({ title: technicalQuestions.title }).from(technicalQuestions)).map((row) => lower(row.title)));
  const missing = DEMO_TECHNICAL_QUESTIONS.filter((question) => !titles.has(lower(question.title)));
  if (missing.length === 0) return [];
  const rows = await tx
    .insert(technicalQuestions)
    .values(missing.map(({ topic, ...question }) => ({ ...question, topicId: topicIds.get(topic) as string, createdBy: authorId, approvedBy: authorId })))
    .returning({ id: technicalQuestions.id });
  return rows.map((row) => row.id);
}

async function insertMissingBehavioral(tx: DbOrTx, authorId: number | null): Promise<string[]> {
  const prompts = new Set((await tx.select({ prompt: behavioralQuestions.prompt }).from(behavioralQuestions)).map((row) => row.prompt));
  const missing = DEMO_BEHAVIORAL_QUESTIONS.filter((question) => !prompts.has(question.prompt));
  if (missing.length === 0) return [];
  const rows = await tx
    .insert(behavioralQuestions)
    .values(missing.map((question) => ({ ...question, createdBy: authorId, approvedBy: authorId })))
    .returning({ id: behavioralQuestions.id });
  return rows.map((row) => row.id);
}

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
 * Fills an empty (or partly filled) installation with demo content: topics, questions in both queues, and
 * verified members signed up for the open week. Safe to rerun: what exists is skipped, so a rerun in a
 * later week only enters the demo members into that week's pool. All or nothing, in one transaction.
 */
export async function seedDemo(ctx: AppContext, authorId: number | null): Promise<SeedSummary> {
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return ctx.db.transaction(async (tx) => {
    const { ids: topicIds, created: topicsCreated } = await ensureTopics(tx, authorId);
    const technicalIds = await insertMissingTechnical(tx, topicIds, authorId);
    const behavioralIds = await insertMissingBehavioral(tx, authorId);
    const technicalQueued = await appendToQueue(tx, 'technical', technicalIds, now);
    const behavioralQueued = await appendToQueue(tx, 'behavioral', behavioralIds, now);
    const { memberIds, created: membersCreated } = await insertMissingMembers(tx, passwordHash, now);
    const week = await openWeek(tx, now, ctx.config.communityTimeZone);
    const poolEntriesAdded = await enterPool(tx, memberIds, week, now);
    return {
      topicsCreated,
      technicalCreated: technicalIds.length,
      behavioralCreated: behavioralIds.length,
      technicalQueued,
      behavioralQueued,
      membersCreated,
      poolEntriesAdded,
      week,
    };
  });
}
