/**
 * LISTEN on a PostgreSQL channel: how the live parts (the interview room's fan-out, the notifications) hear what
 * other server processes committed. On a PostgreSQL server it takes a connection of its own (a pooled one may be
 * handed to a query and lose the subscription) and, when that connection drops, connects and listens again a
 * second later. The embedded database has one process: PGlite's own `listen` hears its `pg_notify`.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './client';

export type Unlisten = () => Promise<void>;

const RECONNECT_AFTER_MS = 1000;

const isPostgresUrl = (databaseUrl: string | undefined): databaseUrl is string => databaseUrl !== undefined && /^postgres(ql)?:\/\//.test(databaseUrl);

/** Calls `deliver` with each notification's payload on `channel` (a fixed identifier, never input). */
export async function listenOnPostgres(databaseUrl: string, channel: string, logger: FastifyBaseLogger, deliver: (payload: string) => void): Promise<Unlisten> {
  let closed = false;
  let client: pg.Client | undefined;
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.payload) deliver(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'LISTEN connection lost; reconnecting');
      client = undefined;
      if (!closed) setTimeout(() => void connect().catch((retry: unknown) => logger.error({ err: retry, channel }, 'LISTEN reconnect failed')), RECONNECT_AFTER_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  }
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => {});
  };
}

/** PostgreSQL when `databaseUrl` is one, else the embedded database behind `db` (nothing to hear without either). */
export async function listenOnDatabase(
  db: Db, databaseUrl: string | undefined, channel: string, logger: FastifyBaseLogger, deliver: (payload: string) => void,
): Promise<Unlisten> {
  if (isPostgresUrl(databaseUrl)) return listenOnPostgres(databaseUrl, channel, logger, deliver);
  const embedded = (db as unknown as { $client?: PGlite }).$client;
  return embedded?.listen ? embedded.listen(channel, deliver) : async () => {};
}
