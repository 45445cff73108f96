/**
 * Issue 29: a technical question's test cases. Admins write them (function, typed parameters, cases checked against
 * the types); hidden cases follow the solution's rule: they reach the interviewer and admins, and never the
 * interviewee's wire before the round is over (the question route and the room's reveal carry the examples only).
 */
import { interviews, topics } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { RoomTestClient, roomWeek } from './helpers/room-client';
import { appForThisFile, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

interface Person {
  member: MemberRow;
  client: TestClient;
}

const HIDDEN_INPUT = 987_654_321;
const HIDDEN_EXPECTED = 123_456_789;
const spec = {
  function_name: 'two_sum',
  parameters: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }],
  return_type: 'int[]',
  cases: [
    { input: [[2, 7, 11, 15], 9], expected: [0, 1], hidden: false },
    { input: [[3, 2, 4], 6], expected: [1, 2], hidden: false },
    { input: [[1, HIDDEN_INPUT], HIDDEN_INPUT + 1], expected: [0, 1], hidden: true, time_limit_ms: 500 },
    { input: [[5, 5], 10], expected: [0, HIDDEN_EXPECTED], hidden: true },
  ],
};

const test = appForThisFile();
let baseUrl: string;
let admin: Person;
let ada: Person;
let bob: Person;
let topicId: string;
let questionId: string;
let adaInterviewsBob: string;

const body = (extra: Record<string, unknown> = {}) => ({ title: 'Two Sum', topic: topicId, prompt: 'Find two numbers adding to a target.', ...extra });

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInMember(test, { isAdmin: true });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  const [topic] = await test.ctx.db.insert(topics).values({ name: 'Arrays' }).returning();
  topicId = topic.id;
});

describe('writing test cases', () => {
  it('stores the function and its cases, and reads them back whole to admins', async () => {
    const created = await admin.client.post('/questions/technical/', body({ test_spec: spec }));
    expect(created.statusCode).toBe(201);
    questionId = created.json().question_id;
    expect(created.json().test_spec).toEqual(spec);
    expect((await admin.client.get(`/questions/technical/${questionId}/`)).json().test_spec).toEqual(spec);
  });

  it('refuses values that do not match the declared types, naming the case and the parameter', async () => {
    const wrong = { ...spec, cases: [{ input: [[1, 2.5], 'nine'], expected: [0, 1], hidden: false }, { input: [[1]], expected: 'x', hidden: false }] };
    const response = await admin.client.post('/questions/technical/', body({ test_spec: wrong }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.test_spec).toEqual([
      'Case 1: nums must be int[].',
      'Case 1: target must be int.',
      'Case 2: 1 argument(s) given, 2 expected.',
    ]);
  });

  it('refuses reserved names, repeated parameters, only hidden cases and unknown types', async () => {
    const reserved = { ...spec, function_name: 'class', parameters: [{ name: 'nums', type: 'int[]' }, { name: 'nums', type: 'int' }], cases: [{ ...spec.cases[2] }] };
    const response = await admin.client.post('/questions/technical/', body({ test_spec: reserved }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.test_spec).toEqual([
      'The function name "class" is a reserved word in JavaScript or Python; choose another name.',
      'Two parameters are named "nums".',
      'Show at least one case as an example.',
    ]);
    const unknownType = await admin.client.post('/questions/technical/', body({ test_spec: { ...spec, return_type: 'Map<int>' } }));
    expect(unknownType.statusCode).toBe(400);
  });

  it('keeps the cases when an edit leaves them out, and removes them on null', async () => {
    const kept = await admin.client.put(`/questions/technical/${questionId}/`, body({ prompt: 'Edited prompt.' }));
    expect(kept.json()).toMatchObject({ prompt: 'Edited prompt.', test_spec: spec });
    const other = (await admin.client.post('/questions/technical/', body({ title: 'Other', test_spec: spec }))).json();
    const removed = await admin.client.put(`/questions/technical/${other.question_id}/`, body({ title: 'Other', test_spec: null }));
    expect(removed.json().test_spec).toBeNull();
  });
});

describe('hidden cases stay the interviewer’s', () => {
  beforeAll(async () => {
    const { weekStart, dateEffective } = roomWeek();
    const rows = await test.ctx.db
      .insert(interviews)
      .values([
        { weekStart, interviewerId: ada.member.id, intervieweeId: bob.member.id, technicalQuestionIds: [questionId], dateEffective },
        { weekStart, interviewerId: bob.member.id, intervieweeId: ada.member.id, dateEffective },
      ])
      .returning();
    adaInterviewsBob = rows[0].id;
  });

  it('gives the interviewer every case, and the interviewee after the reveal the examples only, on every carrier', async () => {
    expect((await ada.client.get(`/questions/technical/${questionId}/`)).json().test_spec.cases).toHaveLength(4);
    expect((await ada.client.get(`/interview/${adaInterviewsBob}/`)).json().technical_questions[0].test_spec.cases).toHaveLength(4);

    const adaTab = await RoomTestClient.open(baseUrl, adaInterviewsBob, { member: ada.client });
    const bobTab = await RoomTestClient.open(baseUrl, adaInterviewsBob, { member: bob.client });
    try {
      await adaTab.until(() => adaTab.received.some((message) => message.type === 'sync'));
      await bobTab.until(() => bobTab.received.some((message) => message.type === 'sync'));
      adaTab.send({ type: 'reveal', question_id: questionId });
      await bobTab.until(() => questionId in bobTab.doc.getMap('revealed').toJSON());
      const revealed = bobTab.doc.getMap('revealed').toJSON()[questionId];
      expect(revealed.test_spec).toEqual({ ...spec, cases: spec.cases.slice(0, 2) });
      const wire = JSON.stringify(bobTab.received) + JSON.stringify(bobTab.doc.toJSON());
      expect(wire).not.toContain(String(HIDDEN_INPUT));
      expect(wire).not.toContain(String(HIDDEN_EXPECTED));
    } finally {
      await Promise.all([adaTab.close(), bobTab.close()]);
    }

    const asInterviewee = await bob.client.get(`/questions/technical/${questionId}/`);
    expect(asInterviewee.json().test_spec).toEqual({ ...spec, cases: spec.cases.slice(0, 2) });
    for (const response of [asInterviewee, await bob.client.get(`/interview/${adaInterviewsBob}/`), await bob.client.get(`/interview/${adaInterviewsBob}/room/history/`)]) {
      expect(response.body).not.toContain(String(HIDDEN_INPUT));
      expect(response.body).not.toContain(String(HIDDEN_EXPECTED));
    }
  });
});
