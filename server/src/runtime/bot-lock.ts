import pg from 'pg';
import type { AppConfig } from '../config';

/** Held while this process runs the chat bot; any fixed number no job or migration uses. */
export const CHAT_BOT_LOCK_KEY = 730_010;

export interface HeldBotLock {
  release(): Promise<void>;
}

/**
 * One chat bot per community: with several server processes on one PostgreSQL, each would otherwise open its
 * own gateway connection and answer every `/verify` twice. The first process to take this session-scoped
 * advisory lock runs the bot; PostgreSQL releases it when that process's connection ends (crash included),
 * so another process can take over. The embedded database has one process (the data-dir lock): no lock needed.
 */
export async function tryBotLock(config: AppConfig): Promise<HeldBotLock | null> {
  if (!config.databaseUrl || !/^postgres(ql)?:\/\//.test(config.databaseUrl)) return { release: async () => {} };
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [CHAT_BOT_LOCK_KEY]);
    if (result.rows[0]?.locked) return { release: () => client.end() };
  } catch (error) {
    await client.end();
    throw error;
  }
  await client.end();
  return null;
}
