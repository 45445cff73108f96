import { PAIRING_RUNNING } from '@contracts/interviews';
import { runCommand } from '../src/modules/console/runner';
import { underPairingLock } from '../src/modules/pairing/actions';
import { cutoffPairingJob } from '../src/modules/pairing/job';
import { runExclusively } from '../src/lib/jobs';
import { gridWith, interviewsOfWeek, OPEN_WEEK, poolMember, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import { createTestApp, fixedClock, signedInMember, appForThisFile, TestClient, type TestApp } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine; `testTimeout` in a jest project entry is ignored.
jest.setTimeout(60_000);

const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);
const test = appForThisFile({ clock });
const POOL_SIZE = 20;
const PAIR_SUBJECT = 'Your mock interview partner for the week of March 8';
let admin: { client: TestClient; username: string; password: string };

beforeAll(async () => {
  await seedQueues(test, { technical: 4, behavioral: 0 });
  // Everyone shares Monday evening: ten pairs, twenty interviews.
  for (let index = 0; index < POOL_SIZE; index++) await poolMember(test, gridWith([1, 22, 26]));
  const signedIn = await signedInMember(test, { isAdmin: true });
  admin = { client: signedIn.client, username: signedIn.member.username, password: signedIn.password };
});

/**
 * A second server process on the same database. The embedded database belongs to one process, so there
 * the "second process" is the same app, whose requests run concurrently all the same.
 */
async function secondProcess(): Promise<{ app: TestApp; close: () => Promise<void> }> {
  if (test.databaseUrl === 'memory://') return { app: test, close: async () => undefined };
  const other = await createTestApp({ clock, sameDatabaseAs: test });
  return { app: other, close: () => other.close() };
}

const pairOpenWeek = (client: TestClient, signal = true) => client.post('/interview/pair/', { signal, force_current_week: true });
const pairCommand = () => runCommand(test.ctx, { name: 'pair', args: [], kwargs: { 'force-current-week': true }, actor: null, source: 'cli' });

/** Holds the pairing lock, as a long pairing run in some process would, until the returned function is called. */
async function holdPairingLock(): Promise<() => Promise<void>> {
  let release!: () => void;
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const run = underPairingLock(test.ctx, async () => {
    held();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isHeld;
  return async () => {
    release();
    await run;
  };
}

describe('one pairing at a time', () => {
  it('tells the console, the CLI, the API and the undo that a pairing is running while one holds the lock', async () => {
    const release = await holdPairingLock();
    try {
      expect(await pairCommand()).toEqual({ success: false, output: '', error: PAIRING_RUNNING });
      const viaConsole = await admin.client.post('/admin/command/', { command: 'pair', args: [], kwargs: { 'force-current-week': true } });
      expect(viaConsole.json()).toMatchObject({ success: false, error: PAIRING_RUNNING });
      const viaApi = await pairOpenWeek(admin.client);
      expect(viaApi.statusCode).toBe(409);
      expect(viaApi.json()).toEqual({ detail: PAIRING_RUNNING });
      const undo = await pairOpenWeek(admin.client, false);
      expect(undo.statusCode).toBe(409);
      expect(undo.json()).toEqual({ detail: PAIRING_RUNNING });
      // The cutoff job takes the same lock: its tick is skipped.
      expect(await runExclusively(test.ctx, cutoffPairingJob.lockKey, cutoffPairingJob.run)).toBe(false);
    } finally {
      await release();
    }
    expect(await interviewsOfWeek(test, OPEN_WEEK)).toEqual([]);
    expect(test.sentMail).toEqual([]);
  });

  it('pairs the week once when two processes are asked to pair it at the same moment, and tells the second', async () => {
    const second = await secondProcess();
    try {
      const otherAdmin = new TestClient(second.app.app);
      expect((await otherAdmin.login(admin.username, admin.password)).statusCode).toBe(200);

      const answers = await Promise.all([pairOpenWeek(admin.client), pairOpenWeek(otherAdmin)]);
      if (second.app !== test) {
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({ detail: PAIRING_RUNNING });
      } else {
        // The embedded database has one connection: the second request's queries usually wait for the first
        // one's pairing transaction, so it reaches the lock once the first has finished and re-pairs an
        // unchanged pool (kept pairs, nobody told again) instead of being told.
        expect([[201, 201], [201, 409]]).toContainEqual(answers.map((answer) => answer.statusCode).sort());
      }

      const rows = await interviewsOfWeek(test, OPEN_WEEK);
      expect(rows).toHaveLength(POOL_SIZE);
      const partnerMail = [...test.sentMail, ...(second.app === test ? [] : second.app.sentMail)].filter((mail) => mail.subject === PAIR_SUBJECT);
      expect(partnerMail).toHaveLength(POOL_SIZE);
      expect(new Set(partnerMail.map((mail) => mail.to)).size).toBe(POOL_SIZE);
    } finally {
      await second.close();
    }
  });

  it('pairs again once the lock is free: a re-pairing of an unchanged pool keeps its interviews', async () => {
    const before = (await interviewsOfWeek(test, OPEN_WEEK)).map((row) => row.id).sort();
    const result = await pairCommand();
    expect(result.success).toBe(true);
    expect(result.output).toContain('Kept 10 pair(s)');
    expect((await interviewsOfWeek(test, OPEN_WEEK)).map((row) => row.id).sort()).toEqual(before);
  });
});
