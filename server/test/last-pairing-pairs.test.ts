/**
 * Issue 30, major 2: after a second practice, GET /interview/pool/'s last pairing names each of the member's pairs
 * by its own partner, the one meeting first first, each with its two interviews; never the first partner for both.
 * A member whose interviews of the week were all cancelled is told that, not "not paired" (issue 30 minor).
 */
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';
import type { MemberRow } from '../src/modules/members/dto';

jest.setTimeout(90_000);

const test = appForThisFile({ clock: fixedClock(WEDNESDAY_BEFORE_CUTOFF) });
const MONDAY_EVENING = gridWith([1, 22, 26]);
const THURSDAY_NOON = gridWith([4, 10, 12]);
type Signed = { member: MemberRow; client: TestClient };

const named = (who: Signed) => ({ id: who.member.id, username: who.member.username, first_name: who.member.firstName, last_name: who.member.lastName });

let cat: Signed;
let ben: Signed;
let nina: Signed;

beforeAll(async () => {
  await seedQueues(test, { technical: 6, behavioral: 2 });
  cat = await signedInMember(test, { username: 'lp_cat' });
  ben = await signedInMember(test, { username: 'lp_ben' });
  nina = await signedInMember(test, { username: 'lp_nina' });
  const admin = await signedInMember(test, { username: 'lp_admin', isAdmin: true });
  for (const who of [cat, ben]) expect((await who.client.post('/interview/pool/', { availability: MONDAY_EVENING })).statusCode).toBe(201);
  expect((await admin.client.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);
  expect((await cat.client.post('/interview/standby/', { availability: THURSDAY_NOON, second_practice: true })).statusCode).toBe(201);
  expect((await nina.client.post('/interview/standby/', { availability: THURSDAY_NOON })).json().interview_ids).toHaveLength(2);
});

describe("a member's last pairing with a second practice", () => {
  it('lists each pair named by its partner, with that pair’s interviews', async () => {
    const rows = (await interviewsOfWeek(test, OPEN_WEEK)).filter((row) => row.status === 'pending');
    const withCat = (partner: Signed) => rows
      .filter((row) => [row.interviewerId, row.intervieweeId].includes(partner.member.id) && [row.interviewerId, row.intervieweeId].includes(cat.member.id))
      .map((row) => ({ interview_id: row.id, role: row.interviewerId === cat.member.id ? 'interviewer' : 'interviewee' }));
    expect(withCat(ben)).toHaveLength(2);
    expect(withCat(nina)).toHaveLength(2);

    expect((await cat.client.get('/interview/pool/')).json().last_pairing).toEqual({
      week_start: OPEN_WEEK,
      outcome: 'paired',
      pairs: [
        { partner: named(ben), interviews: expect.arrayContaining(withCat(ben)) },
        { partner: named(nina), interviews: expect.arrayContaining(withCat(nina)) },
      ],
    });
    expect((await nina.client.get('/interview/pool/')).json().last_pairing).toEqual({
      week_start: OPEN_WEEK,
      outcome: 'paired',
      pairs: [{ partner: named(cat), interviews: expect.arrayContaining([expect.objectContaining({ role: 'interviewer' }), expect.objectContaining({ role: 'interviewee' })]) }],
    });
  });

  it('says the pair was cancelled to a member whose interviews of the week were all cancelled, not that they were not paired', async () => {
    const rows = (await interviewsOfWeek(test, OPEN_WEEK)).filter((row) => row.status === 'pending');
    const catAndNina = rows.find((row) => row.interviewerId === cat.member.id && row.intervieweeId === nina.member.id);
    expect((await cat.client.post(`/interview/${catAndNina?.id}/cancel/`, { reason: 'A conference that day.' })).statusCode).toBe(200);

    expect((await nina.client.get('/interview/pool/')).json().last_pairing).toEqual({ week_start: OPEN_WEEK, outcome: 'cancelled', pairs: [] });
    expect((await cat.client.get('/interview/pool/')).json().last_pairing).toEqual({
      week_start: OPEN_WEEK,
      outcome: 'paired',
      pairs: [{ partner: named(ben), interviews: expect.any(Array) }],
    });
  });
});
