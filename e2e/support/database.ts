import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './paths';
import type { RunningServer } from './server';

const execFileAsync = promisify(execFile);

/** Opens the data directory's embedded database as the server does (pg_trgm loaded) and runs one statement, which must change a row. */
const RUN_STATEMENT = `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create(process.env.PGDATA_DIR, { extensions: { pg_trgm } });
try {
  const { affectedRows } = await db.query(process.env.STATEMENT, JSON.parse(process.env.PARAMS));
  if (!affectedRows) throw new Error('The statement changed no row: ' + process.env.STATEMENT);
} finally {
  await db.close();
}
`;

/**
 * Writes to the server's database what no route lets a test set (e.g. a member's stored time zone). The embedded
 * database belongs to the running server alone, so the server stops, the statement runs, and the server starts again
 * on the same port and data.
 */
export async function writeWhileStopped(server: RunningServer, statement: string, params: unknown[]): Promise<void> {
  await server.restart(async () => {
    const env = { ...process.env, PGDATA_DIR: path.join(server.dataDir, 'pgdata'), STATEMENT: statement, PARAMS: JSON.stringify(params) };
    await execFileAsync(process.execPath, ['--input-type=module', '-e', RUN_STATEMENT], { cwd: repoRoot, env, timeout: 60_000 });
  });
}

/** Stores a member's IANA time zone, as registration or the profile would. */
export function setMemberTimeZone(server: RunningServer, memberId: number, timeZone: string): Promise<void> {
  return writeWhileStopped(server, 'update members set time_zone = $1 where id = $2', [timeZone, memberId]);
}
