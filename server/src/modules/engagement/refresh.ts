import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { saveStats, statsOf, type StatsTarget, type StatsUpdate } from './repository';
import { fetchGithubCounts, fetchLeetcodeCounts, Pacer, type GithubCounts, type LeetcodeCounts, type Outcome, type StatsSources } from './upstream';

/** A member's answers from both services, as fetched (nothing stored yet). */
export interface FetchedStats {
  target: StatsTarget;
  fetchedAt: Date;
  github: Outcome<GithubCounts> | null;
  leetcode: Outcome<LeetcodeCounts> | null;
}

export function statsSourcesOf(config: AppConfig): StatsSources {
  return { githubApiUrl: config.stats.githubApiUrl, leetcodeApiUrl: config.stats.leetcodeApiUrl, githubToken: config.stats.githubToken };
}

/** One member after another, each service paced (upstream.ts); never touches the database. */
export async function fetchStats(
  targets: StatsTarget[],
  sources: StatsSources,
  clock: Clock,
  onFetched: (fetched: FetchedStats) => void = () => undefined,
): Promise<FetchedStats[]> {
  const pacer = new Pacer(sources);
  const all: FetchedStats[] = [];
  for (const target of targets) {
    const github = target.github ? await fetchGithubCounts(target.github, sources, pacer) : null;
    const leetcode = target.leetcode ? await fetchLeetcodeCounts(target.leetcode, sources, pacer) : null;
    const fetched: FetchedStats = { target, fetchedAt: clock.now(), github, leetcode };
    all.push(fetched);
    onFetched(fetched);
  }
  return all;
}

/** What to store for one service: new numbers, null (no link, or no such user), or undefined to keep the last ones. */
function nextValue<T>(outcome: Outcome<T> | null, fetchedAt: Date): (T & { last_updated: string }) | null | undefined {
  if (outcome === null || outcome.kind === 'unknown-user') return null;
  if (outcome.kind === 'failed') return undefined;
  return { ...outcome.stats, last_updated: fetchedAt.toISOString() };
}

function describeService(name: string, outcome: Outcome<object> | null, before: object | null, after: object | null | undefined): string | null {
  if (outcome?.kind === 'failed') return `${name} failed (${outcome.reason}); kept the last stats`;
  if (outcome?.kind === 'unknown-user') return before ? `${name} user not found; stats cleared` : `${name} user not found`;
  if (after === undefined || after === null) return before ? `${name} link removed; stats cleared` : null;
  const previous = (before ?? {}) as Record<string, unknown>;
  const changed = Object.entries(after)
    .filter(([key, value]) => key !== 'last_updated' && previous[key] !== value)
    .map(([key, value]) => `${key} ${previous[key] ?? '-'} → ${value}`);
  return changed.length > 0 ? `${name} ${changed.join(', ')}` : `${name} unchanged`;
}

/** Stores what was fetched and returns one line per member saying what changed. */
export async function storeFetchedStats(db: DbOrTx, fetched: FetchedStats[], now: Date): Promise<string[]> {
  const stored = await statsOf(db, fetched.map((item) => item.target.memberId));
  const lines: string[] = [];
  for (const item of fetched) {
    const update: StatsUpdate = { memberId: item.target.memberId, github: nextValue(item.github, item.fetchedAt), leetcode: nextValue(item.leetcode, item.fetchedAt) };
    await saveStats(db, update, now);
    const before = stored.get(item.target.memberId);
    const parts = [
      describeService('github', item.github, before?.github ?? null, update.github),
      describeService('leetcode', item.leetcode, before?.leetcode ?? null, update.leetcode),
    ].filter((part): part is string => part !== null);
    lines.push(`${item.target.username}: ${parts.join('; ') || 'nothing to fetch'}`);
  }
  return lines;
}
