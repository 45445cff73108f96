/**
 * Issue 22: the questions drawn for an interview match its interviewee's focus and difficulty; a queue without a
 * matching question gives its next one, and the interviewer is told so on the interview.
 */
import { eq } from 'drizzle-orm';
import { behavioralQuestions, members, questionQueues, technicalQuestions, topics } from '../src/db/schema';
import { interviewsOfWeek, OPEN_WEEK, poolMember, TWO_PAIRS_AND_A_LONER, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile({ clock: fixedClock(WEDNESDAY_BEFORE_CUTOFF) });

async function technical(title: string, topicId: string, difficulty: 'easy' | 'medium' | 'hard'): Promise<string> {
  const [row] = await test.ctx.db.insert(technicalQuestions).values({ title, prompt: title, topicId, difficulty }).returning();
  return row.id;
}

it('draws each interviewee the first queued question at their focus and difficulty, and notes a fallback to the interviewer', async () => {
  const [arrays] = await test.ctx.db.insert(topics).values({ name: 'Arrays' }).returning();
  const [design] = await test.ctx.db.insert(topics).values({ name: 'System Design' }).returning();
  // Queue order: the head is an easy algorithms question; no system design question is medium.
  const easyArrays = await technical('Easy arrays', arrays.id, 'easy');
  const hardArrays = await technical('Hard arrays', arrays.id, 'hard');
  const hardDesign = await technical('Design a URL shortener', design.id, 'hard');
  const [behavioral] = await test.ctx.db.insert(behavioralQuestions).values({ prompt: 'A conflict', difficulty: 'medium' }).returning();
  await test.ctx.db.insert(questionQueues).values({ type: 'technical', questionIds: [easyArrays, hardArrays, hardDesign] });
  await test.ctx.db.insert(questionQueues).values({ type: 'behavioral', questionIds: [behavioral.id] });

  const algorithmsHard = await poolMember(test, TWO_PAIRS_AND_A_LONER.a);
  const designMedium = await poolMember(test, TWO_PAIRS_AND_A_LONER.b);
  await test.ctx.db.update(members).set({ interviewFocus: 'algorithms', interviewDifficulty: 'hard' }).where(eq(members.id, algorithmsHard.id));
  await test.ctx.db.update(members).set({ interviewFocus: 'system_design', interviewDifficulty: 'medium' }).where(eq(members.id, designMedium.id));
  const admin = (await signedInMember(test, { isAdmin: true })).client;
  expect((await admin.post('/interview/pair/', { signal: true, force_current_week: true })).statusCode).toBe(201);

  const rows = await interviewsOfWeek(test, OPEN_WEEK);
  expect(rows).toHaveLength(2);
  const forAlgorithms = rows.find((row) => row.intervieweeId === algorithmsHard.id);
  const forDesign = rows.find((row) => row.intervieweeId === designMedium.id);
  // Hard algorithms: the hard arrays question, though the easy one was at the head; nothing to say.
  expect(forAlgorithms).toMatchObject({ technicalQuestionIds: [hardArrays], behavioralQuestionIds: [behavioral.id], questionNote: '' });
  // Medium system design: none left, so the next question of the queue, and the interviewer is told.
  expect(forDesign?.technicalQuestionIds).toHaveLength(1);
  expect(forDesign?.questionNote).toMatch(/^No medium system design question was left in the queue; this one is /);

  // The interviewer of the system design interview reads the note; its interviewee, who may not see the questions yet, does not.
  const interviewer = new TestClient(test.app);
  await interviewer.login(algorithmsHard.username, 'correct horse battery');
  const seenByInterviewer = (await interviewer.get(`/interview/${forDesign?.id}/`)).json();
  expect(seenByInterviewer.question_note).toBe(forDesign?.questionNote);
  const interviewee = new TestClient(test.app);
  await interviewee.login(designMedium.username, 'correct horse battery');
  expect((await interviewee.get(`/interview/${forDesign?.id}/`)).json()).not.toHaveProperty('question_note');

  // The queue still rotates: what was taken went to the back.
  const [queue] = await test.ctx.db.select().from(questionQueues).where(eq(questionQueues.type, 'technical'));
  expect(queue.questionIds.slice(-2)).toEqual(expect.arrayContaining([hardArrays]));
});
