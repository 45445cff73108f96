import type { GithubStats, LeetcodeStats } from '../../db/schema';

/** Where the public stats come from (AppConfig.stats). */
export interface StatsSources {
  githubApiUrl: string;
  leetcodeApiUrl: string;
  githubToken: string | undefined;
}

/** What one service said about one member: new numbers, "no such user", or a failure that must not erase anything. */
export type Outcome<T> = { kind: 'ok'; stats: T } | { kind: 'unknown-user' } | { kind: 'failed'; reason: string };

export type GithubCounts = Omit<GithubStats, 'last_updated'>;
export type LeetcodeCounts = Omit<LeetcodeStats, 'last_updated'>;

const REQUEST_TIMEOUT_MS = 10_000;
const USER_AGENT = 'MockPrep-stats-refresh';

/**
 * Gaps between two calls to the same service. GitHub's search API allows 10 calls a minute without a token
 * and 30 with one; LeetCode publishes no limit, so one call a second stays polite.
 */
export interface Pacing {
  githubMs(sources: StatsSources): number;
  leetcodeMs: number;
}

const defaultPacing: Pacing = { githubMs: (sources) => (sources.githubToken ? 2_100 : 6_100), leetcodeMs: 1_000 };
let pacing = defaultPacing;

/** Tests that talk to a local fake of both services drop the gaps; undefined restores the defaults. */
export function setUpstreamPacing(override: Pacing | undefined): void {
  pacing = override ?? defaultPacing;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spaces out the calls to each service over one refresh run. */
export class Pacer {
  private readonly lastCall = new Map<'github' | 'leetcode', number>();

  constructor(private readonly sources: StatsSources) {}

  async wait(service: 'github' | 'leetcode'): Promise<void> {
    const gap = service === 'github' ? pacing.githubMs(this.sources) : pacing.leetcodeMs;
    const last = this.lastCall.get(service);
    if (last !== undefined) await sleep(Math.max(0, last + gap - Date.now()));
    this.lastCall.set(service, Date.now());
  }
}

class UnknownUser extends Error {}

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (response.status === 404) throw new UnknownUser();
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${new URL(url).pathname}`);
  const body: unknown = await response.json();
  if (body === null || typeof body !== 'object') throw new Error(`unexpected answer from ${new URL(url).pathname}`);
  return body as Record<string, unknown>;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`no ${what} in the answer`);
  return value;
}

/** fetch() reports a refused connection as "fetch failed" with the real reason in `cause`. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

async function settle<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { kind: 'ok', stats: await work() };
  } catch (error) {
    if (error instanceof UnknownUser) return { kind: 'unknown-user' };
    return { kind: 'failed', reason: failureReason(error) };
  }
}

/** Followers from the user, pull requests and commits from the search API's total counts. */
export function fetchGithubCounts(username: string, sources: StatsSources, pacer: Pacer): Promise<Outcome<GithubCounts>> {
  const headers: Record<string, string> = { accept: 'application/vnd.github+json', 'user-agent': USER_AGENT, 'x-github-api-version': '2022-11-28' };
  if (sources.githubToken) headers.authorization = `Bearer ${sources.githubToken}`;
  const get = async (path: string) => {
    await pacer.wait('github');
    return fetchJson(`${sources.githubApiUrl}${path}`, { headers });
  };
  const search = (kind: 'issues' | 'commits', query: string) => get(`/search/${kind}?${new URLSearchParams({ q: query })}`);
  return settle(async () => {
    const user = await get(`/users/${encodeURIComponent(username)}`);
    const pullRequests = await search('issues', `author:${username} type:pr`);
    const commits = await search('commits', `author:${username}`);
    return {
      total_prs: count(pullRequests.total_count, 'pull request count'),
      total_commits: count(commits.total_count, 'commit count'),
      followers: count(user.followers, 'follower count'),
    };
  });
}

const LEETCODE_QUERY = `query userProblemsSolved($username: String!) {
  matchedUser(username: $username) { submitStats { acSubmissionNum { difficulty count } } }
}`;

/** Accepted submissions by difficulty from LeetCode's public GraphQL endpoint; an unknown user is `matchedUser: null`. */
export function fetchLeetcodeCounts(username: string, sources: StatsSources, pacer: Pacer): Promise<Outcome<LeetcodeCounts>> {
  return settle(async () => {
    await pacer.wait('leetcode');
    const body = await fetchJson(`${sources.leetcodeApiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, referer: `${sources.leetcodeApiUrl}/` },
      body: JSON.stringify({ query: LEETCODE_QUERY, variables: { username } }),
    });
    const data = body.data as { matchedUser?: { submitStats?: { acSubmissionNum?: unknown } } | null } | undefined;
    if (data && data.matchedUser === null) throw new UnknownUser();
    const entries = data?.matchedUser?.submitStats?.acSubmissionNum;
    if (!Array.isArray(entries)) throw new Error('no submission counts in the answer');
    const byDifficulty = new Map<string, unknown>(entries.map((entry: { difficulty?: unknown; count?: unknown }) => [String(entry.difficulty), entry.count]));
    const easy = count(byDifficulty.get('Easy') ?? 0, 'easy count');
    const medium = count(byDifficulty.get('Medium') ?? 0, 'medium count');
    const hard = count(byDifficulty.get('Hard') ?? 0, 'hard count');
    const total = byDifficulty.has('All') ? count(byDifficulty.get('All'), 'total count') : easy + medium + hard;
    return { easy_solved: easy, medium_solved: medium, hard_solved: hard, total_solved: total };
  });
}
