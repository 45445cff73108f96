/**
 * "Find me a partner this week" (issue 22): after the week is paired, members join its standby list with their
 * availability and are paired as soon as two share a window ahead; one pair per member and week; leaving is one
 * call; two processes taking two standby members at once make one pair, each notice once.
 */
import { runCommand } from '../src/modules/console/runner';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, createTestApp, fixedClock, signedInMember, TestClient, type TestApp } from './helpers/test-app';

jest.setTimeout(90_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
const THURSDAY_NOON = gridWith([4, 10, 12]);
const FRIDAY_MORNING = gridWith([5, 2, 6]);
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

describe('the standby list', () => {
  let dan: Signed; let eve: Signed;

  it('lists a member nobody fits yet, and pairs them as soon as a second one shares a window', async () => {
    dan = await signedInMember(test, { username: 'sb_dan', firstName: 'Dan' });
    eve = await signedInMember(test, { username: 'sb_eve', firstName: 'Eve' });
    const joined = await dan.client.post('/interview/standby/', { availability: THURSDAY_NOON });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().interview_ids).toEqual([]);
    expect((await dan.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: true, paired: false });
    expect((await runCommand(test.ctx, { name: 'list_standby', args: [], kwargs: {}, actor: null, source: 'cli' })).output).toContain('- sb_dan');

    const second = await eve.client.post('/interview/standby/', { availability: THURSDAY_NOON });
    expect(second.statusCode).toBe(201);
    expect(second.json().interview_ids).toHaveLength(2);
    expect((await pendingOf(dan.member.id)).map((row) => row.proposedTime?.toISOString())).toEqual(['2026-03-12T19:00:00.000Z', '2026-03-12T19:00:00.000Z']);
    for (const who of [dan, eve]) expect(subjectsTo(who)).toEqual(['Your mock interview partner for the week of March 8']);
    expect((await dan.client.get('/interview/standby/')).json()).toEqual({ week_start: OPEN_WEEK, on_standby: false, paired: true });
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
    const join = async (client: TestClient) => {
      for (let tries = 0; tries < 20; tries++) {
        const response = await client.post('/interview/standby/', { availability: FRIDAY_MORNING });
        if (response.statusCode !== 409 || !/being updated/.test(response.json().detail)) return response;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the pairing lock was never free');
    };
    const answers = await Promise.all([join(gus.client), join(halThere)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json().interview_ids.length).sort()).toEqual([0, 2]);
    const pairs = await pendingOf(gus.member.id);
    expect(pairs).toHaveLength(2);
    expect(pairs.every((row) => [row.interviewerId, row.intervieweeId].includes(hal.member.id))).toBe(true);
    for (const who of [gus, hal]) expect(subjectsTo(who)).toEqual(['Your mock interview partner for the week of March 8']);
  });
});
