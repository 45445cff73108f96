import { rateLimitCounters } from '../src/db/schema';
import { AttemptLimiter } from '../src/modules/auth/rate-limit';
import { sessionCleanupJob } from '../src/modules/auth/session-cleanup-job';
import { insertMember } from '../src/modules/members/repository';
import { fixedClock, TestClient, appForThisFile } from './helpers/test-app';

// Issue 8 item 6: sign-in failures are counted per address across usernames, and registration per address.
const clock = fixedClock('2026-03-04T18:00:00.000Z');
const PER_USERNAME = 2;
const PER_ADDRESS = 5;
const REGISTRATIONS = 3;
const test = appForThisFile({
  clock,
  config: { rateLimit: { loginMax: PER_USERNAME, loginIpMax: PER_ADDRESS, resetMax: 100, registerMax: REGISTRATIONS, windowMinutes: 15 } },
});

beforeAll(async () => {
  await insertMember(test.ctx.db, { username: 'victim', email: 'victim@example.edu', password: 'a long enough password', isVerified: true });
});

const loginFrom = (remoteAddress: string, username: string, password: string) =>
  new TestClient(test.app).request({ method: 'POST', url: '/auth/login/', payload: { username, password }, remoteAddress });

const registerFrom = (remoteAddress: string, name: string) =>
  new TestClient(test.app).request({
    method: 'POST',
    url: '/auth/register/',
    remoteAddress,
    payload: { first_name: 'Sam', last_name: 'Spade', username: name, email: `${name}@example.edu`, password: 'compilers are fun', discord_username: `${name}_d` },
  });

describe('sign-in throttling per address', () => {
  it(`answers 429 with Retry-After once one address has failed ${PER_ADDRESS} times across usernames, even with the right password`, async () => {
    const address = '203.0.113.10';
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1) {
      // A different username each time, so the per-username limit never trips.
      expect((await loginFrom(address, `guess${attempt}`, 'wrong guess')).statusCode).toBe(401);
    }
    const limited = await loginFrom(address, 'victim', 'a long enough password');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Other addresses are unaffected, and the address is let in again after the window.
    expect((await loginFrom('203.0.113.11', 'victim', 'a long enough password')).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    expect((await loginFrom(address, 'victim', 'a long enough password')).statusCode).toBe(200);
  });

  it('is not reset by a successful sign-in from the same address', async () => {
    const address = '203.0.113.20';
    for (let attempt = 0; attempt < PER_ADDRESS - 1; attempt += 1) await loginFrom(address, `guess${attempt}`, 'wrong guess');
    expect((await loginFrom(address, 'victim', 'a long enough password')).statusCode).toBe(200);
    expect((await loginFrom(address, 'someone', 'wrong guess')).statusCode).toBe(401);
    expect((await loginFrom(address, 'victim', 'a long enough password')).statusCode).toBe(429);
  });

  it(`still limits one username to ${PER_USERNAME} failures per address`, async () => {
    const address = '203.0.113.30';
    for (let attempt = 0; attempt < PER_USERNAME; attempt += 1) await loginFrom(address, 'victim', 'wrong guess');
    expect((await loginFrom(address, 'victim', 'a long enough password')).statusCode).toBe(429);
    expect((await loginFrom(address, 'someone-else', 'wrong guess')).statusCode).toBe(401);
  });
});

describe('registration throttling per address', () => {
  it(`answers 429 with Retry-After after ${REGISTRATIONS} registrations from one address`, async () => {
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < REGISTRATIONS; attempt += 1) expect((await registerFrom(address, `sam${attempt}`)).statusCode).toBe(201);
    const limited = await registerFrom(address, 'sam_extra');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await registerFrom('198.51.100.8', 'sam_elsewhere')).statusCode).toBe(201);
  });
});

describe('AttemptLimiter', () => {
  it('lets exactly its allowance through when many attempts for one key arrive at once', async () => {
    const limiter = new AttemptLimiter(test.ctx.db, 'burst-test', 5, 60_000, clock);
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('198.51.100.99')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThan(0);
  });

  it('keeps separate limiters apart even for the same key', async () => {
    const strict = new AttemptLimiter(test.ctx.db, 'strict-test', 1, 60_000, clock);
    const lenient = new AttemptLimiter(test.ctx.db, 'lenient-test', 10, 60_000, clock);
    await strict.record('198.51.100.50');
    expect(await strict.retryAfterSeconds('198.51.100.50')).toBe(60);
    expect(await lenient.retryAfterSeconds('198.51.100.50')).toBe(0);
  });
});

describe('the session cleanup job', () => {
  it('drops the counters whose window has passed and keeps the running ones', async () => {
    const limiter = new AttemptLimiter(test.ctx.db, 'sweep-test', 1, 60_000, clock);
    await limiter.record('finished');
    clock.advance(60_000);
    await limiter.record('running');
    await sessionCleanupJob.run(test.ctx);
    const keys = (await test.ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(({ key }) => key);
    expect(keys).toContain('sweep-test|running');
    expect(keys).not.toContain('sweep-test|finished');
    expect(await limiter.retryAfterSeconds('running')).toBe(60);
  });
});
