/**
 * A member's pairs in one week never overlap (issue 30, major 1): the standby pairing, the second practice, the
 * re-match after a cancel and a proposed time each choose a time free for both members, an hour and a half-hour gap
 * away from every interview either already has, or do not pair; the weekly pairing proposes a time clear of a
 * standby pair of the week before that falls in its week.
 */
import { poolEntries } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { pairWeekAndNotify } from '../src/modules/pairing/actions';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(90_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });

// Monday March 9 (PDT): slot 22 is 6:00 PM.
const MONDAY_6_TO_7_PM = gridWith([1, 22, 24]);
const MONDAY_6_TO_9_PM = gridWith([1, 22, 28]);
const MONDAY_6_PM = '2026-03-10T01:00:00.000Z';
const MONDAY_7_30_PM = '2026-03-10T02:30:00.000Z';

type Signed = { member: MemberRow; client: TestClient };
let ben: Signed;
let cat: Signed;
let nina: Signed;
let oscar: Signed;

const pendingOf = async (who: Signed) => (await interviewsOfWeek(test, OPEN_WEEK))
  .filter((row) => row.status === 'pending' && (row.interviewerId === who.member.id || row.intervieweeId === who.member.id));
const partnerOf = (row: { interviewerId: number; intervieweeId: number }, who: Signed) => (row.interviewerId === who.member.id ? row.intervieweeId : row.interviewerId);
/** The member's pairs: partner id -> the pair's time. */
const pairsOf = async (who: Signed) => new Map((await pendingOf(who)).map((row) => [partnerOf(row, who), row.proposedTime?.toISOString()]));
const joinStandby = (who: Signed, grid: boolean[][], secondPractice = false) =>
  who.client.post('/interview/standby/', { availability: grid, ...(secondPractice ? { second_practice: true } : {}) });

beforeAll(async () => {
  await seedQueues(test, { technical: 8, behavioral: 4 });
  ben = await signedInMember(test, { username: 'ov_ben', firstName: 'Ben' });
  cat = await signedInMember(test, { username: 'ov_cat', firstName: 'Cat', lastName: 'Cole' });
  nina = await signedInMember(test, { username: 'ov_nina', firstName: 'Nina' });
  oscar = await signedInMember(test, { username: 'ov_oscar', firstName: 'Oscar' });
  const admin = await signedInMember(test, { username: 'ov_admin', isAdmin: true });
  expect((await ben.client.post('/interview/pool/', { availability: MONDAY_6_TO_7_PM })).statusCode).toBe(201);
  expect((await cat.client.post('/interview/pool/', { availability: MONDAY_6_TO_9_PM })).statusCode).toBe(201);
  expect((await admin.client.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);
  expect(await pairsOf(cat)).toEqual(new Map([[ben.member.id, MONDAY_6_PM]]));
});

describe('a second practice', () => {
  it('is proposed at a time free for both, a gap after the first pair (the reported case: Ben, Cat and Nina)', async () => {
    const catAsks = await joinStandby(cat, MONDAY_6_TO_9_PM, true);
    expect(catAsks.json().interview_ids).toEqual([]);
    // Nina is free all evening like Cat: before, the pair was proposed for 6:00 PM, on top of Cat's pair with Ben.
    const ninaJoins = await joinStandby(nina, MONDAY_6_TO_9_PM);
    expect(ninaJoins.statusCode).toBe(201);
    expect(ninaJoins.json().interview_ids).toHaveLength(2);
    expect(await pairsOf(cat)).toEqual(new Map([[ben.member.id, MONDAY_6_PM], [nina.member.id, MONDAY_7_30_PM]]));
  });
});

describe('the standby pairing', () => {
  it('does not pair two members whose only shared window is near an interview one of them has', async () => {
    // Ben asks for a second practice; Oscar shares only Ben's 6:00 PM, the time of Ben's pair with Cat.
    expect((await joinStandby(ben, MONDAY_6_TO_7_PM, true)).json().interview_ids).toEqual([]);
    const oscarJoins = await joinStandby(oscar, gridWith([1, 22, 25]));
    expect(oscarJoins.json()).toEqual({
      detail: "You are on this week's standby list: you get a partner as soon as someone free shares a time with you.",
      interview_ids: [],
    });
    expect(await pendingOf(oscar)).toEqual([]);
    expect((await oscar.client.get('/interview/standby/')).json()).toMatchObject({ on_standby: true, pairs: 0 });
  });
});

describe('a proposed time', () => {
  it('is never one near another interview of either member, and the page offers none', async () => {
    const [catBen] = (await pendingOf(cat)).filter((row) => partnerOf(row, cat) === ben.member.id);
    const time = (await ben.client.get(`/interview/${catBen.id}/time/`)).json();
    // Cat's pair with Nina at 7:30 PM takes 6:30 PM to 9:00 PM of her evening.
    expect(time.windows).not.toContain('2026-03-10T01:30:00.000Z');
    const byBen = await ben.client.post(`/interview/${catBen.id}/time/proposal/`, { time: '2026-03-10T03:00:00.000Z', replaces: null });
    expect(byBen.statusCode).toBe(400);
    expect(byBen.json().errors.time).toEqual(['Cat Cole has another interview too close to that time: choose another time.']);
    const byCat = await cat.client.post(`/interview/${catBen.id}/time/proposal/`, { time: '2026-03-10T03:00:00.000Z', replaces: null });
    expect(byCat.json().errors.time).toEqual([expect.stringMatching(/^You have another interview at .+, too close to that time: choose another time\.$/)]);
  });
});

describe('the re-match after a cancel', () => {
  it('pairs the partner at a time free for both, after the interview they still have', async () => {
    const [catNina] = (await pendingOf(cat)).filter((row) => partnerOf(row, cat) === nina.member.id);
    // Oscar widens his evening: still nobody free for him (Ben is busy at 6:00 PM, the only time they share).
    expect((await joinStandby(oscar, MONDAY_6_TO_9_PM)).json().interview_ids).toEqual([]);
    const cancelled = await nina.client.post(`/interview/${catNina.id}/cancel/`, { reason: 'Working late on Monday.' });
    expect(cancelled.json()).toMatchObject({ partner_outcome: 'rematched' });
    // Oscar and Cat share 6:00 to 9:00 PM; 6:00 and 6:30 PM are near Cat's pair with Ben.
    expect(await pairsOf(cat)).toEqual(new Map([[ben.member.id, MONDAY_6_PM], [oscar.member.id, MONDAY_7_30_PM]]));
  });

  it('leaves the partner unmatched when the only shared time is near an interview they have', async () => {
    const [catOscar] = (await pendingOf(cat)).filter((row) => partnerOf(row, cat) === oscar.member.id);
    // Ben, still waiting for a second practice, is Cat's partner already; Oscar's one other candidate is Ben (busy).
    const cancelled = await cat.client.post(`/interview/${catOscar.id}/cancel/`, { reason: 'Something came up.' });
    expect(cancelled.json()).toMatchObject({ partner_outcome: 'priority_next_week' });
    expect(await pendingOf(oscar)).toEqual([]);
  });
});

describe('the weekly pairing', () => {
  it('proposes a time clear of a standby pair of the week before that falls in its week', async () => {
    // Friday evening: Pia and Quin, free on Tuesday evenings, are paired from the standby list for next Tuesday.
    clock.set('2026-03-14T02:00:00Z');
    const tuesdayEvenings = gridWith([2, 22, 28]);
    const pia = await signedInMember(test, { username: 'ov_pia' });
    const quin = await signedInMember(test, { username: 'ov_quin' });
    expect((await joinStandby(pia, tuesdayEvenings)).json().interview_ids).toEqual([]);
    expect((await joinStandby(quin, tuesdayEvenings)).json().interview_ids).toHaveLength(2);
    expect(await pairsOf(pia)).toEqual(new Map([[quin.member.id, '2026-03-18T01:00:00.000Z']]));

    // Both signed up for the week of March 15 too: that week's pair is proposed after their standby pair, not on it.
    const nextWeek = '2026-03-15';
    await test.ctx.db.insert(poolEntries).values([pia, quin].map((who) => ({ weekStart: nextWeek, memberId: who.member.id, grid: tuesdayEvenings })));
    await pairWeekAndNotify(test.ctx, { weekStart: nextWeek, minimumPoolSize: 2 });
    const times = (await interviewsOfWeek(test, nextWeek)).map((row) => row.proposedTime?.toISOString());
    expect(times).toEqual(['2026-03-18T02:30:00.000Z', '2026-03-18T02:30:00.000Z']);
  });
});
