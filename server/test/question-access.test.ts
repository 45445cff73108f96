/**
 * Issue 28, item 1: who may read what of a question, at the wire, through every route and message that carries
 * one: the question itself, the interview (detail and list), reports, the room's socket and its replay history.
 * Roles: the interviewer, the interviewee before the reveal, after it, and after the round; an outsider; an admin
 * with and without an open report on the room.
 */
import { behavioralQuestions, interviews, technicalQuestions, topics } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { RoomTestClient, roomWeek } from './helpers/room-client';
import { appForThisFile, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

interface Person {
  member: MemberRow;
  client: TestClient;
}

const SECRETS = ['ADA-SOLUTION', 'ADA-FOLLOW-UP', 'STRONG-ANSWER'];
const test = appForThisFile();
let baseUrl: string;
let ada: Person;
let bob: Person;
let eve: Person;
let admin: Person;
let adaAsks: string;
let behavioralId: string;
let adaInterviewsBob: string;
let bobInterviewsAda: string;

const questionUrl = (id: string) => `/questions/technical/${id}/`;
const interviewUrl = (id: string) => `/interview/${id}/`;
const historyUrl = (id: string) => `/interview/${id}/room/history/`;
const ratings = { problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 2 };

function expectNoSecrets(body: string): void {
  for (const secret of SECRETS) expect(body).not.toContain(secret);
}

async function revealInRoom(): Promise<void> {
  const adaTab = await RoomTestClient.open(baseUrl, adaInterviewsBob, { member: ada.client });
  const bobTab = await RoomTestClient.open(baseUrl, adaInterviewsBob, { member: bob.client });
  try {
    await adaTab.until(() => adaTab.received.some((message) => message.type === 'sync'));
    await bobTab.until(() => bobTab.received.some((message) => message.type === 'sync'));
    adaTab.send({ type: 'reveal', question_id: adaAsks });
    await bobTab.until(() => adaAsks in bobTab.doc.getMap('revealed').toJSON());
    expectNoSecrets(JSON.stringify(bobTab.received));
  } finally {
    await Promise.all([adaTab.close(), bobTab.close()]);
  }
}

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  eve = await signedInMember(test, { firstName: 'Eve' });
  admin = await signedInMember(test, { firstName: 'Root', isAdmin: true });
  const [topic] = await test.ctx.db.insert(topics).values({ name: 'Arrays' }).returning();
  const [question] = await test.ctx.db
    .insert(technicalQuestions)
    .values({ title: 'Two Sum', topicId: topic.id, prompt: 'Find two numbers adding to a target.', solution: 'ADA-SOLUTION: a hash map', followUps: 'ADA-FOLLOW-UP: sorted input?' })
    .returning();
  adaAsks = question.id;
  const [behavioral] = await test.ctx.db.insert(behavioralQuestions).values({ prompt: 'Tell me about a conflict.', solution: 'STRONG-ANSWER: owns it' }).returning();
  behavioralId = behavioral.id;
  const { weekStart, dateEffective } = roomWeek();
  const rows = await test.ctx.db
    .insert(interviews)
    .values([
      { weekStart, interviewerId: ada.member.id, intervieweeId: bob.member.id, technicalQuestionIds: [adaAsks], behavioralQuestionIds: [behavioralId], dateEffective },
      { weekStart, interviewerId: bob.member.id, intervieweeId: ada.member.id, dateEffective },
    ])
    .returning();
  [adaInterviewsBob, bobInterviewsAda] = [rows[0].id, rows[1].id];
});


// In order: the reveal and the feedback move Bob's round forward, and each stage is checked before the next.
describe('a question through the round, per role', () => {
  it('gives the interviewer and an admin the whole question, an outsider a 404 wherever it is carried', async () => {
    for (const person of [ada, admin]) {
      const response = await person.client.get(questionUrl(adaAsks));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: 'Two Sum', solution: 'ADA-SOLUTION: a hash map', follow_ups: 'ADA-FOLLOW-UP: sorted input?' });
      const interview = (await person.client.get(interviewUrl(adaInterviewsBob))).json();
      expect(interview.questions_hidden).toBe(false);
      expect(interview.technical_questions[0].solution).toBe('ADA-SOLUTION: a hash map');
      expect(interview.behavioral_questions[0].solution).toBe('STRONG-ANSWER: owns it');
    }
    const outsider = await eve.client.get(questionUrl(adaAsks));
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ detail: 'Question not found.' });
    expect((await eve.client.get(interviewUrl(adaInterviewsBob))).statusCode).toBe(404);
    expect((await eve.client.post('/reports/', { type: 'question', associated_id: adaAsks, reason: 'Typo.' })).statusCode).toBe(404);
  });

  it('tells the interviewee nothing of the question before the interviewer shows it: 404, as for an unknown id', async () => {
    expect((await bob.client.get(questionUrl(adaAsks))).statusCode).toBe(404);
    expect((await bob.client.post('/reports/', { type: 'question', associated_id: behavioralId, reason: 'Unclear.' })).statusCode).toBe(404);
    for (const response of [await bob.client.get(interviewUrl(adaInterviewsBob)), await bob.client.get('/interview/all/details')]) {
      expectNoSecrets(response.body);
      expect(response.body).not.toContain('Two Sum');
    }
    expect((await bob.client.get(interviewUrl(adaInterviewsBob))).json()).toMatchObject({ questions_hidden: true, technical_questions: [], behavioral_questions: [] });
  });

  it('gives the interviewee the title and prompt once shown in the room, never the solution or follow-ups', async () => {
    await revealInRoom();

    const response = await bob.client.get(questionUrl(adaAsks));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ question_id: adaAsks, title: 'Two Sum', prompt: 'Find two numbers adding to a target.' });
    const report = await bob.client.post('/reports/', { type: 'question', associated_id: adaAsks, reason: 'The prompt has a typo.' });
    expect(report.statusCode).toBe(201);
    expect(report.json().report.associated_object).toEqual({ question_id: adaAsks, title: 'Two Sum', prompt: 'Find two numbers adding to a target.' });
    expectNoSecrets(report.body);
    // The behavioral question was not shown: still nothing.
    expect((await bob.client.post('/reports/', { type: 'question', associated_id: behavioralId, reason: 'Unclear.' })).statusCode).toBe(404);
    const history = await bob.client.get(historyUrl(adaInterviewsBob));
    expect(history.statusCode).toBe(200);
    expectNoSecrets(history.body);
    expectNoSecrets(Buffer.from(history.json().updates.map((step: { update: string }) => step.update).join(''), 'base64').toString('latin1'));
  });

  it('lets an admin read the room from an open report without any solution in it, and nobody else', async () => {
    const filed = await bob.client.post('/reports/', { type: 'interview', associated_id: adaInterviewsBob, reason: 'Something went wrong in the room.' });
    expect(filed.statusCode).toBe(201);
    expectNoSecrets(filed.body);
    const read = await admin.client.get(historyUrl(adaInterviewsBob));
    expect(read.statusCode).toBe(200);
    expectNoSecrets(read.body);
    expect((await eve.client.get(historyUrl(adaInterviewsBob))).statusCode).toBe(404);
    // The admin's report list carries the interview in full, as the interview route gives admins.
    const listed = (await admin.client.get('/reports/all/')).json().reports.find((report: { associated_id: string }) => report.associated_id === adaInterviewsBob);
    expect(listed.associated_object.technical_questions[0].solution).toBe('ADA-SOLUTION: a hash map');
  });

  it('gives the interviewee the whole question as learning material once the interviewer has given feedback', async () => {
    expect((await ada.client.post(`/interview/${adaInterviewsBob}/feedback/`, ratings)).statusCode).toBe(201);

    const response = await bob.client.get(questionUrl(adaAsks));
    expect(response.json()).toMatchObject({ solution: 'ADA-SOLUTION: a hash map', follow_ups: 'ADA-FOLLOW-UP: sorted input?' });
    const interview = (await bob.client.get(interviewUrl(adaInterviewsBob))).json();
    expect(interview.questions_hidden).toBe(false);
    expect(interview.technical_questions[0]).toMatchObject({ title: 'Two Sum', solution: 'ADA-SOLUTION: a hash map' });
    expect(interview.behavioral_questions[0].solution).toBe('STRONG-ANSWER: owns it');
    // Ada's own round as interviewee is another round: Bob's feedback on it is not given, so it stays closed to her.
    expect((await ada.client.get(interviewUrl(bobInterviewsAda))).json().questions_hidden).toBe(true);
    expect((await eve.client.get(questionUrl(adaAsks))).statusCode).toBe(404);
  });
});

describe('once the interview week has ended', () => {
  it('gives the interviewee the whole question without any feedback', async () => {
    const [topic] = await test.ctx.db.insert(topics).values({ name: 'Graphs' }).returning();
    const [question] = await test.ctx.db
      .insert(technicalQuestions)
      .values({ title: 'Course Schedule', topicId: topic.id, prompt: 'Order the courses.', solution: 'Topological sort' })
      .returning();
    const { weekStart, dateEffective } = roomWeek(10);
    const [row] = await test.ctx.db
      .insert(interviews)
      .values({ weekStart, interviewerId: eve.member.id, intervieweeId: bob.member.id, technicalQuestionIds: [question.id], dateEffective })
      .returning();

    expect((await bob.client.get(questionUrl(question.id))).json()).toMatchObject({ solution: 'Topological sort' });
    expect((await bob.client.get(interviewUrl(row.id))).json()).toMatchObject({ questions_hidden: false, technical_questions: [{ solution: 'Topological sort' }] });
    expect((await ada.client.get(questionUrl(question.id))).statusCode).toBe(404);
  });
});
