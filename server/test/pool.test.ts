import { eq } from 'drizzle-orm';
import { poolEntries, signupRecords } from '../src/db/schema';
import { gridWith } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

// Wednesday March 4, 2026, noon in Los Angeles: the open pool is the week of Sunday March 8.
const clock = fixedClock('2026-03-04T20:00:00Z');
const test = appForThisFile({ clock });

const mondayEvening = gridWith([1, 22, 26]);

async function poolRowsOf(memberId: number) {
  return test.ctx.db.select().from(poolEntries).where(eq(poolEntries.memberId, memberId));
}

describe('access', () => {
  it('answers 401 when signed out and 403 when not verified', async () => {
    const anonymous = new TestClient(test.app);
    expect((await anonymous.get('/interview/pool/')).statusCode).toBe(401);
    expect((await anonymous.get('/interview/availability/')).statusCode).toBe(401);
    const { client } = await signedInMember(test, { isVerified: false });
    const response = await client.post('/interview/pool/', { availability: mondayEvening });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Your account is not verified.' });
  });

  it('refuses a signup without the CSRF token', async () => {
    const { client } = await signedInMember(test);
    const response = await client.request({ method: 'POST', url: '/interview/pool/', payload: { availability: mondayEvening }, csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('signing up for the open pool', () => {
  let newcomer: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    newcomer = await signedInMember(test);
  });

  it('starts with no saved availability (200, availability null) and not signed up', async () => {
    const { client, member } = await signedInMember(test);
    const availability = await client.get('/interview/availability/');
    expect(availability.statusCode).toBe(200);
    expect(availability.json()).toEqual({ user_id: member.id, availability: null });
    expect((await client.get('/interview/pool/')).json()).toEqual({ sign_up: false, week_start: '2026-03-08', last_pairing: null, suspension: null });
  });

  it('saves the availability, enters the pool and records the signup', async () => {
    const { client, member } = await signedInMember(test);
    const response = await client.post('/interview/pool/', { userId: member.id, availability: mondayEvening });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: expect.any(String) });

    expect((await client.get('/interview/pool/')).json()).toEqual({ sign_up: true, week_start: '2026-03-08', last_pairing: null, suspension: null });
    expect((await client.get('/interview/availability')).json()).toEqual({ user_id: member.id, availability: mondayEvening });
    const rows = await poolRowsOf(member.id);
    expect(rows.map((row) => [row.weekStart, row.grid])).toEqual([['2026-03-08', mondayEvening]]);
    const records = await test.ctx.db.select().from(signupRecords).where(eq(signupRecords.memberId, member.id));
    expect(records.map((record) => record.created.toISOString())).toEqual(['2026-03-04T20:00:00.000Z']);
  });

  it('signs up the caller whatever userId says', async () => {
    const other = await signedInMember(test);
    const { client, member } = await signedInMember(test);
    expect((await client.post('/interview/pool/', { userId: other.member.id, availability: mondayEvening })).statusCode).toBe(201);
    expect(await poolRowsOf(other.member.id)).toHaveLength(0);
    expect(await poolRowsOf(member.id)).toHaveLength(1);
  });

  it('a second signup changes the grid instead of adding an entry, and is recorded again', async () => {
    const { client, member } = await signedInMember(test);
    await client.post('/interview/pool/', { availability: mondayEvening });
    const tuesday = gridWith([2, 0, 6]);
    expect((await client.post('/interview/pool/', { availability: tuesday })).statusCode).toBe(201);
    const rows = await poolRowsOf(member.id);
    expect(rows.map((row) => row.grid)).toEqual([tuesday]);
    expect((await client.get('/interview/availability/')).json().availability).toEqual(tuesday);
    expect(await test.ctx.db.select().from(signupRecords).where(eq(signupRecords.memberId, member.id))).toHaveLength(2);
  });

  it.each([
    ['a missing grid', undefined],
    ['six days', gridWith().slice(0, 6)],
    ['a short day', gridWith().map((day, index) => (index === 3 ? day.slice(1) : day))],
    ['strings instead of booleans', gridWith([0, 0, 2]).map((day) => day.map((cell) => String(cell)))],
    ['an all-false grid', gridWith()],
  ])('answers 400 {detail} for %s and saves nothing', async (_label, availability) => {
    const { client, member } = newcomer;
    const response = await client.post('/interview/pool/', { availability });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String), ...(response.json().errors && { errors: { availability: [expect.any(String)] } }) });
    expect(await poolRowsOf(member.id)).toHaveLength(0);
    expect((await client.get('/interview/availability/')).json()).toEqual({ user_id: member.id, availability: null });
  });

  it('never loses one of many simultaneous signups', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => signedInMember(test)));
    const responses = await Promise.all(members.map(({ client }, index) => client.post('/interview/pool/', { availability: gridWith([index % 7, 0, 4]) })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    for (const [index, { member }] of members.entries()) {
      const rows = await poolRowsOf(member.id);
      expect(rows.map((row) => row.grid)).toEqual([gridWith([index % 7, 0, 4])]);
    }
  });
});

describe('deleting a signup', () => {
  it('takes the member out of the pool, then answers 404', async () => {
    const { client, member } = await signedInMember(test);
    await client.post('/interview/pool/', { availability: mondayEvening });
    const deleted = await client.delete('/interview/pool/');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ detail: expect.any(String) });
    expect((await client.get('/interview/pool/')).json()).toMatchObject({ sign_up: false });
    expect(await poolRowsOf(member.id)).toHaveLength(0);
    // The saved availability stays: it pre-fills the next signup.
    expect((await client.get('/interview/availability/')).statusCode).toBe(200);
    expect((await client.delete('/interview/pool')).statusCode).toBe(404);
  });
});

describe('the Sunday cutoff', () => {
  afterEach(() => clock.set('2026-03-04T20:00:00Z'));

  it('at 22:59 a signup joins the week starting today; from 23:00 the following week', async () => {
    const early = await signedInMember(test);
    clock.set('2026-03-09T05:59:00Z'); // Sunday March 8, 22:59 PDT
    await early.client.post('/interview/pool/', { availability: mondayEvening });
    expect((await poolRowsOf(early.member.id)).map((row) => row.weekStart)).toEqual(['2026-03-08']);

    const late = await signedInMember(test);
    clock.set('2026-03-09T06:00:00Z'); // 23:00 PDT
    await late.client.post('/interview/pool/', { availability: mondayEvening });
    expect((await poolRowsOf(late.member.id)).map((row) => row.weekStart)).toEqual(['2026-03-15']);
    // The earlier signup is in last week's pool, no longer in the open one.
    expect((await early.client.get('/interview/pool/')).json()).toEqual({ sign_up: false, week_start: '2026-03-15', last_pairing: null, suspension: null });
  });
});

describe('GET /interview/signups/', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(test, { isAdmin: true })).client;
  });

  it('is for admins only', async () => {
    const { client } = await signedInMember(test);
    expect((await client.get('/interview/signups/')).statusCode).toBe(403);
    expect((await new TestClient(test.app).get('/interview/signups/')).statusCode).toBe(401);
  });

  it('lists signups of the last N days (default 20) as epoch milliseconds, oldest first', async () => {
    const { client, member } = await signedInMember(test);
    clock.set('2026-03-05T18:00:00Z');
    await client.post('/interview/pool/', { availability: mondayEvening });

    clock.set('2026-03-20T18:00:00Z');
    const recent = (await admin.get('/interview/signups/')).json() as Array<{ timestamp: number; username: string; user_id: number }>;
    expect(recent).toContainEqual({ timestamp: Date.parse('2026-03-05T18:00:00Z'), username: member.username, user_id: member.id });
    expect(recent.map((record) => record.timestamp)).toEqual([...recent.map((record) => record.timestamp)].sort((a, b) => a - b));

    const ofMember = (records: Array<{ user_id: number }>) => records.filter((record) => record.user_id === member.id);
    expect(ofMember((await admin.get('/interview/signups/?days=7')).json())).toEqual([]);
    clock.set('2026-03-26T18:00:00Z'); // 21 days later: outside the default window
    expect(ofMember((await admin.get('/interview/signups')).json())).toEqual([]);
    expect(ofMember((await admin.get('/interview/signups/?days=30')).json())).toHaveLength(1);
    clock.set('2026-03-04T20:00:00Z');
  });

  it.each(['0', '366', 'abc', '2.5'])('answers 400 for days=%s', async (days) => {
    const response = await admin.get(`/interview/signups/?days=${days}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });
});
