import { eq } from 'drizzle-orm';
import { interviews, questionQueues, technicalQuestions, behavioralQuestions, topics, type AvailabilityGrid } from '../../src/db/schema';
import { signUpForOpenPool } from '../../src/modules/interviews/pool-service';
import type { MemberRow } from '../../src/modules/members/dto';
import { insertMember } from '../../src/modules/members/repository';
import { fixturePasswordHash, type MemberOverrides, type TestApp } from './test-app';

/** A grid free exactly in the given half-open slot ranges: [day, firstSlot, endSlot). */
export function gridWith(...ranges: Array<[number, number, number]>): AvailabilityGrid {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 48 }, () => false));
  for (const [day, first, end] of ranges) {
    for (let slot = first; slot < end; slot++) grid[day][slot] = true;
  }
  return grid;
}

/**
 * Wednesday March 4, 2026, noon in Los Angeles: the open pool is the week of Sunday March 8 (OPEN_WEEK; cutoff
 * Sunday 23:00 PDT = 06:00 UTC Monday); the last closed pool is the week of March 1. For `fixedClock`.
 */
export const WEDNESDAY_BEFORE_CUTOFF = '2026-03-04T20:00:00Z';
export const OPEN_WEEK = '2026-03-08';

/**
 * Five members' availability that pairs one way only: A and B share Monday 18:00–19:00 PDT, C and D share
 * Tuesday 08:00–09:00 PDT, no other two share an hour, so the loner stays unpaired.
 */
export const TWO_PAIRS_AND_A_LONER = {
  a: gridWith([1, 22, 26]),
  b: gridWith([1, 22, 24]),
  c: gridWith([2, 0, 4]),
  d: gridWith([2, 2, 6]),
  loner: gridWith([5, 40, 48]),
} as const;

let fixtureCounter = 0;

/** A verified member straight in the database (no session), optionally already in the open pool. */
export async function poolMember(test: TestApp, grid?: AvailabilityGrid, overrides: MemberOverrides = {}): Promise<MemberRow> {
  fixtureCounter += 1;
  const { password = 'correct horse battery', ...fields } = overrides;
  const member = await insertMember(test.ctx.db, {
    username: `pooler${fixtureCounter}`,
    email: `pooler${fixtureCounter}@example.edu`,
    passwordHash: await fixturePasswordHash(password),
    firstName: `Pool${fixtureCounter}`,
    lastName: `Member${fixtureCounter}`,
    discordUsername: `pool_discord_${fixtureCounter}`,
    isVerified: true,
    ...fields,
  });
  if (grid) await signUpForOpenPool(test.ctx.db, member.id, grid, test.ctx.clock.now(), test.ctx.config.communityTimeZone);
  return member;
}

/** Creates questions of both types and queues them in creation order; returns the queued ids. */
export async function seedQueues(test: TestApp, counts: { technical: number; behavioral: number }): Promise<{ technical: string[]; behavioral: string[] }> {
  fixtureCounter += 1;
  const [topic] = await test.ctx.db.insert(topics).values({ name: `Topic ${fixtureCounter}` }).returning();
  const technical: string[] = [];
  for (let index = 0; index < counts.technical; index++) {
    const [row] = await test.ctx.db.insert(technicalQuestions).values({ title: `Question ${index}`, prompt: `Prompt ${index}`, topicId: topic.id }).returning();
    technical.push(row.id);
  }
  const behavioral: string[] = [];
  for (let index = 0; index < counts.behavioral; index++) {
    const [row] = await test.ctx.db.insert(behavioralQuestions).values({ prompt: `Tell me about a time ${index}` }).returning();
    behavioral.push(row.id);
  }
  for (const [type, ids] of [['technical', technical], ['behavioral', behavioral]] as const) {
    await test.ctx.db
      .insert(questionQueues)
      .values({ type, questionIds: ids })
      .onConflictDoUpdate({ target: questionQueues.type, set: { questionIds: ids } });
  }
  return { technical, behavioral };
}

export async function queueOf(test: TestApp, type: 'technical' | 'behavioral'): Promise<string[]> {
  const [row] = await test.ctx.db.select().from(questionQueues).where(eq(questionQueues.type, type));
  return row?.questionIds ?? [];
}

export async function interviewsOfWeek(test: TestApp, weekStart: string) {
  return test.ctx.db.select().from(interviews).where(eq(interviews.weekStart, weekStart));
}
