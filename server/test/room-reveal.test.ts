import { behavioralQuestions, interviews, technicalQuestions, topics } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { RoomTestClient, roomWeek } from './helpers/room-client';
import { appForThisFile, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile();
let baseUrl: string;
let ada: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };
let adaInterviewsBob: string;
let adaAsks: string;
let bobAsks: string;
const open: RoomTestClient[] = [];

async function join(interviewId: string, member: TestClient): Promise<RoomTestClient> {
  const client = await RoomTestClient.open(baseUrl, interviewId, { member });
  open.push(client);
  await client.until(() => client.received.some((message) => message.type === 'sync'));
  return client;
}

const revealed = (tab: RoomTestClient) => tab.doc.getMap('revealed').toJSON();

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  const [topic] = await test.ctx.db.insert(topics).values({ name: 'Arrays' }).returning();
  const [first, second] = await test.ctx.db
    .insert(technicalQuestions)
    .values([
      { title: 'Two Sum', topicId: topic.id, prompt: 'Find two numbers adding to a target.', solution: 'ADA-SOLUTION: a hash map', followUps: 'ADA-FOLLOW-UP: sorted input?' },
      { title: 'Merge Intervals', topicId: topic.id, prompt: 'Merge overlapping intervals.', solution: 'BOB-SOLUTION: sort by start' },
    ])
    .returning();
  [adaAsks, bobAsks] = [first.id, second.id];
  const [behavioral] = await test.ctx.db.insert(behavioralQuestions).values({ prompt: 'Tell me about a conflict.', solution: 'BEHAVIORAL-NOTES' }).returning();
  const { weekStart, dateEffective } = roomWeek();
  const rows = await test.ctx.db
    .insert(interviews)
    .values([
      { weekStart, interviewerId: ada.member.id, intervieweeId: bob.member.id, technicalQuestionIds: [adaAsks], behavioralQuestionIds: [behavioral.id], dateEffective },
      { weekStart, interviewerId: bob.member.id, intervieweeId: ada.member.id, technicalQuestionIds: [bobAsks], dateEffective },
    ])
    .returning();
  adaInterviewsBob = rows[0].id;
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

describe('showing a question to the partner', () => {
  // First: the room is shared by the tests, and a question once shown stays shown.
  it("refuses the interviewee showing the interviewer's question, and anyone showing a question that is not theirs to ask", async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const bobTab = await join(adaInterviewsBob, bob.client);
    bobTab.send({ type: 'reveal', question_id: adaAsks });
    adaTab.send({ type: 'reveal', question_id: bobAsks });
    adaTab.send({ type: 'reveal', question_id: '00000000-0000-4000-8000-000000000000' });
    await bobTab.until(() => bobTab.received.some((message) => message.type === 'error'));
    await adaTab.until(() => adaTab.received.filter((message) => message.type === 'error').length === 2);

    expect(bobTab.received.find((message) => message.type === 'error')).toEqual({
      type: 'error',
      code: 'not_allowed',
      message: "Only this round's interviewer can show its questions.",
    });
    expect(revealed(adaTab)).not.toHaveProperty(bobAsks);
    expect(revealed(bobTab)).not.toHaveProperty(adaAsks);
  });

  it("shares the title and prompt of the interviewer's question, and nothing of its solution or follow-ups reaches the interviewee", async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const bobTab = await join(adaInterviewsBob, bob.client);
    adaTab.send({ type: 'reveal', question_id: adaAsks });
    await bobTab.until(() => adaAsks in revealed(bobTab));

    expect(revealed(bobTab)[adaAsks]).toEqual({
      question_id: adaAsks,
      interview_id: adaInterviewsBob,
      title: 'Two Sum',
      prompt: 'Find two numbers adding to a target.',
      at: expect.any(String),
    });
    // At the wire: everything Bob's tab received, as text, and the document's stored state.
    const wire = JSON.stringify(bobTab.received);
    const stored = Buffer.from(JSON.stringify(bobTab.doc.toJSON())).toString();
    for (const secret of ['ADA-SOLUTION', 'ADA-FOLLOW-UP', 'BEHAVIORAL-NOTES', 'BOB-SOLUTION']) {
      expect(wire).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });

  it('is kept with the room: a tab that opens later sees what was shown', async () => {
    const bobTab = await join(adaInterviewsBob, bob.client);
    bobTab.send({ type: 'reveal', question_id: bobAsks });
    await bobTab.until(() => bobAsks in revealed(bobTab));
    await Promise.all(open.splice(0).map((client) => client.close()));

    const adaTab = await join(adaInterviewsBob, ada.client);
    await adaTab.until(() => bobAsks in revealed(adaTab));
    expect(revealed(adaTab)[bobAsks]).toMatchObject({ title: 'Merge Intervals', prompt: 'Merge overlapping intervals.' });
  });
});
