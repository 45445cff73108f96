/**
 * Issue 29: the interviewer's STAR notes on each behavioral question, saved apart from the notes pad and, like it,
 * read and written by that interview's interviewer alone.
 */
import { behavioralQuestions, interviews } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

const test = appForThisFile({ clock: fixedClock('2026-03-09T18:00:00Z') });
type Person = { member: MemberRow; client: TestClient };
let ada: Person;
let bob: Person;
let eve: Person;
let admin: Person;
let interviewId: string;
let asked: string;
let other: string;

const notesUrl = () => `/interview/${interviewId}/room/notes/`;
const starUrl = () => `/interview/${interviewId}/room/notes/star/`;
const star = (questionId: string, situation: string) => ({ question_id: questionId, situation, task: 'Ship by Friday', action: 'Split the work', result: 'Shipped' });

beforeAll(async () => {
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  eve = await signedInMember(test, { firstName: 'Eve' });
  admin = await signedInMember(test, { isAdmin: true });
  const rows = await test.ctx.db.insert(behavioralQuestions).values([{ prompt: 'A conflict' }, { prompt: 'A failure' }]).returning();
  [asked, other] = [rows[0].id, rows[1].id];
  const [interview] = await test.ctx.db
    .insert(interviews)
    .values({ weekStart: '2026-03-08', interviewerId: ada.member.id, intervieweeId: bob.member.id, behavioralQuestionIds: [asked], dateEffective: new Date('2026-03-08T08:00:00Z') })
    .returning();
  interviewId = interview.id;
});

describe('STAR notes', () => {
  it('are saved per question, replaced on the next save, and kept when the pad is saved', async () => {
    expect((await ada.client.put(starUrl(), star(asked, 'Two teams, one API'))).statusCode).toBe(200);
    const replaced = await ada.client.put(starUrl(), star(asked.toUpperCase(), 'Two teams, one deadline'));
    expect(replaced.json().star).toEqual([star(asked, 'Two teams, one deadline')]);
    await ada.client.put(notesUrl(), { text: 'Good structure', shared: false });
    const read = (await ada.client.get(notesUrl())).json();
    expect(read.text).toBe('Good structure');
    expect(read.star).toEqual([star(asked, 'Two teams, one deadline')]);
  });

  it("refuse a question the interview does not ask, as not found", async () => {
    const response = await ada.client.put(starUrl(), star(other, 'x'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Question not found.' });
  });

  it('are the interviewer’s alone: the interviewee, an outsider and an admin get the interview’s 404', async () => {
    for (const person of [bob, eve, admin]) {
      expect((await person.client.put(starUrl(), star(asked, 'forged'))).statusCode).toBe(404);
      expect((await person.client.get(notesUrl())).statusCode).toBe(404);
    }
    expect((await ada.client.get(notesUrl())).json().star[0].situation).toBe('Two teams, one deadline');
  });

  it('refuse a field over its limit without losing what was saved', async () => {
    const response = await ada.client.put(starUrl(), star(asked, 'x'.repeat(2_001)));
    expect(response.statusCode).toBe(400);
    expect((await ada.client.get(notesUrl())).json().star[0].situation).toBe('Two teams, one deadline');
  });
});
