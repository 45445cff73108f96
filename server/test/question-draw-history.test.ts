/**
 * Issue 28, item 2: never the same question twice for a member. The draw skips questions the interviewee has met in
 * any earlier interview, on either side, keeping preferences and queue order otherwise; when every fitting question
 * is used up it takes the one they met longest ago, and admins are told how many members that is.
 */
import { eq } from 'drizzle-orm';
import { behavioralQuestions, interviews, members, questionQueues, technicalQuestions, topics } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { signUpForOpenPool } from '../src/modules/interviews/pool-service';
import { runPairing } from '../src/modules/pairing/service';
import { addWeeks } from '../src/modules/pairing/weeks';
import { OPEN_WEEK, poolMember, TWO_PAIRS_AND_A_LONER, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { appForThisFile, fixedClock, signedInMember } from './helpers/test-app';

jest.setTimeout(90_000);

const WEEK_MS = 7 * 86_400_000;
const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });

async function technical(title: string, topicId: string): Promise<string> {
  const [row] = await test.ctx.db.insert(technicalQuestions).values({ title, prompt: title, topicId, difficulty: 'medium' }).returning();
  return row.id;
}

async function setFocus(member: MemberRow, focus: 'algorithms' | 'system_design'): Promise<void> {
  await test.ctx.db.update(members).set({ interviewFocus: focus, interviewDifficulty: 'medium' }).where(eq(members.id, member.id));
}

/** Pairs the open week's pool for real and returns the technical question each interviewee was given. */
async function pairOpenWeek(weekStart: string): Promise<Map<number, string>> {
  await runPairing(test.ctx, { weekStart, dryRun: false });
  const rows = await test.ctx.db.select().from(interviews).where(eq(interviews.weekStart, weekStart));
  return new Map(rows.map((row) => [row.intervieweeId, row.technicalQuestionIds[0]]));
}

let designQuestions: string[];
let algorithmsQuestions: string[];

beforeAll(async () => {
  const [design] = await test.ctx.db.insert(topics).values({ name: 'System Design' }).returning();
  const [arrays] = await test.ctx.db.insert(topics).values({ name: 'Arrays' }).returning();
  designQuestions = [];
  algorithmsQuestions = [];
  for (const n of [1, 2, 3, 4, 5]) designQuestions.push(await technical(`Design ${n}`, design.id));
  for (const n of [1, 2, 3, 4, 5, 6]) algorithmsQuestions.push(await technical(`Arrays ${n}`, arrays.id));
  const behavioral = await test.ctx.db.insert(behavioralQuestions).values([{ prompt: 'A conflict' }, { prompt: 'A failure' }]).returning();
  // Interleaved, so queue order alone would hand a design question out again within a few weeks.
  const technicalQueue = designQuestions.flatMap((id, index) => [id, algorithmsQuestions[index]]).concat(algorithmsQuestions.slice(5));
  await test.ctx.db.insert(questionQueues).values([
    { type: 'technical', questionIds: technicalQueue },
    { type: 'behavioral', questionIds: behavioral.map((row) => row.id) },
  ]);
});

describe('the draw and a member’s history', () => {
  it('gives a member paired five weeks in a row five different questions, then the one met longest ago, and tells admins', async () => {
    const mia = await poolMember(test);
    await setFocus(mia, 'system_design');
    const given: string[] = [];
    let weekStart = OPEN_WEEK;
    for (let week = 0; week < 6; week += 1) {
      // A new algorithms partner each week: their questions come from the other topic, so Mia meets design questions only as interviewee.
      const partner = await poolMember(test, TWO_PAIRS_AND_A_LONER.b);
      await setFocus(partner, 'algorithms');
      await signUpForOpenPool(test.ctx.db, mia.id, TWO_PAIRS_AND_A_LONER.a, clock.now(), test.ctx.config.communityTimeZone);
      if (week === 5) {
        const admin = (await signedInMember(test, { isAdmin: true })).client;
        const coverage = await admin.get('/questions/coverage/');
        expect(coverage.statusCode).toBe(200);
        expect(coverage.json()).toEqual({ week_start: weekStart, exhausted: [{ kind: 'system_design', members: 1 }] });
      }
      given.push((await pairOpenWeek(weekStart)).get(mia.id) ?? '');
      clock.advance(WEEK_MS);
      weekStart = addWeeks(weekStart, 1);
    }

    expect(new Set(given.slice(0, 5))).toEqual(new Set(designQuestions));
    // Every design question used up: the one she met longest ago (week 1's), not the queue's next.
    expect(given[5]).toBe(given[0]);
  });

  it('skips a question the member asked as interviewer', async () => {
    const [ann, bob, cat] = [await poolMember(test), await poolMember(test), await poolMember(test)];
    await setFocus(ann, 'algorithms');
    // Cat practises system design, so Ann's is the only algorithms question of the pair: nothing but history moves it.
    await setFocus(cat, 'system_design');
    const [queue] = await test.ctx.db.select().from(questionQueues).where(eq(questionQueues.type, 'technical'));
    const [firstAlgorithms, secondAlgorithms] = queue.questionIds.filter((id) => algorithmsQuestions.includes(id));
    // Weeks ago Ann asked Bob the algorithms question now first in the queue.
    const past = addWeeks(OPEN_WEEK, -3);
    await test.ctx.db.insert(interviews).values({ weekStart: past, interviewerId: ann.id, intervieweeId: bob.id, technicalQuestionIds: [firstAlgorithms], dateEffective: new Date(`${past}T08:00:00Z`) });
    const weekStart = addWeeks(OPEN_WEEK, 6);
    await signUpForOpenPool(test.ctx.db, ann.id, TWO_PAIRS_AND_A_LONER.a, clock.now(), test.ctx.config.communityTimeZone);
    await signUpForOpenPool(test.ctx.db, cat.id, TWO_PAIRS_AND_A_LONER.b, clock.now(), test.ctx.config.communityTimeZone);

    const given = await pairOpenWeek(weekStart);
    expect(given.get(ann.id)).toBe(secondAlgorithms);
    expect(designQuestions).toContain(given.get(cat.id));
  });
});
