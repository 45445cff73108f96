/**
 * Runs the weekly matching on a worker thread, so the server keeps answering
 * requests while a large pool is paired (10,000 members take about a second
 * of CPU; on the main thread every request would wait for it).
 *
 * How the worker loads TypeScript: the server runs from source (tsx), and the
 * tests run under @swc/jest, so there is no compiled .js to hand to `Worker`.
 * The worker is started from a small inline CommonJS entry that registers
 * tsx's require hook (`tsx/cjs/api`) and then requires the matching module's
 * .ts source. The same entry works under `npm start`, the CLI and jest, and
 * tests exercise the real worker rather than an inline shortcut.
 *
 * Input crosses as one transferable byte array (a byte per slot, 336 per
 * member) rather than nested boolean arrays: cloning 10,000 grids would
 * itself hold the main thread for tens of milliseconds. Packing yields to the
 * event loop between batches for the same reason.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DAYS_PER_WEEK, isValidGrid, pairPool, SLOTS_PER_DAY, SLOTS_PER_WEEK, type PairingResult, type PairPoolInput } from './matching';

interface PackedPool {
  ids: Float64Array<ArrayBuffer>;
  priorities: Float64Array<ArrayBuffer>;
  /** SLOTS_PER_WEEK bytes per member, 1 = available. */
  slots: Uint8Array<ArrayBuffer>;
  recentPartners: PairPoolInput['recentPartners'];
  seed: number;
}

const MEMBERS_PER_BATCH = 2_000;

const WORKER_ENTRY = `
const { parentPort, workerData } = require('node:worker_threads');
require('tsx/cjs/api').register();
const { pairPool, DAYS_PER_WEEK, SLOTS_PER_DAY, SLOTS_PER_WEEK } = require(workerData.matchingModule);
const { ids, priorities, slots, recentPartners, seed } = workerData.pool;
const members = Array.from(ids, (id, v) => ({
  id,
  priority: priorities[v],
  availability: Array.from({ length: DAYS_PER_WEEK }, (_, day) =>
    Array.from({ length: SLOTS_PER_DAY }, (_, slot) => slots[v * SLOTS_PER_WEEK + day * SLOTS_PER_DAY + slot] === 1),
  ),
}));
parentPort.postMessage(pairPool({ members, recentPartners, seed }));
`;

async function packPool(input: PairPoolInput): Promise<PackedPool> {
  const count = input.members.length;
  const pool: PackedPool = {
    ids: new Float64Array(count),
    priorities: new Float64Array(count),
    slots: new Uint8Array(count * SLOTS_PER_WEEK),
    recentPartners: input.recentPartners,
    seed: input.seed ?? 0,
  };
  for (let v = 0; v < count; v++) {
    if (v > 0 && v % MEMBERS_PER_BATCH === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const member = input.members[v];
    // Checked here, before packing would turn a malformed grid into an empty one.
    if (!isValidGrid(member.availability)) throw new TypeError(`member ${member.id}: availability must be 7 arrays of 48 booleans`);
    pool.ids[v] = member.id;
    pool.priorities[v] = member.priority ?? 0;
    for (let day = 0; day < DAYS_PER_WEEK; day++) {
      const row = member.availability[day];
      for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
        if (row[slot]) pool.slots[v * SLOTS_PER_WEEK + day * SLOTS_PER_DAY + slot] = 1;
      }
    }
  }
  return pool;
}

/** `pairPool(input)` on a worker thread; rejects with the worker's error (e.g. invalid input). */
export async function runMatchingInWorker(input: PairPoolInput): Promise<PairingResult> {
  const pool = await packPool(input);
  return new Promise<PairingResult>((resolve, reject) => {
    const worker = new Worker(WORKER_ENTRY, {
      eval: true,
      workerData: { matchingModule: path.join(__dirname, 'matching', 'index.ts'), pool },
      transferList: [pool.ids.buffer, pool.priorities.buffer, pool.slots.buffer],
    });
    let settled = false;
    worker.once('message', (result: PairingResult) => {
      settled = true;
      resolve(result);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`pairing worker exited with code ${code} before answering`));
    });
  });
}

/**
 * Pools up to this size are matched on the main thread. Starting a worker (a thread plus tsx compiling the
 * matching module) costs 0.3 to 1.3 s, and more on a busy machine, while matching 38 members takes a few
 * milliseconds and even a dense pool of 200 well under 100 ms: the admins' preview and pair buttons, and their
 * spinners, waited seconds for a thread that saved nothing.
 */
export const MAIN_THREAD_POOL_LIMIT = 200;

/** `pairPool(input)` where it is quickest: inline for a community-sized pool, on a worker for a large one. */
export async function runMatching(input: PairPoolInput): Promise<PairingResult> {
  return input.members.length <= MAIN_THREAD_POOL_LIMIT ? pairPool(input) : runMatchingInWorker(input);
}
