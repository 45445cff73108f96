import { loadConfig } from '../config';
import { startServer } from '../main';
import { createLogger } from '../runtime/context';
import { DataDirLockedError } from '../runtime/data-dir-lock';
import { loadDotEnv } from './env-file';
import { PREPARE_DATABASE_ARG, prepareEmbeddedDatabase, prepareEmbeddedDatabaseInChild } from './prepare-database';
import { buildSpaIfStale } from './spa-build';

/** How soon after a signal the same signal is taken as that one delivered twice (see shutDown), not a second Ctrl-C. */
const ECHO_MS = 500;

/** `npm start`: builds the SPA if needed, then serves it and the API until SIGINT or SIGTERM. */
async function start(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger('info');

  if (process.env.SKIP_BUILD !== '1' && !buildSpaIfStale(config.distDir, (message) => console.log(message))) {
    console.error('The web app build failed; see the webpack output above.');
    process.exit(1);
  }
  if (!prepareEmbeddedDatabaseInChild(config)) {
    console.error('The database could not be created or migrated; see the output above.');
    process.exit(1);
  }

  let server;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A crashed server's pid can be reused by an unrelated process, which keeps its lock looking alive.
      console.error(`${error.message}\nStop that server first, or give this one its own DATA_DIR. If that process is not a MockPrep server, delete the lock file.`);
    } else {
      logger.fatal({ err: error }, 'the server could not start');
    }
    process.exit(1);
  }
  console.log(`${config.productName} is running at ${server.url}`);

  let first: { signal: NodeJS.Signals; at: number } | undefined;
  const shutDown = (signal: NodeJS.Signals) => {
    if (first) {
      // One stop often arrives twice: npm passes on the signal it gets, and a terminal's Ctrl-C or a supervisor
      // signalling the whole process group reaches this process as well. A repeated SIGTERM never cuts the drain
      // short (a supervisor whose grace period runs out sends SIGKILL); a person's second Ctrl-C means "now".
      const echo = signal === first.signal && Date.now() - first.at < ECHO_MS;
      if (signal === 'SIGINT' && !echo) process.exit(1);
      return;
    }
    first = { signal, at: Date.now() };
    logger.info({ signal }, 'shutting down');
    // SIGTERM comes from a deploy or an orchestrator: drain first, so the load balancer can move the traffic.
    // Ctrl-C (SIGINT) at a terminal has no load balancer to wait for.
    server.stop({ drain: signal === 'SIGTERM' }).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

async function prepare(): Promise<void> {
  loadDotEnv();
  try {
    await prepareEmbeddedDatabase(loadConfig());
  } catch (error) {
    createLogger('info').fatal({ err: error }, 'the database could not be created or migrated');
    process.exit(1);
  }
}

void (process.argv.includes(PREPARE_DATABASE_ARG) ? prepare() : start());
