/**
 * Issue 30: a cancellation withdraws the pair's calendar invite (METHOD:CANCEL, the invite's UID, a higher
 * SEQUENCE) in the mail to both members, and closes an open proposal of the pair so nobody can accept it.
 */
import { pairSchedules } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { gridWith, interviewsOfWeek, OPEN_WEEK, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { calendarField, calendarOf } from './helpers/calendar-mail';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile({ clock: fixedClock(WEDNESDAY_BEFORE_CUTOFF) });
type Signed = { member: MemberRow; client: TestClient };

it('sends both members a calendar cancellation of the invite and closes the open proposal', async () => {
  const [ann, ben]: Signed[] = [await signedInMember(test, { firstName: 'Ann' }), await signedInMember(test, { firstName: 'Ben' })];
  const admin = await signedInMember(test, { isAdmin: true });
  await seedQueues(test, { technical: 4, behavioral: 2 });
  const grid = gridWith([1, 22, 26], [2, 22, 26]);
  for (const member of [ann, ben]) expect((await member.client.post('/interview/pool/', { availability: grid })).statusCode).toBe(201);
  expect((await admin.client.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);
  const [row] = await interviewsOfWeek(test, OPEN_WEEK);
  const pairing = test.sentMail.find((mail) => mail.to === ann.member.email && calendarOf(mail) !== '');
  const uid = calendarField(calendarOf(pairing), 'UID');
  expect(uid).toBeDefined();

  // Ben proposes another time; then Ann cancels: the proposal must not stay open for him to accept.
  const time = (await ben.client.get(`/interview/${row.id}/time/`)).json();
  const other = time.windows.find((window: string) => window !== time.proposed_time);
  expect((await ben.client.post(`/interview/${row.id}/time/proposal/`, { time: other, replaces: null })).statusCode).toBe(201);
  expect((await ann.client.post(`/interview/${row.id}/cancel/`, { reason: 'Exams moved.' })).statusCode).toBe(200);

  for (const member of [ann, ben]) {
    const cancellation = calendarOf(test.sentMail.filter((mail) => mail.to === member.member.email).at(-1));
    expect(calendarField(cancellation, 'METHOD')).toBe('CANCEL');
    expect(calendarField(cancellation, 'STATUS')).toBe('CANCELLED');
    expect(calendarField(cancellation, 'UID')).toBe(uid);
    expect(Number(calendarField(cancellation, 'SEQUENCE'))).toBeGreaterThan(Number(calendarField(calendarOf(pairing), 'SEQUENCE') ?? 0));
  }
  const [schedule] = await test.ctx.db.select().from(pairSchedules);
  expect(schedule).toMatchObject({ proposalTime: null, proposalBy: null });
  expect(schedule.leadInterviewId).toBe(calendarField(calendarOf(pairing), 'UID')?.split('@')[0]);
  expect((await ann.client.get(`/interview/${row.id}/time/`)).json().proposal ?? null).toBeNull();
});
