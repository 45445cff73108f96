/**
 * "Find me a partner this week" (issue 22): after the week is paired, members join its standby list with their
 * availability and are paired as soon as two share a window ahead; one pair per member and week; leaving is one
 * call; two processes taking two standby members at once make one pair, each notice once.
 */
import { inArray } from 'drizzle-orm';
import { members } from '../src/db/schema';
import { runCommand } from '../src/modules/console/runner';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, createTestApp, fixedClock, signedInMember, TestClient, type TestApp } from './helpers/test-app';

jest.setTimeout(90_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
const THURSDAY_NOON = gridWith([4, 10, 12]);
const FRIDAY_MORNING = gridWith([5, 2, 6]);
/** Noon to 3 PM: a second practice fits after the pair at noon (never on top of it, issue 30). */
const THURSDAY_AFTERNOON = gridWith([4, 10, 16]);
type Signed = { member: MemberRow; client: TestClient };

const pendingOf = async (memberId: number) => (await interviewsOfWeek(test, OPEN_WEEK)).filter((row) => row.status === 'pending' && (row.interviewerId === memberId || row.intervieweeId === memberId));
const subjectsTo = (who: Signed) => test.sentMail.filter((mail) => mail.to === who.member.email).map((mail) => mail.subject);

beforeAll(async () => {
  await seedQueues(test, { technical: 6, behavioral: 2 });
  const ann = await signedInMember(test, { username: 'sb_ann' });
  const ben = await signedInMember(test, { username: 'sb_ben' });
  const admin = await signedInMember(test, { username: 'sb_admin', isAdmin: true });
  for (const who of [ann, ben]) expect((await who.client.post('/interview/pool/', { availability: gridWith([1, 22, 26]) })).statusCode).toBe(201);
  // Paired early: the week of March 8 is closed and running; new signups go to March 15.
  expect((await admin.client.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);
});

/** Paired from the standby list by the first test; the second-practice test asks for more. */
let dan: Signed;
let eve: Signed;

describe('the standby list', () => {

  it('lists a member nobody fits yet, and pairs them as soon as a second one shares a window', async () => {
    dan = await signedInMember(test, { username: 'sb_dan', firstName: 'Dan' });
    eve = await signedInMember(test, { username: 'sb_eve', firstName: 'Eve' });
    const joined = await dan.client.post('/interview/standby/', { availability: THURSDAY_NOON });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().interview_ids).toEqual([]);
    expect((await dan.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: true, paired: false, pairs: 0 });
    expect((await runCommand(test.ctx, { name: 'list_standby', args: [], kwargs: {}, actor: null, source: 'cli' })).output).toContain('- sb_dan');

    const second = await eve.client.post('/interview/standby/', { availability: THURSDAY_NOON });
    expect(second.statusCode).toBe(201);
    expect(second.json().interview_ids).toHaveLength(2);
    expect((await pendingOf(dan.member.id)).map((row) => row.proposedTime?.toISOString())).toEqual(['2026-03-12T19:00:00.000Z', '2026-03-12T19:00:00.000Z']);
    for (const who of [dan, eve]) expect(subjectsTo(who)).toEqual(['Your mock interview partner for the week of March 8']);
    expect((await dan.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: false, paired: true, pairs: 1 });
  });

  it('keeps a member to one pair a week', async () => {
    const again = await eve.client.post('/interview/standby/', { availability: FRIDAY_MORNING });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You already have a partner this week.');
  });

  it('lets a member leave in one call', async () => {
    const fay = await signedInMember(test, { username: 'sb_fay' });
    expect((await fay.client.post('/interview/standby/', { availability: gridWith([6, 30, 34]) })).statusCode).toBe(201);
    expect((await fay.client.delete('/interview/standby/')).statusCode).toBe(200);
    expect((await fay.client.get('/interview/standby/')).json().on_standby).toBe(false);
    expect((await fay.client.delete('/interview/standby/')).statusCode).toBe(404);
  });
});

describe('two processes pairing the standby list at once', () => {
  let second: TestApp;
  afterAll(async () => {
    if (second !== test) await second.close();
  });

  it('makes one pair of two members joining together, each told once', async () => {
    second = test.databaseUrl === 'memory://' ? test : await createTestApp({ clock, sameDatabaseAs: test });
    const gus = await signedInMember(test, { username: 'sb_gus' });
    const hal = await signedInMember(test, { username: 'sb_hal' });
    const halThere = new TestClient(second.app);
    expect((await halThere.login('sb_hal', hal.password)).statusCode).toBe(200);
    // The second to take the pairing lock waits for the first (no "try again"), then finds the first to pair with.
    const answers = await Promise.all([gus.client, halThere].map((client) => client.post('/interview/standby/', { availability: FRIDAY_MORNING })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json().interview_ids.length).sort()).toEqual([0, 2]);
    const pairs = await pendingOf(gus.member.id);
    expect(pairs).toHaveLength(2);
    expect(pairs.every((row) => [row.interviewerId, row.intervieweeId].includes(hal.member.id))).toBe(true);
    // Whichever process made the pair sent its notices: each member is told once across both.
    const sentByEither = second === test ? test.sentMail : [...test.sentMail, ...second.sentMail];
    for (const who of [gus, hal]) {
      expect(sentByEither.filter((mail) => mail.to === who.member.email).map((mail) => mail.subject)).toEqual(['Your mock interview partner for the week of March 8']);
    }
  });
});

describe('a second practice', () => {
  it('pairs a member who asks for one with someone new, never their partner again, never a third time', async () => {
    const eveAsks = await eve.client.post('/interview/standby/', { availability: THURSDAY_AFTERNOON, second_practice: true });
    expect(eveAsks.statusCode).toBe(201);
    expect(eveAsks.json()).toEqual({ detail: expect.stringContaining('standby list for a second practice'), interview_ids: [] });
    expect((await eve.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: true, paired: true, pairs: 1 });
    // Dan, Eve's partner this week, asks too: they share the window, and are still not paired twice.
    expect((await dan.client.post('/interview/standby/', { availability: THURSDAY_AFTERNOON, second_practice: true })).json().interview_ids).toEqual([]);
    expect((await runCommand(test.ctx, { name: 'list_standby', args: [], kwargs: {}, actor: null, source: 'cli' })).output).toContain('- sb_eve (second practice)');

    const ivy = await signedInMember(test, { username: 'sb_ivy' });
    expect((await ivy.client.post('/interview/standby/', { availability: THURSDAY_AFTERNOON })).json().interview_ids).toHaveLength(2);
    const [ivyInterview] = await pendingOf(ivy.member.id);
    const secondPartnerId = ivyInterview.interviewerId === ivy.member.id ? ivyInterview.intervieweeId : ivyInterview.interviewerId;
    const twice = [dan, eve].find((who) => who.member.id === secondPartnerId) as Signed;
    expect(twice).toBeDefined();
    expect(await pendingOf(twice.member.id)).toHaveLength(4);
    expect((await twice.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: false, paired: true, pairs: 2 });
    const third = await twice.client.post('/interview/standby/', { availability: THURSDAY_AFTERNOON, second_practice: true });
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toBe('You already have two practices this week.');

    // The other one still waits for their second practice, and withdraws the wish in one click, keeping their pair.
    const other = twice === dan ? eve : dan;
    expect((await other.client.delete('/interview/standby/')).statusCode).toBe(200);
    expect((await other.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: false, paired: true, pairs: 1 });
  });
});

describe('late in the week', () => {
  const FRIDAY_EVENING_PDT = '2026-03-14T02:00:00Z';
  const MONDAY_EVENING = gridWith([1, 22, 26]);
  afterAll(() => clock.set(WEDNESDAY_BEFORE_CUTOFF));

  it('pairs two standby members for a window early next week, with questions for their focus', async () => {
    clock.set(FRIDAY_EVENING_PDT);
    const jay = await signedInMember(test, { username: 'sb_jay' });
    const kim = await signedInMember(test, { username: 'sb_kim' });
    await test.ctx.db.update(members).set({ interviewFocus: 'system_design' }).where(inArray(members.id, [jay.member.id, kim.member.id]));
    expect((await jay.client.post('/interview/standby/', { availability: MONDAY_EVENING })).json().interview_ids).toEqual([]);
    expect((await kim.client.post('/interview/standby/', { availability: MONDAY_EVENING })).json().interview_ids).toHaveLength(2);

    const pair = await pendingOf(jay.member.id);
    // Monday of the week after the paired one: within the coming 7 days; the interviews still belong to the paired week.
    expect(pair.map((row) => [row.weekStart, row.proposedTime?.toISOString()])).toEqual([[OPEN_WEEK, '2026-03-17T01:00:00.000Z'], [OPEN_WEEK, '2026-03-17T01:00:00.000Z']]);
    // The seeded queues hold no system design question: the draw looked for one and says so to each interviewer.
    for (const row of pair) expect(row.questionNote).toMatch(/^No medium system design question was left in the queue/);
  });
});
