import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { interviews } from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
import { runJobOnce } from '../src/lib/jobs';
import type { MailMessage } from '../src/lib/mailer';
import { AppMetrics } from '../src/lib/metrics';
import { runCommand } from '../src/modules/console/runner';
import type { MemberRow } from '../src/modules/members/dto';
import { outboxDeliveryJob } from '../src/modules/outbox/job';
import { undoWeekPairing } from '../src/modules/pairing/actions';
import { gridWith, OPEN_WEEK, poolMember, seedQueues, WEDNESDAY_BEFORE_CUTOFF } from './helpers/pairing-fixtures';
import type { TestApp } from './helpers/test-app';
import { givePreparedDatabase, openSharedDatabase, openTestDatabase } from './helpers/test-database';

// Three server processes killed with SIGKILL mid-way, each started anew (tsx, and on the embedded database a
// PGlite opened from disk): slow on a busy machine.
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const PARTNER_SUBJECT = 'Your mock interview partner for the week of March 8';
const POOL_SIZE = 6;
const LEASE_PASSED_MS = 6 * 60_000;

/**
 * The database the dying process and its successor share: on PostgreSQL a test database; else an embedded
 * one on disk, which only one process may have open at a time (so the test closes it while the child runs).
 */
interface SharedStore {
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function sharedStore(): Promise<SharedStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-outbox-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    const { database, url } = await openTestDatabase();
    return {
      env: { DATABASE_URL: url, DATA_DIR: dataDir },
      open: async () => (await openSharedDatabase(url)).database,
      dispose: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  givePreparedDatabase(dataDir);
  return {
    env: { DATABASE_URL: '', DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

let store: SharedStore;
let pool: MemberRow[] = [];
let mailLog: string;
const clock = fixedClock(WEDNESDAY_BEFORE_CUTOFF);

/** The process started after the crash (or the test's own setup): a context on the shared database whose mail is recorded. */
async function processOnStore(): Promise<{ ctx: AppContext; sent: MailMessage[]; close: () => Promise<void> }> {
  const database = await store.open();
  const sent: MailMessage[] = [];
  const ctx: AppContext = {
    config: loadConfig(store.env, { runJobs: false, serveSpa: false }),
    db: database.db,
    mailer: { send: async (message) => void sent.push(message) },
    clock,
    logger: pino({ level: 'silent' }),
    metrics: new AppMetrics(),
  };
  return { ctx, sent, close: () => database.close() };
}

/** A partner notice as the recipient's mail system sees it: to whom, and its Message-ID. */
interface Sent {
  to: string;
  messageId: string | undefined;
}

/** Runs the pairing in a child process that SIGKILLs itself at `crash`; returns the partner notices it sent. */
function pairInProcessThatDies(crash: string): Promise<Sent[]> {
  fs.writeFileSync(mailLog, '');
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...store.env, CHILD_CLOCK: clock.now().toISOString(), MAIL_LOG: mailLog };
    // Node itself with tsx's loader (not the tsx wrapper, which would outlive its child): the process killed is the one pairing.
    execFile(process.execPath, ['--liftoff-only', '--import', 'tsx', 'server/test/helpers/outbox-crash-child.ts', crash, OPEN_WEEK], { cwd: root, env, timeout: 120_000 }, (error, _stdout, stderr) => {
      if (error?.signal !== 'SIGKILL') {
        reject(new Error(`the pairing process did not die by SIGKILL (${error?.signal ?? error?.code ?? 'exit 0'}): ${stderr}`));
        return;
      }
      const lines = fs.readFileSync(mailLog, 'utf8').split('\n').filter(Boolean);
      const sent = lines.map((line) => JSON.parse(line) as Sent & { subject: string }).filter((mail) => mail.subject === PARTNER_SUBJECT);
      resolve(sent.map(({ to, messageId }) => ({ to, messageId })));
    });
  });
}

/** A restart after the lease of any claim has passed: the outbox job runs as the jobs start. */
async function restartAndDeliver(): Promise<{ partnerNotices: Sent[]; leftClaimed: string }> {
  clock.advance(LEASE_PASSED_MS);
  const restarted = await processOnStore();
  try {
    await runJobOnce(restarted.ctx, outboxDeliveryJob);
    const status = await runCommand(restarted.ctx, { name: 'outbox_status', args: [], kwargs: {}, actor: null, source: 'cli' });
    const partnerNotices = restarted.sent.filter((mail) => mail.subject === PARTNER_SUBJECT).map(({ to, messageId }) => ({ to, messageId }));
    expect(await restarted.ctx.db.select().from(interviews).where(eq(interviews.weekStart, OPEN_WEEK))).toHaveLength(POOL_SIZE);
    return { partnerNotices, leftClaimed: status.output.split('\n').filter((line) => line.startsWith('- pair:')).join('\n') };
  } finally {
    await restarted.close();
  }
}

/** Undoes the week's pairing so the next child pairs it anew (new interviews, new notices). */
async function undoThePairing(): Promise<void> {
  const setup = await processOnStore();
  try {
    await undoWeekPairing(setup.ctx, OPEN_WEEK);
  } finally {
    await setup.close();
  }
}

const emails = () => pool.map((member) => member.email).sort();
const recipients = (sent: Sent[]) => sent.map((mail) => mail.to).sort();
/** What the members' mail systems keep: one copy per Message-ID (a second copy with the same one is dropped). */
const kept = (sent: Sent[]) => [...new Map(sent.map((mail) => [mail.messageId, mail.to])).values()].sort();

beforeAll(async () => {
  store = await sharedStore();
  mailLog = path.join(store.env.DATA_DIR, 'child-mail.jsonl');
  const setup = await processOnStore();
  try {
    const asTestApp = { ctx: setup.ctx } as TestApp;
    await seedQueues(asTestApp, { technical: 10, behavioral: 0 });
    // Everyone shares Monday evening: three pairs, six partner notices.
    pool = [];
    for (let index = 0; index < POOL_SIZE; index++) pool.push(await poolMember(asTestApp, gridWith([1, 22, 26])));
  } finally {
    await setup.close();
  }
});

afterAll(() => store?.dispose());

describe('a pairing process killed with SIGKILL', () => {
  it('right after the pairing committed: the restarted process sends every partner notice, each once', async () => {
    expect(await pairInProcessThatDies('after-commit')).toEqual([]);
    const { partnerNotices, leftClaimed } = await restartAndDeliver();
    expect(recipients(partnerNotices)).toEqual(emails());
    expect(leftClaimed).toBe('');
  });

  it('right after its first email, before recording it: that member is sent it again with the same Message-ID, which their mail system drops', async () => {
    await undoThePairing();
    const sentBeforeDying = await pairInProcessThatDies('after-first-send');
    expect(sentBeforeDying).toHaveLength(1);
    expect(sentBeforeDying[0].messageId).toMatch(/^<notice\.[0-9a-f]{32}@[^>]+>$/);
    const { partnerNotices, leftClaimed } = await restartAndDeliver();
    expect(recipients(partnerNotices)).toEqual(emails());
    expect(partnerNotices).toContainEqual(sentBeforeDying[0]);
    expect(kept([...sentBeforeDying, ...partnerNotices])).toEqual(emails());
    expect(leftClaimed).toBe('');
  });

  it('between claiming its first email and sending it: the notice is not lost, every member gets theirs once the lease passes', async () => {
    await undoThePairing();
    expect(await pairInProcessThatDies('before-first-send')).toEqual([]);
    const { partnerNotices, leftClaimed } = await restartAndDeliver();
    expect(recipients(partnerNotices)).toEqual(emails());
    expect(new Set(partnerNotices.map((mail) => mail.messageId)).size).toBe(POOL_SIZE);
    expect(leftClaimed).toBe('');
  });
});
