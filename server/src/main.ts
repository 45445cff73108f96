import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { jobs } from './jobs';
import { startJobs } from './lib/jobs';
import { internalCommandChannel } from './modules/console/internal-channel';
import { ServiceLifecycle } from './modules/health/lifecycle';
import { drainAndClose } from './modules/health/shutdown';
import { runChatBot, type ChatBotRunner } from './runtime/chat-bot';
import { createAppContext } from './runtime/context';
import { acquireDataDirLock, DataDirLockedError, type HeldLock } from './runtime/data-dir-lock';
import { resolveSessionSecret } from './runtime/session-secret';
import { scaleOutWarnings } from './runtime/scale-out-warnings';

export interface RunningServer {
  /** Where people open the app. */
  url: string;
  /**
   * Stops accepting (after the drain window unless `drain` is false), lets requests finish, stops jobs, closes
   * the app and the database, releases the data directory.
   */
  stop(options?: { drain?: boolean }): Promise<void>;
}

/**
 * The embedded database needs the data directory to itself, so its lock is a must. With an external
 * PostgreSQL several servers may share a directory; the first one takes the lock anyway, only to offer
 * `npm run manage` its local command channel.
 */
function lockDataDir(config: AppConfig, logger: FastifyBaseLogger): HeldLock | null {
  try {
    return acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !config.databaseUrl) throw error;
    logger.info(`${error.message} This server runs without a local command channel.`);
    return null;
  }
}

function listeningUrl(config: AppConfig, app: FastifyInstance): string {
  // PORT=0 asks for any free port, which the configured public URL cannot know.
  if (config.port !== 0) return config.publicUrl;
  const { port } = app.server.address() as AddressInfo;
  return `http://${config.host}:${port}`;
}

export async function startServer(config: AppConfig, logger: FastifyBaseLogger, env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const lock = lockDataDir(config, logger);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let stopJobs: (() => Promise<void>) | undefined;
  let bot: ChatBotRunner | undefined;
  let listening = false;
  const lifecycle = new ServiceLifecycle('starting');
  // Requests and jobs both use the database, so it closes after both; the lock goes last, once the files are flushed.
  const stop = async ({ drain = true }: { drain?: boolean } = {}) => {
    // From the signal on, no job run starts in a process that is going away; one under way finishes meanwhile.
    const jobsStopped = stopJobs?.();
    if (app && listening) {
      const { drainSeconds, timeoutSeconds } = config.shutdown;
      await drainAndClose(app, { drainMs: drain ? drainSeconds * 1000 : 0, timeoutMs: timeoutSeconds * 1000 }, logger);
    } else {
      await app?.close();
    }
    await jobsStopped;
    await bot?.stop();
    await database?.close();
    lock?.release();
  };
  try {
    const sessionSecret = resolveSessionSecret(config.dataDir, env.SESSION_SECRET);
    for (const warning of scaleOutWarnings(env)) logger.warn(warning);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();

    const ctx = createAppContext(config, database.db, logger);
    app = await buildApp(ctx, { sessionSecret, lifecycle });
    if (lock) await app.register(internalCommandChannel, { ctx, secret: lock.info.secret, dumpDatabase: database.dump });
    await app.listen({ host: config.host, port: config.port });
    listening = true;
    lock?.advertise({ host: config.host, port: (app.server.address() as AddressInfo).port });

    if (config.runJobs) stopJobs = startJobs(ctx, jobs);
    bot = await runChatBot(ctx);

    lifecycle.markReady();
    return { url: listeningUrl(config, app), stop };
  } catch (error) {
    await stop({ drain: false });
    throw error;
  }
}
