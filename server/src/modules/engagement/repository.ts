import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { engagementStats, members, type GithubStats, type LeetcodeStats } from '../../db/schema';
import type { MemberRow } from '../members/dto';

export type StatsRow = typeof engagementStats.$inferSelect;

/** A member whose stats are to be fetched, with the usernames to fetch them for (null: no link, nothing to fetch). */
export interface StatsTarget {
  memberId: number;
  username: string;
  github: string | null;
  leetcode: string | null;
}

const githubName = sql<string | null>`nullif(${members.github}->>'username', '')`;
const leetcodeName = sql<string | null>`nullif(${members.leetcode}->>'username', '')`;
const hasAnyLink = sql`(${githubName} is not null or ${leetcodeName} is not null)`;

export async function findStats(db: DbOrTx, memberId: number): Promise<StatsRow | undefined> {
  const [row] = await db.select().from(engagementStats).where(eq(engagementStats.memberId, memberId));
  return row;
}

export async function statsOf(db: DbOrTx, memberIds: number[]): Promise<Map<number, StatsRow>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.select().from(engagementStats).where(inArray(engagementStats.memberId, memberIds));
  return new Map(rows.map((row) => [row.memberId, row]));
}

/**
 * Picks up to `limit` verified members with a GitHub or LeetCode username (only `memberId` when given; only
 * those last attempted before `staleBefore` when given), never-fetched first, then the oldest, and stamps
 * them as attempted at `now` so that the next run, in this process or another, moves on to other members.
 */
export async function claimStatsTargets(
  db: DbOrTx,
  options: { now: Date; limit: number; staleBefore?: Date; memberId?: number },
): Promise<StatsTarget[]> {
  const due = and(
    options.memberId === undefined ? undefined : eq(members.id, options.memberId),
    options.staleBefore === undefined ? undefined : or(isNull(engagementStats.memberId), lt(engagementStats.updated, options.staleBefore)),
  );
  const targets = await db
    .select({ memberId: members.id, username: members.username, github: githubName, leetcode: leetcodeName })
    .from(members)
    .leftJoin(engagementStats, eq(engagementStats.memberId, members.id))
    .where(and(eq(members.isVerified, true), hasAnyLink, due))
    .orderBy(sql`${engagementStats.updated} asc nulls first`, asc(members.id))
    .limit(options.limit);
  if (targets.length > 0) {
    await db
      .insert(engagementStats)
      .values(targets.map((target) => ({ memberId: target.memberId, updated: options.now })))
      .onConflictDoUpdate({ target: engagementStats.memberId, set: { updated: options.now } });
  }
  return targets;
}

/** New values per service; a service left out keeps what is stored. */
export interface StatsUpdate {
  memberId: number;
  github?: GithubStats | null;
  leetcode?: LeetcodeStats | null;
}

export async function saveStats(db: DbOrTx, update: StatsUpdate, now: Date): Promise<void> {
  const values = { ...(update.github !== undefined && { github: update.github }), ...(update.leetcode !== undefined && { leetcode: update.leetcode }) };
  await db
    .insert(engagementStats)
    .values({ memberId: update.memberId, updated: now, ...values })
    .onConflictDoUpdate({ target: engagementStats.memberId, set: { updated: now, ...values } });
}

/**
 * Numbers fetched for a previous username belong to someone else: when a member changes or removes a link,
 * that service's stats are dropped and the member is due for a refresh at the next run.
 */
export async function forgetStatsOfChangedUsernames(db: DbOrTx, before: MemberRow, after: MemberRow): Promise<void> {
  const githubChanged = (before.github?.username ?? '') !== (after.github?.username ?? '');
  const leetcodeChanged = (before.leetcode?.username ?? '') !== (after.leetcode?.username ?? '');
  if (!githubChanged && !leetcodeChanged) return;
  await db
    .update(engagementStats)
    .set({
      ...(githubChanged && { github: null }),
      ...(leetcodeChanged && { leetcode: null }),
      updated: new Date(0),
    })
    .where(eq(engagementStats.memberId, after.id));
}
