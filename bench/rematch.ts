/**
 * Re-match latency after a cancellation (issue 22): the real service on an embedded database with 2,000 members
 * in the week (the pairing bench's mixed synthetic pool, paired by the real pairing run), then one member of a
 * pair after another cancels: the time of `cancelInterview` as a member waits for it (the pairing lock, the
 * cancellation and the re-match in one transaction, then the notices handed to a mailer that does nothing).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { behavioralQuestions, interviews, members, poolEntries, questionQueues, technicalQuestions, topics } from '../server/src/db/schema';
import { cancelInterview } from '../server/src/modules/cancellations/service';
import { pairWeek } from '../server/src/modules/pairing/actions';
import { fixedClock } from '../server/src/lib/clock';
import { createAppContext } from '../server/src/runtime/context';
import { syntheticPool } from './pairing';

const WEEK_MEMBERS = 2_000;
const CANCELLATIONS = Number(process.env.BENCH_CANCELLATIONS ?? 40);
const TARGET_MS = 200;
// Wednesday noon in Los Angeles; the week of Sunday March 8 is open and wholly ahead.
const NOW = '2026-03-04T20:00:00Z';
const WEEK = '2026-03-08';
const INSERT_CHUNK = 500;

type Row = Record<string, string | number>;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

export async function benchRematch(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-bench-rematch-'));
  const config = loadConfig({ DATA_DIR: dataDir, RUN_JOBS: 'false' }, { serveSpa: false });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
    const ctx = { ...createAppContext(config, database.db, pino({ level: 'warn' })), clock: fixedClock(NOW), mailer: { send: async () => undefined } };
    const pool = syntheticPool(WEEK_MEMBERS, 20_240_901 + WEEK_MEMBERS);
    const memberIds: number[] = [];
    for (let start = 0; start < WEEK_MEMBERS; start += INSERT_CHUNK) {
      const rows = await ctx.db.insert(members).values(Array.from({ length: Math.min(INSERT_CHUNK, WEEK_MEMBERS - start) }, (_, offset) => ({
        username: `rematch${start + offset}`, email: `rematch${start + offset}@bench.example`, passwordHash: 'not-a-login',
        firstName: 'Bench', lastName: `Member ${start + offset}`, isVerified: true,
      }))).returning({ id: members.id });
      memberIds.push(...rows.map((row) => row.id));
    }
    for (let start = 0; start < WEEK_MEMBERS; start += INSERT_CHUNK) {
      await ctx.db.insert(poolEntries).values(memberIds.slice(start, start + INSERT_CHUNK).map((memberId, offset) => ({
        weekStart: WEEK, memberId, grid: pool.members[start + offset].availability,
      })));
    }
    const [topic] = await ctx.db.insert(topics).values({ name: 'Bench' }).returning();
    const technical = await ctx.db.insert(technicalQuestions).values(Array.from({ length: 20 }, (_, index) => ({ title: `Q${index}`, prompt: `P${index}`, topicId: topic.id }))).returning({ id: technicalQuestions.id });
    const behavioral = await ctx.db.insert(behavioralQuestions).values(Array.from({ length: 10 }, (_, index) => ({ prompt: `Tell me ${index}` }))).returning({ id: behavioralQuestions.id });
    await ctx.db.insert(questionQueues).values([{ type: 'technical', questionIds: technical.map((row) => row.id) }, { type: 'behavioral', questionIds: behavioral.map((row) => row.id) }]);
    const run = await pairWeek(ctx, { weekStart: WEEK });

    const timings: number[] = [];
    let rematched = 0;
    for (let index = 0; index < CANCELLATIONS; index++) {
      const [pending] = await ctx.db.select().from(interviews).where(and(eq(interviews.weekStart, WEEK), eq(interviews.status, 'pending'))).offset(index * 7).limit(1);
      if (!pending) break;
      const started = performance.now();
      const outcome = await cancelInterview(ctx, { interviewId: pending.id, memberId: pending.interviewerId, byAdmin: false, adminId: null, reason: 'Bench' });
      timings.push(performance.now() - started);
      if (outcome.rematch) rematched += 1;
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return [{
      measure: `cancel + re-match, ${WEEK_MEMBERS.toLocaleString('en-US')} members in the week (${run.stats.pairs} pairs, ${run.stats.unpaired} left over)`,
      target: `<= ${TARGET_MS} ms`,
      cancellations: timings.length,
      're-matched': rematched,
      'p50 (ms)': Math.round(percentile(sorted, 0.5)),
      'p95 (ms)': Math.round(percentile(sorted, 0.95)),
      'max (ms)': Math.round(sorted.at(-1) ?? 0),
    }];
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
