/**
 * Cancelling an interview and re-matching the partner (issue 22): who may cancel what and when, both interviews
 * of the pair cancelled together, free vs late (LATE_CANCELLATION_HOURS), the partner paired at once with a free
 * member of the week who shares a window (or kept first for next week), every notice once, and the admins' figures.
 */
import { eq } from 'drizzle-orm';
import { interviews, members, noticeOutbox } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, OPEN_WEEK, poolMember, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const HOUR_MS = 3_600_000;
const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });

// Week of March 8: Ann and Ben share Monday 18:00–20:00 PDT (4 slots); Ann and Cat share only Thursday 12:00–13:00
// (2 slots), Ben and Cat nothing. The pairing makes Ann–Ben (more overlap) and leaves Cat over.
const ANN_GRID = gridWith([1, 22, 26], [4, 10, 12]);
const BEN_GRID = gridWith([1, 22, 26]);
const CAT_GRID = gridWith([4, 10, 12]);
const THURSDAY_NOON_PDT = '2026-03-12T19:00:00.000Z';

type Signed = { member: MemberRow; client: TestClient };
let ann: Signed;
let ben: Signed;
let cat: Signed;
let admin: Signed;

const signUp = async (who: Signed, grid: boolean[][]) => expect((await who.client.post('/interview/pool/', { availability: grid })).statusCode).toBe(201);
const pendingOf = async (memberId: number) => (await interviewsOfWeek(test, OPEN_WEEK)).filter((row) => row.status === 'pending' && (row.interviewerId === memberId || row.intervieweeId === memberId));
const mailTo = (who: Signed) => test.sentMail.filter((mail) => mail.to === who.member.email).map((mail) => mail.subject);

beforeAll(async () => {
  ann = await signedInMember(test, { username: 'ann', firstName: 'Ann', lastName: 'Archer' });
  ben = await signedInMember(test, { username: 'ben', firstName: 'Ben', lastName: 'Baker' });
  cat = await signedInMember(test, { username: 'cat', firstName: 'Cat', lastName: 'Cole' });
  admin = await signedInMember(test, { username: 'cancel_admin', isAdmin: true });
  await seedQueues(test, { technical: 6, behavioral: 3 });
  await signUp(ann, ANN_GRID);
  await signUp(ben, BEN_GRID);
  await signUp(cat, CAT_GRID);
  const paired = await admin.client.post('/interview/pair/', { signal: true, force_current_week: true });
  expect(paired.statusCode).toBe(201);
  expect(paired.json().unpaired_members).toEqual(['cat']);
});

describe('cancelling early, with a free member to re-match', () => {
  let annBen: string;

  beforeAll(async () => {
    annBen = (await pendingOf(ann.member.id))[0].id;
  });

  it('is refused to a member outside the pair, and without a reason', async () => {
    expect((await cat.client.post(`/interview/${annBen}/cancel/`, { reason: 'Not mine' })).statusCode).toBe(404);
    expect((await cat.client.get(`/interview/${annBen}/cancellation/`)).statusCode).toBe(404);
    const blank = await ben.client.post(`/interview/${annBen}/cancel/`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toMatch(/why you cancel/);
    expect(await pendingOf(ann.member.id)).toHaveLength(2);
  });

  it('tells the pair beforehand that it may cancel and that it would not be late', async () => {
    const status = await ben.client.get(`/interview/${annBen}/cancellation/`);
    expect(status.json()).toEqual({ cancellable: true, late_if_now: false, late_cancellation_hours: 24, cancellation: null });
  });

  it('cancels both interviews of the pair and pairs the partner at once with the free member who shares a window', async () => {
    const sentBefore = test.sentMail.length;
    const response = await ben.client.post(`/interview/${annBen}/cancel/`, { reason: 'A job interview moved onto Monday evening.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ late: false, partner_outcome: 'rematched' });
    expect(response.json().cancelled_interview_ids).toHaveLength(2);

    expect(await pendingOf(ben.member.id)).toEqual([]);
    const annNow = await pendingOf(ann.member.id);
    expect(annNow).toHaveLength(2);
    expect(annNow.every((row) => [row.interviewerId, row.intervieweeId].includes(cat.member.id))).toBe(true);
    expect(annNow.map((row) => row.proposedTime?.toISOString())).toEqual([THURSDAY_NOON_PDT, THURSDAY_NOON_PDT]);
    // Different technical questions each way, from the queue.
    expect(annNow[0].technicalQuestionIds[0]).not.toEqual(annNow[1].technicalQuestionIds[0]);

    const sent = test.sentMail.slice(sentBefore);
    const to = (who: Signed) => sent.filter((mail) => mail.to === who.member.email);
    expect(to(ann).map((mail) => mail.subject).sort()).toEqual(['Ben Baker cancelled your mock interview', 'Your mock interview partner for the week of March 8']);
    expect(to(ann).find((mail) => mail.subject.startsWith('Ben'))?.text).toMatch(/A job interview moved onto Monday evening\.[\s\S]*new partner, Cat Cole \(@cat\)/);
    expect(to(ben).map((mail) => mail.subject)).toEqual(['Your mock interview with Ann Archer is cancelled']);
    expect(to(cat).map((mail) => mail.subject)).toEqual(['Your mock interview partner for the week of March 8']);
    expect(to(cat)[0].text).toMatch(/Ann Archer/);

    // The bell says it plainly: Ann's partner changed (and why), Cat has a partner, Ben has the record.
    const bell = async (who: Signed) => ((await who.client.get('/notifications/')).json().results as Array<{ title: string; text: string }>)
      .map((entry) => entry.title);
    expect(await bell(ann)).toEqual(expect.arrayContaining(['Ben Baker cancelled your interview', 'Your partner changed']));
    expect(await bell(cat)).toEqual(expect.arrayContaining(['You have a partner: Ann Archer']));
    expect(await bell(cat)).not.toContain('Your partner changed');
    expect(await bell(ben)).toEqual(expect.arrayContaining(['Interview cancelled']));
    expect(await bell(ben)).not.toContain('Your partner changed');
  });

  it('shows who cancelled and why on both cancelled interviews, and refuses to cancel them again', async () => {
    const annView = await ann.client.get(`/interview/${annBen}/cancellation/`);
    expect(annView.json()).toMatchObject({
      cancellable: false,
      cancellation: { cancelled_by: { username: 'ben' }, by_admin: false, reason: 'A job interview moved onto Monday evening.', late: false },
    });
    const again = await ann.client.post(`/interview/${annBen}/cancel/`, { reason: 'Me too' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This interview is already cancelled.');
    const details = (await ann.client.get('/interview/all/details')).json().interviews as Array<{ status: string; interviewer: { username: string }; interviewee: { username: string } }>;
    expect(details.filter((row) => row.status === 'cancelled').map((row) => `${row.interviewer.username}>${row.interviewee.username}`).sort()).toEqual(['ann>ben', 'ben>ann']);
  });
});

describe('cancelling late, with nobody free to re-match', () => {
  it('is a late cancellation the admins see, and the partner keeps priority for next week', async () => {
    const [annCat] = await pendingOf(cat.member.id);
    // Twelve hours before Thursday noon.
    clock.set(new Date(new Date(THURSDAY_NOON_PDT).getTime() - 12 * HOUR_MS));
    const [before] = await test.ctx.db.select({ priority: members.pairingPriority }).from(members).where(eq(members.id, ann.member.id));
    expect((await cat.client.get(`/interview/${annCat.id}/cancellation/`)).json()).toMatchObject({ cancellable: true, late_if_now: true });

    const response = await cat.client.post(`/interview/${annCat.id}/cancel/`, { reason: 'Sick.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ late: true, partner_outcome: 'priority_next_week' });
    const [after] = await test.ctx.db.select({ priority: members.pairingPriority }).from(members).where(eq(members.id, ann.member.id));
    expect(after.priority).toBe(before.priority + 1);
    expect(await pendingOf(ann.member.id)).toEqual([]);
    const annMail = test.sentMail.filter((mail) => mail.to === ann.member.email).at(-1);
    expect(annMail?.subject).toBe('Cat Cole cancelled your mock interview');
    expect(annMail?.text).toMatch(/you keep priority for next week's pairing/);
    expect(test.sentMail.filter((mail) => mail.to === cat.member.email).at(-1)?.text).toMatch(/cancelled late/);

    const outcomes = await admin.client.get('/interview/outcomes/');
    expect(outcomes.json().weeks[0]).toMatchObject({ week_start: OPEN_WEEK, cancellations: 2, late_cancellations: 1 });
    clock.set(WEDNESDAY_BEFORE_CUTOFF);
  });

  it('sends each cancellation notice once, and no "no partner" notice on top', async () => {
    const cancellationRows = await test.ctx.db.select().from(noticeOutbox).where(eq(noticeOutbox.kind, 'cancellation'));
    expect(cancellationRows).toHaveLength(4);
    expect(cancellationRows.every((row) => row.sentAt !== null)).toBe(true);
    expect(mailTo(ann).filter((subject) => subject.startsWith('No mock interview partner'))).toEqual([]);
  });
});

describe('an interview whose time has passed', () => {
  it('can no longer be cancelled', async () => {
    const dan = await signedInMember(test, { username: 'dan', firstName: 'Dan' });
    const eve = await poolMember(test);
    // Monday March 2, 6 PM PST: before the test clock's Wednesday.
    const proposedTime = new Date('2026-03-03T02:00:00Z');
    const dateEffective = new Date('2026-03-01T08:00:00Z');
    const [past] = await test.ctx.db.insert(interviews).values([
      { weekStart: '2026-03-01', interviewerId: dan.member.id, intervieweeId: eve.id, dateEffective, proposedTime },
      { weekStart: '2026-03-01', interviewerId: eve.id, intervieweeId: dan.member.id, dateEffective, proposedTime },
    ]).returning();
    const response = await dan.client.post(`/interview/${past.id}/cancel/`, { reason: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/time has passed/);
    expect((await dan.client.get(`/interview/${past.id}/cancellation/`)).json()).toMatchObject({ cancellable: false });
  });
});
