import { eq } from 'drizzle-orm';
import { availabilities, interviews, members, type AvailabilityGrid } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

const test = appForThisFile();
let viewer: { member: MemberRow; client: TestClient };
let sequence = 0;

/** Members who never sign in: inserted directly, with a placeholder hash (hashing is deliberately slow). */
async function addMembers(rows: Array<Partial<typeof members.$inferInsert>>): Promise<MemberRow[]> {
  return test.ctx.db
    .insert(members)
    .values(rows.map((row) => {
      sequence += 1;
      return { username: `dir_${sequence}`, email: `dir_${sequence}@example.edu`, passwordHash: 'not-a-real-hash', isVerified: true, ...row };
    }))
    .returning();
}

function gridWith(slots: Array<[day: number, slot: number]>): AvailabilityGrid {
  const grid = Array.from({ length: 7 }, () => new Array<boolean>(48).fill(false));
  for (const [day, slot] of slots) grid[day][slot] = true;
  return grid;
}

type Page = { count: number; next: string | null; previous: string | null; results: Array<{ id: number; first_name: string; username: string }> };
const search = async (query: string) => {
  const response = await viewer.client.get(`/directory/search/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

let ada: MemberRow;
let grace: MemberRow;
let hidden: MemberRow;

beforeAll(async () => {
  viewer = await signedInMember(test, { username: 'directory_viewer' });
  [ada, grace] = await addMembers([
    { username: 'countess', firstName: 'Ada', lastName: 'Lovelace', major: 'Mathematics' },
    { username: 'amazing_grace', firstName: 'Grace', lastName: 'Hopper', major: 'Computer Science' },
    { username: 'hundred%club', firstName: 'Percy', lastName: 'Cent', major: 'Economics' },
  ]);
  [hidden] = await addMembers([{ username: 'ada_hidden', firstName: 'Ada', lastName: 'Lovelace', major: 'Mathematics', isVerified: false }]);
  await addMembers(Array.from({ length: 25 }, (_, index) => ({ firstName: `P${String(index + 1).padStart(2, '0')}`, lastName: 'Pagetest' })));
});

describe('GET /directory/search/', () => {
  it('matches the full name, ignoring case, and only verified members', async () => {
    const page = await search('q=ADA%20lovelace');
    expect(page.count).toBe(1);
    expect(page.results.map((member) => member.id)).toEqual([ada.id]);
    expect(page.results.map((member) => member.id)).not.toContain(hidden.id);
  });

  it('matches username, first name, last name and major', async () => {
    for (const query of ['amazing_g', 'grace', 'HOPPER', 'computer sci']) {
      expect((await search(`q=${encodeURIComponent(query)}`)).results.map((member) => member.id)).toEqual([grace.id]);
    }
  });

  it('puts members with a word starting with the query first', async () => {
    const [inside, atStart] = await addMembers([{ firstName: 'Aqorn', lastName: 'Aaa' }, { firstName: 'Qornelius', lastName: 'Zzz' }]);
    expect((await search('q=QORN')).results.map((member) => member.id)).toEqual([atStart.id, inside.id]);
  });

  it('treats % and _ in the query as plain characters', async () => {
    expect((await search('q=%25')).results.map((member) => member.username)).toEqual(['hundred%club']);
    expect((await search('q=amazing_')).count).toBe(1);
  });

  it('pages with count, next and previous, each member once, in a stable order', async () => {
    const first = await search('q=pagetest&page=1&page_size=10');
    expect(first.count).toBe(25);
    expect(first.results.map((member) => member.first_name)).toEqual(['P01', 'P02', 'P03', 'P04', 'P05', 'P06', 'P07', 'P08', 'P09', 'P10']);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/directory/search/?q=pagetest&page=2&page_size=10');

    const second = await search('q=pagetest&page=2&page_size=10');
    const third = await search('q=pagetest&page=3&page_size=10');
    expect(third.results).toHaveLength(5);
    expect(third.next).toBeNull();
    expect(third.previous).toBe('/directory/search/?q=pagetest&page=2&page_size=10');
    const ids = [...first.results, ...second.results, ...third.results].map((member) => member.id);
    expect(new Set(ids).size).toBe(25);
  });

  it('gives empty results past the last page', async () => {
    const beyond = await search('q=pagetest&page=9&page_size=10');
    expect(beyond).toEqual({ count: 25, next: null, previous: '/directory/search/?q=pagetest&page=3&page_size=10', results: [] });
  });

  it('lists every verified member when the query is empty, 20 per page by default', async () => {
    const page = await search('q=');
    const verifiedCount = (await test.ctx.db.select().from(members)).filter((member) => member.isVerified).length;
    expect(page.count).toBe(verifiedCount);
    expect(page.results).toHaveLength(20);
    expect(page.next).toBe('/directory/search/?page=2&page_size=20');
  });

  it.each(['page_size=101', 'page_size=0', 'page=0', 'page=two', 'page=1&page=2'])('answers 400 for %s', async (query) => {
    const response = await viewer.client.get(`/directory/search/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toBeDefined();
  });

  it('accepts page_size 100 and works without the trailing slash', async () => {
    expect((await viewer.client.get('/directory/search?q=pagetest&page_size=100')).json().results).toHaveLength(25);
  });

  it('is for verified members only', async () => {
    expect((await new TestClient(test.app).get('/directory/search/')).statusCode).toBe(401);
    const unverified = await signedInMember(test, { isVerified: false });
    expect((await unverified.client.get('/directory/search/')).statusCode).toBe(403);
  });
});

describe('GET /directory/search/ after a change', () => {
  it('shows a renamed, added or unverified member on the very next search, although the page was just served', async () => {
    const [renamed] = await addMembers([{ firstName: 'Zebulon', lastName: 'Cachetest' }]);
    expect((await search('q=cachetest')).results.map((member) => member.first_name)).toEqual(['Zebulon']);
    await test.ctx.db.update(members).set({ firstName: 'Zelda' }).where(eq(members.id, renamed.id));
    expect((await search('q=cachetest')).results.map((member) => member.first_name)).toEqual(['Zelda']);
    await addMembers([{ firstName: 'Zack', lastName: 'Cachetest' }]);
    expect((await search('q=cachetest')).count).toBe(2);
    await test.ctx.db.update(members).set({ isVerified: false }).where(eq(members.id, renamed.id));
    expect((await search('q=cachetest')).results.map((member) => member.first_name)).toEqual(['Zack']);
  });
});

describe('GET /directory/{id}/', () => {
  it('returns a verified member', async () => {
    const response = await viewer.client.get(`/directory/${grace.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: grace.id, username: 'amazing_grace', first_name: 'Grace', groups: [{ name: 'is_verified' }] });
  });

  it.each([['an unverified member', () => hidden.id], ['an unknown id', () => 99_999], ['a non-numeric id', () => 'abc']])('answers 404 for %s', async (_label, id) => {
    const response = await viewer.client.get(`/directory/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Member not found.' });
  });
});

describe('GET /directory/recommended/', () => {
  it('never includes the caller and returns at most 12 verified members', async () => {
    const response = await viewer.client.get('/directory/recommended/');
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as Array<{ id: number }>).map((member) => member.id);
    expect(ids).toHaveLength(12);
    expect(ids).not.toContain(viewer.member.id);
    expect(ids).not.toContain(hidden.id);
    expect(new Set(ids).size).toBe(12);
  });

  it('ranks a like-minded new partner first, a past partner lower, and common free time higher', async () => {
    const now = test.ctx.clock.now();
    const caller = await signedInMember(test, { username: 'physics_fan' });
    await test.ctx.db.update(members).set({ major: 'Physics', gradDate: '2027-06-01' }).where(eq(members.id, caller.member.id));
    const [newPartner, pastPartner, freeAtTheSameTime, freeAtOtherTimes] = await addMembers([
      { firstName: 'Newton', major: 'physics', gradDate: '2027-12-01' },
      { firstName: 'Curie', major: 'Physics', gradDate: '2027-12-01' },
      { firstName: 'Evening', major: 'Art' },
      { firstName: 'Morning', major: 'Art' },
    ]);
    const evenings = gridWith([[1, 24], [1, 25], [1, 26], [1, 27], [3, 24], [3, 25], [3, 26], [3, 27]]);
    const mornings = gridWith([[1, 0], [1, 1], [1, 2], [1, 3], [3, 0], [3, 1], [3, 2], [3, 3]]);
    await test.ctx.db.insert(availabilities).values([
      ...[caller.member.id, newPartner.id, pastPartner.id, freeAtTheSameTime.id].map((memberId) => ({ memberId, grid: evenings, updated: now })),
      { memberId: freeAtOtherTimes.id, grid: mornings, updated: now },
    ]);
    await test.ctx.db.insert(interviews).values({
      weekStart: '2026-01-04', interviewerId: caller.member.id, intervieweeId: pastPartner.id, dateEffective: new Date('2026-01-04T08:00:00Z'),
    });

    const recommended = (await caller.client.get('/directory/recommended')).json() as Array<{ id: number }>;
    const order = recommended.map((member) => member.id);
    expect(order[0]).toBe(newPartner.id);
    expect(order.indexOf(pastPartner.id)).toBeGreaterThan(0);
    expect(order.indexOf(freeAtTheSameTime.id)).toBeLessThan(order.indexOf(freeAtOtherTimes.id));
  });
});
