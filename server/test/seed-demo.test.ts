import { and, count, eq, like } from 'drizzle-orm';
import { availabilities, members, poolEntries, signupRecords, technicalQuestions, topics } from '../src/db/schema';
import type { QuestionBankDto } from '@contracts/question-bank';
import { DEMO_PASSWORD, DEMO_PROFILES } from '../src/modules/demo/profiles';
import { readStarterBank } from '../src/modules/questions/starter-bank';
import type { MemberRow } from '../src/modules/members/dto';
import { queueLength } from '../src/modules/questions/queue';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// A Wednesday: the open week is the one starting Sunday 2026-03-15.
const clock = fixedClock('2026-03-11T20:00:00.000Z');
const test = appForThisFile({ clock });
let admin: { member: MemberRow; client: TestClient };
// The demo's questions are the starter bank's (questions/starter-bank.json).
let starter: QuestionBankDto;
let starterTopics: string[];

beforeAll(async () => {
  starter = await readStarterBank();
  starterTopics = [...new Set(starter.technical.map((question) => question.topic))];
  admin = await signedInMember(test, { username: 'seeder', isAdmin: true });
  // An admin's own topic with a demo topic's name in another case is reused, not duplicated.
  await test.ctx.db.insert(topics).values({ name: 'graphs', createdBy: admin.member.id });
}, 60_000);

async function seed(): Promise<string> {
  const response = await admin.client.post('/admin/command/', { command: 'seed_demo', args: [], kwargs: {} });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { success: boolean; output: string; error: string };
  expect(answer).toMatchObject({ success: true, error: '' });
  return answer.output;
}

async function rowCount(table: typeof topics | typeof technicalQuestions | typeof availabilities | typeof signupRecords): Promise<number> {
  const [row] = await test.ctx.db.select({ value: count() }).from(table);
  return row.value;
}

async function poolSize(weekStart: string): Promise<number> {
  const [row] = await test.ctx.db.select({ value: count() }).from(poolEntries).where(eq(poolEntries.weekStart, weekStart));
  return row.value;
}

describe('seed_demo', () => {
  it('creates topics, queued questions and verified members signed up for the open week', async () => {
    const output = await seed();
    const technical = starter.technical.length;
    const behavioral = starter.behavioral.length;
    expect(DEMO_PROFILES.length).toBeGreaterThanOrEqual(36);
    expect(starterTopics).toContain('Graphs');
    expect(output).toContain(`topics created: ${starterTopics.length - 1}`);
    expect(output).toContain(`technical questions created: ${technical} (${technical} added to the technical queue), 0 already there`);
    expect(output).toContain(`behavioral questions created: ${behavioral} (${behavioral} added to the behavioral queue), 0 already there`);
    expect(output).toContain(`members created: ${DEMO_PROFILES.length}`);
    expect(output).toContain(`password: ${DEMO_PASSWORD}`);
    expect(output).toContain(`pool entries added for the week of 2026-03-15: ${DEMO_PROFILES.length}`);

    expect(await rowCount(topics)).toBe(starterTopics.length);
    expect(await rowCount(technicalQuestions)).toBe(technical);
    expect(await queueLength(test.ctx.db, 'technical')).toBe(technical);
    expect(await queueLength(test.ctx.db, 'behavioral')).toBe(behavioral);
    const demoMembers = await test.ctx.db.select().from(members).where(and(like(members.username, 'demo\\_%'), eq(members.isVerified, true)));
    expect(demoMembers).toHaveLength(DEMO_PROFILES.length);
    expect(new Set(demoMembers.map((member) => member.major)).size).toBeGreaterThan(4);
    expect(await rowCount(availabilities)).toBe(DEMO_PROFILES.length);
    expect(await poolSize('2026-03-15')).toBe(DEMO_PROFILES.length);
    expect(await rowCount(signupRecords)).toBe(DEMO_PROFILES.length);
  });

  it('shows the seeded questions through the API, topics, authorship and test cases included', async () => {
    const questions = (await admin.client.get('/questions/technical/all/')).json() as Array<{
      title: string; topic: { name: string }; created_by: string; test_spec: { cases: unknown[] } | null;
    }>;
    const graphQuestion = starter.technical.find((question) => question.topic === 'Graphs')!;
    const seeded = questions.find((question) => question.title === graphQuestion.title);
    expect(seeded).toMatchObject({ topic: { name: 'graphs' }, created_by: 'seeder' });
    expect(seeded?.test_spec?.cases.length).toBe(graphQuestion.test_spec?.cases.length);
  });

  it('gives every demo member a usable login with the printed password', async () => {
    const client = new TestClient(test.app);
    const response = await client.login(DEMO_PROFILES[0].username, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: DEMO_PROFILES[0].username, groups: [{ name: 'is_verified' }] });
  });

  it('skips everything that exists when run again in the same week', async () => {
    const output = await seed();
    expect(output).toContain('topics created: 0');
    expect(output).toContain(`technical questions created: 0 (0 added to the technical queue), ${starter.technical.length} already there`);
    expect(output).toContain('members created: 0');
    expect(output).toContain('pool entries added for the week of 2026-03-15: 0');
    expect(await rowCount(technicalQuestions)).toBe(starter.technical.length);
    expect(await poolSize('2026-03-15')).toBe(DEMO_PROFILES.length);
  });

  it('enters the demo members into the next open pool when run in a later week', async () => {
    clock.advance(7 * 24 * 3_600_000);
    const output = await seed();
    expect(output).toContain('members created: 0');
    expect(output).toContain(`pool entries added for the week of 2026-03-22: ${DEMO_PROFILES.length}`);
    expect(await poolSize('2026-03-22')).toBe(DEMO_PROFILES.length);
  });

  it('refuses stray arguments', async () => {
    const response = await admin.client.post('/admin/command/', { command: 'seed_demo', args: ['now'], kwargs: {} });
    expect(response.statusCode).toBe(400);
  });
});
