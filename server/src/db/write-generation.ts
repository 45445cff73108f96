import type { PGlite } from '@electric-sql/pglite';

interface Counter {
  value: number;
}

/** Per database (tests run several apps, each on its own database, in one process). */
const counters = new WeakMap<object, Counter>();

/** A statement that only reads: what drizzle's selects start with. Anything else counts as a write. */
const READ_ONLY = /^\s*select\b/i;

/**
 * The embedded database has one user, this process: every statement reaches it through `client`. This counts
 * the statements that may have changed something, so a cache can tell "nothing was written since I read
 * this" from a number instead of a query (see `writeGeneration`).
 *
 * The count moves after a writing statement finishes and after every transaction ends (committed or rolled
 * back), never before: whatever was read before the move is treated as old, and whatever is read after it sees
 * the change. A read that overlaps a write is therefore never trusted beyond it. Statements that are not a
 * plain SELECT (DDL, a CTE, a function call) count as writes: an extra miss, never a stale answer.
 */
export function countWrites(client: PGlite, db: object): void {
  const counter: Counter = { value: 0 };
  counters.set(db, counter);
  const bump = () => void (counter.value += 1);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (text: string, ...rest: unknown[]) => {
    try {
      return await (query as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      if (!READ_ONLY.test(text)) bump();
    }
  }) as PGlite['query'];
  client.exec = (async (text: string, ...rest: unknown[]) => {
    try {
      return await (exec as (text: string, ...rest: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      bump();
    }
  }) as PGlite['exec'];
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    try {
      return await transaction(callback);
    } finally {
      bump();
    }
  }) as PGlite['transaction'];
}

/**
 * How many writes the database has seen, for a database only this process writes (the embedded one);
 * `undefined` for a PostgreSQL server, which other processes may change without this one knowing.
 * Equal numbers mean nothing was written in between.
 */
export function writeGeneration(db: object): number | undefined {
  return counters.get(db)?.value;
}
