import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runExclusively } from '../src/lib/jobs';
import { createStatsRefreshJob, type StatsRefreshJob } from '../src/modules/engagement/job';
import { fetchGithubCounts, fetchLeetcodeCounts, Pacer, setUpstreamPacing } from '../src/modules/engagement/upstream';
import type { MemberRow } from '../src/modules/members/dto';
import { createTestApp, fixedClock, signedInMember, TestClient, type TestApp } from './helpers/test-app';

/** A local stand-in for GitHub's REST API and LeetCode's GraphQL endpoint, speaking their response shapes. */
class FakeUpstream {
  readonly github = new Map<string, { followers: number; prs: number; commits: number }>();
  readonly leetcode = new Map<string, { easy: number; medium: number; hard: number }>();
  readonly requests: Array<{ method: string; url: string; authorization?: string; body: string }> = [];
  failing = { github: false, leetcode: false };
  private readonly server = http.createServer((request, response) => this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      this.requests.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, body });
      const url = new URL(request.url ?? '/', 'http://fake');
      const send = (status: number, payload: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (url.pathname === '/graphql') {
        if (this.failing.leetcode) return send(500, { error: 'down' });
        const user = this.leetcode.get((JSON.parse(body) as { variables: { username: string } }).variables.username);
        const counts = user && [['All', user.easy + user.medium + user.hard], ['Easy', user.easy], ['Medium', user.medium], ['Hard', user.hard]];
        return send(200, { data: { matchedUser: counts ? { submitStats: { acSubmissionNum: counts.map(([difficulty, count]) => ({ difficulty, count, submissions: 0 })) } } : null } });
      }
      if (this.failing.github) return send(502, { message: 'Server Error' });
      const author = /author:(\S+)/.exec(url.searchParams.get('q') ?? '')?.[1];
      const login = url.pathname.startsWith('/users/') ? decodeURIComponent(url.pathname.slice('/users/'.length)) : author;
      const user = login ? this.github.get(login) : undefined;
      if (!user) return send(404, { message: 'Not Found' });
      if (url.pathname.startsWith('/users/')) return send(200, { login, followers: user.followers });
      if (url.pathname === '/search/issues') return send(200, { total_count: user.prs, incomplete_results: false, items: [] });
      if (url.pathname === '/search/commits') return send(200, { total_count: user.commits, incomplete_results: false, items: [] });
      return send(404, { message: 'Not Found' });
    });
  }
}

const clock = fixedClock('2026-03-04T20:00:00Z');
const upstream = new FakeUpstream();
let test: TestApp;
let job: StatsRefreshJob;
let alice: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };

/** One full cycle: a run claims and starts fetching, the fetch finishes, the next run stores. */
async function refreshCycle(refreshJob: StatsRefreshJob = job): Promise<void> {
  await runExclusively(test.ctx, refreshJob.lockKey, refreshJob.run);
  await refreshJob.idle();
  await runExclusively(test.ctx, refreshJob.lockKey, refreshJob.run);
}

const engagement = async (client: TestClient, path = '/engagement/user/') => {
  const response = await client.get(path);
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  setUpstreamPacing({ githubMs: () => 0, leetcodeMs: 0 });
  const base = await upstream.start();
  test = await createTestApp({ clock, config: { stats: { githubApiUrl: base, leetcodeApiUrl: base, githubToken: 'test-token', refreshIntervalMinutes: 60 } } });
  job = createStatsRefreshJob();
  alice = await signedInMember(test, { username: 'alice_eng' });
  bob = await signedInMember(test, { username: 'bob_eng' });
  upstream.github.set('alice-gh', { followers: 7, prs: 12, commits: 345 });
  upstream.leetcode.set('alice_lc', { easy: 10, medium: 5, hard: 1 });
  await alice.client.put('/members/profile/', { github: { username: 'alice-gh', isPrivate: false }, leetcode: { username: 'alice_lc', isPrivate: false } });
});
afterAll(async () => {
  setUpstreamPacing(undefined);
  await test.close();
  await upstream.stop();
});

describe('GET /engagement/user/', () => {
  it('answers nulls until the job has fetched anything, without calling the services', async () => {
    expect(await engagement(alice.client)).toEqual({ github: null, leetcode: null });
    expect(await engagement(bob.client, `/engagement/user/${alice.member.id}`)).toEqual({ github: null, leetcode: null });
    expect(upstream.requests).toEqual([]);
  });

  it('is for verified members, about verified members', async () => {
    expect((await new TestClient(test.app).get('/engagement/user/')).statusCode).toBe(401);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await unverified.client.get('/engagement/user/')).statusCode).toBe(403);
    for (const id of [unverified.member.id, 99_999, 'abc']) {
      const response = await bob.client.get(`/engagement/user/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Member not found.' });
    }
  });
});

describe('the stats refresh job', () => {
  it('fetches GitHub and LeetCode stats in the background and stores them on its next run', async () => {
    await refreshCycle();
    const expected = {
      github: { total_prs: 12, total_commits: 345, followers: 7, last_updated: clock.now().toISOString() },
      leetcode: { easy_solved: 10, medium_solved: 5, hard_solved: 1, total_solved: 16, last_updated: clock.now().toISOString() },
    };
    expect(await engagement(alice.client)).toEqual(expected);
    expect(await engagement(bob.client, `/engagement/user/${alice.member.id}`)).toEqual(expected);
  });

  it('asks GitHub with the token and the documented queries, and LeetCode through GraphQL', () => {
    const urls = upstream.requests.map((request) => decodeURIComponent(request.url.replace(/\+/g, ' ')));
    expect(urls).toEqual(['/users/alice-gh', '/search/issues?q=author:alice-gh type:pr', '/search/commits?q=author:alice-gh', '/graphql']);
    expect(upstream.requests.slice(0, 3).every((request) => request.authorization === 'Bearer test-token')).toBe(true);
    expect(JSON.parse(upstream.requests[3].body)).toMatchObject({ variables: { username: 'alice_lc' } });
  });

  it('never fetches during a request, and leaves fresh stats alone until the interval has passed', async () => {
    const before = upstream.requests.length;
    await engagement(alice.client);
    await engagement(bob.client, `/engagement/user/${alice.member.id}`);
    await refreshCycle();
    expect(upstream.requests.length).toBe(before);
  });

  it('keeps the last known stats of a service that fails, and updates the other', async () => {
    const stored = await engagement(alice.client);
    upstream.github.set('alice-gh', { followers: 8, prs: 13, commits: 350 });
    upstream.leetcode.set('alice_lc', { easy: 11, medium: 5, hard: 1 });
    upstream.failing.github = true;
    clock.advance(61 * 60_000);
    await refreshCycle();
    upstream.failing.github = false;
    const after = await engagement(alice.client);
    expect(after.github).toEqual(stored.github);
    expect(after.leetcode).toMatchObject({ easy_solved: 11, total_solved: 17, last_updated: clock.now().toISOString() });
  });

  it('keeps everything when both services fail', async () => {
    const stored = await engagement(alice.client);
    upstream.failing = { github: true, leetcode: true };
    clock.advance(61 * 60_000);
    await refreshCycle();
    upstream.failing = { github: false, leetcode: false };
    expect(await engagement(alice.client)).toEqual(stored);
  });

  it('refreshes a bounded batch per run, the longest-waiting members first', async () => {
    upstream.github.set('bob-gh', { followers: 1, prs: 2, commits: 3 });
    await bob.client.put('/members/profile/', { github: { username: 'bob-gh', isPrivate: false } });
    clock.advance(61 * 60_000);
    const oneAtATime = createStatsRefreshJob({ batchSize: 1 });
    const runOnce = async () => {
      await runExclusively(test.ctx, oneAtATime.lockKey, oneAtATime.run);
      await oneAtATime.idle();
    };
    const before = upstream.requests.length;
    await runOnce();
    expect(upstream.requests.slice(before).map((request) => request.url)).toEqual(['/users/bob-gh', expect.stringContaining('bob-gh'), expect.stringContaining('bob-gh')]);
    // The next run stores Bob's stats, then moves on to Alice, whose stats are older.
    await runOnce();
    expect((await engagement(bob.client)).github).toMatchObject({ followers: 1, total_prs: 2, total_commits: 3 });
    expect(upstream.requests.slice(before + 3).map((request) => request.url)).toEqual(['/users/alice-gh', expect.anything(), expect.anything(), '/graphql']);
  });

  it('hides the stats of a private link from other members, not from the member', async () => {
    await bob.client.put('/members/profile/', { github: { username: 'bob-gh', isPrivate: true } });
    expect((await engagement(alice.client, `/engagement/user/${bob.member.id}`)).github).toBeNull();
    expect((await engagement(bob.client)).github).toMatchObject({ followers: 1 });
  });

  it('drops the stats of a changed username and clears a user the service does not know', async () => {
    await bob.client.put('/members/profile/', { github: { username: 'bob-renamed', isPrivate: false } });
    expect((await engagement(bob.client)).github).toBeNull();
    await refreshCycle();
    expect(upstream.requests.at(-1)?.url).toBe('/users/bob-renamed');
    expect((await engagement(bob.client)).github).toBeNull();
  });
});

describe('refresh_stats', () => {
  let admin: { member: MemberRow; client: TestClient };
  const run = (args: string[]) => admin.client.post('/admin/command/', { command: 'refresh_stats', args, kwargs: {} });

  beforeAll(async () => {
    admin = await signedInMember(test, { username: 'stats_admin', isAdmin: true });
  });

  it('refreshes one member now and prints what changed', async () => {
    upstream.github.set('alice-gh', { followers: 9, prs: 13, commits: 350 });
    const response = await run(['alice_eng']);
    expect(response.statusCode).toBe(200);
    const { success, output } = response.json();
    expect(success).toBe(true);
    expect(output).toContain('alice_eng: github total_prs 12 → 13, total_commits 345 → 350, followers 7 → 9; leetcode unchanged');
    expect((await engagement(alice.client)).github).toMatchObject({ followers: 9 });
  });

  it('says when a service failed and kept the last stats', async () => {
    upstream.failing.leetcode = true;
    const { output } = (await run(['alice_eng'])).json();
    upstream.failing.leetcode = false;
    expect(output).toContain('leetcode failed (HTTP 500 from /graphql); kept the last stats');
  });

  it('fails for an unknown member or one without links', async () => {
    expect((await run(['nobody_here'])).json()).toMatchObject({ success: false, error: expect.stringContaining('nobody_here') });
    expect((await run([admin.member.username])).json()).toMatchObject({ success: false, error: expect.stringContaining('no GitHub or LeetCode username') });
  });

  it('refreshes the least recently refreshed members when no username is given', async () => {
    const { success, output } = (await run([])).json();
    expect(success).toBe(true);
    expect(output).toContain('bob_eng:');
    expect(output).toContain('alice_eng:');
  });
});

describe('an unreachable service', () => {
  it('is a failure (stats kept), not an unknown user (stats cleared)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const sources = { githubApiUrl: base, leetcodeApiUrl: base, githubToken: undefined };
    expect(await fetchGithubCounts('someone', sources, new Pacer(sources))).toEqual({ kind: 'failed', reason: expect.stringContaining('fetch failed') });
    expect(await fetchLeetcodeCounts('someone', sources, new Pacer(sources))).toEqual({ kind: 'failed', reason: expect.stringContaining('fetch failed') });
  });
});
