import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { createEmptyPostgresDatabase } from './helpers/test-database';
import journal from '../src/db/migrations/meta/_journal.json';

const MIGRATION_COUNT = journal.entries.length;

async function recordedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    return Number(result.rows[0].count);
  } finally {
    await client.end();
  }
}

// Two server processes share a database only on a PostgreSQL server (the embedded one belongs to one process),
// so this runs where TEST_DATABASE_URL is set (CI's server suite on PostgreSQL).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('two processes starting at once on an empty PostgreSQL database', () => {
  // Without the lock, one of the two failed on CREATE EXTENSION pg_trgm every time: three tries show it is not luck.
  it.each([1, 2, 3])('both migrate without an error and every migration is applied once (try %i)', async () => {
    const empty = await createEmptyPostgresDatabase();
    const processes: Database[] = [];
    try {
      processes.push(await openDatabase({ databaseUrl: empty.url, dataDir: '/tmp/mockprep-test' }));
      processes.push(await openDatabase({ databaseUrl: empty.url, dataDir: '/tmp/mockprep-test' }));
      const results = await Promise.allSettled(processes.map((database) => database.migrate()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual(['migrated', 'migrated']);
      expect(await recordedMigrations(empty.url)).toBe(MIGRATION_COUNT);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await empty.drop();
    }
  });
});
