/**
 * The weekly pairing with members' question history (issue 28: never the same question twice): the real pairing
 * run (matching, question draw, interviews written, notices queued) on an embedded database with 10,000 members in
 * the week, first with no history; then the pairing is undone, five weeks of earlier interviews are written (every
 * member met about 17 questions; all older than the recent-partner window, so the matching is the same) and the
 * week is paired again. The draw reads every member's history in one aggregate (questions/seen.ts); the rows say
 * what the aggregate and the whole run cost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { behavioralQuestions, interviews, members, poolEntries, questionQueues, technicalQuestions, topics } from '../server/src/db/schema';
import { pairWeek } from '../server/src/modules/pairing/actions';
import { RECENT_PARTNER_WEEKS, undoPairing } from '../server/src/modules/pairing/service';
import { addWeeks } from '../server/src/modules/pairing/weeks';
import { questionsSeenBy } from '../server/src/modules/questions/seen';
import { fixedClock } from '../server/src/lib/clock';
import { createAppContext } from '../server/src/runtime/context';
import { createSeededRandom } from '../server/src/modules/pairing/matching/prng';
import { syntheticPool } from './pairing';

const POOL_SIZE = Number(process.env.BENCH_HISTORY_MEMBERS ?? 10_000);
const HISTORY_WEEKS = 5;
// Wednesday noon in Los Angeles; the week of March 8 is ahead.
const NOW = '2026-03-04T20:00:00Z';
const WEEK = '2026-03-08';
const INSERT_CHUNK = 1_000;
/** The run with five weeks of history may cost at most this much more than the run with none. */
const TARGET_RATIO = 1.5;

type Row = Record<string, string | number>;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

export async function benchPairingHistory(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-history-'));
  const config = loadConfig({ DATA_DIR: dataDir, RUN_JOBS: 'false' }, { serveSpa: false });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    const ctx = { ...createAppContext(config, database.db, pino({ level: 'warn' })), clock: fixedClock(NOW), mailer: { send: async () => undefined } };
    const pool = syntheticPool(POOL_SIZE, 20_261_128);
    const memberIds: number[] = [];
    await insertInChunks(pool.members, async (chunk) => {
      const offset = memberIds.length;
      const rows = await ctx.db.insert(members).values(chunk.map((_member, index) => ({
        username: `history${offset + index}`, email: `history${offset + index}@bench.example`, passwordHash: 'not-a-login',
        firstName: 'Bench', lastName: `Member ${offset + index}`, isVerified: true,
      }))).returning({ id: members.id });
      memberIds.push(...rows.map((row) => row.id));
    });
    await insertInChunks(memberIds.map((memberId, index) => ({ weekStart: WEEK, memberId, grid: pool.members[index].availability })), (chunk) => ctx.db.insert(poolEntries).values(chunk));
    const [algorithms] = await ctx.db.insert(topics).values({ name: 'Arrays' }).returning();
    const [design] = await ctx.db.insert(topics).values({ name: 'System design' }).returning();
    const technical = await ctx.db.insert(technicalQuestions).values(Array.from({ length: 40 }, (_, index) => ({
      title: `Q${index}`, prompt: `P${index}`, topicId: index % 4 === 0 ? design.id : algorithms.id,
    }))).returning({ id: technicalQuestions.id });
    const behavioral = await ctx.db.insert(behavioralQuestions).values(Array.from({ length: 20 }, (_, index) => ({ prompt: `Tell me ${index}` }))).returning({ id: behavioralQuestions.id });
    await ctx.db.insert(questionQueues).values([{ type: 'technical', questionIds: technical.map((row) => row.id) }, { type: 'behavioral', questionIds: behavioral.map((row) => row.id) }]);

    let started = performance.now();
    const first = await pairWeek(ctx, { weekStart: WEEK });
    const withoutHistoryMs = performance.now() - started;
    await undoPairing(ctx, WEEK);

    // Earlier weeks of interviews, before the recent-partner window: each member once on each side per week, with random questions.
    const random = createSeededRandom(7);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    for (let week = 1; week <= HISTORY_WEEKS; week++) {
      const weekStart = addWeeks(WEEK, -(RECENT_PARTNER_WEEKS + week));
      const order = [...memberIds].sort(() => random() - 0.5);
      const rows = order.map((interviewerId, index) => ({
        weekStart, interviewerId, intervieweeId: order[(index + 1) % order.length], status: 'completed' as const,
        technicalQuestionIds: [pick(technical).id], behavioralQuestionIds: [pick(behavioral).id], dateEffective: new Date(`${weekStart}T08:00:00Z`),
      }));
      await insertInChunks(rows, (chunk) => ctx.db.insert(interviews).values(chunk));
    }
    started = performance.now();
    const seen = await questionsSeenBy(ctx.db, memberIds);
    const historyQueryMs = performance.now() - started;
    const metPerMember = [...seen.values()].reduce((sum, questions) => sum + questions.size, 0) / memberIds.length;

    started = performance.now();
    const second = await pairWeek(ctx, { weekStart: WEEK });
    const withHistoryMs = performance.now() - started;
    const ratio = withHistoryMs / withoutHistoryMs;
    return [
      {
        measure: `pairing run, ${POOL_SIZE.toLocaleString('en-US')} members, no history (${first.stats.pairs} pairs)`,
        target: '',
        'time (ms)': Math.round(withoutHistoryMs),
        result: '',
      },
      {
        measure: `same, after ${HISTORY_WEEKS} weeks of interviews (${metPerMember.toFixed(1)} questions met per member; ${second.stats.pairs} pairs)`,
        target: `<= ${TARGET_RATIO}x the run without history`,
        'time (ms)': `${Math.round(withHistoryMs)} (${ratio.toFixed(2)}x; the history aggregate alone ${Math.round(historyQueryMs)} ms)`,
        result: ratio <= TARGET_RATIO ? 'PASS' : 'MISS',
      },
    ];
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
