import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { allCommands } from '../modules/console/all-commands';
import { runCommand, type CommandResult } from '../modules/console/runner';
import { runOnServer } from '../runtime/command-channel-client';
import { createAppContext, createLogger } from '../runtime/context';
import { acquireDataDirLock, DataDirLockedError, lockPathFor, readLiveLock, type HeldLock } from '../runtime/data-dir-lock';
import { loadDotEnv } from './env-file';
import { parseCommandLine, type ParsedCommandLine } from './manage-args';
import { askNewPassword } from './password-prompt';

// A server that is starting holds the lock before it listens; a concurrent manage run holds it briefly.
const BUSY_WAIT_MS = 30_000;
const BUSY_POLL_MS = 250;

/** Runs the command here, owning the database for the duration (the embedded one under the data-dir lock). */
async function runInProcess(config: AppConfig, command: ParsedCommandLine, lock: HeldLock | null): Promise<CommandResult> {
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      const ctx = createAppContext(config, database.db, createLogger('warn', pino.destination(2)));
      return await runCommand(ctx, { ...command, actor: null, source: 'cli' });
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** Through the running server when there is one (it owns the embedded database), else in this process. */
async function dispatch(config: AppConfig, command: ParsedCommandLine): Promise<CommandResult> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const holder = readLiveLock(config.dataDir);
    if (holder?.port) {
      console.error(`(run by the server, process ${holder.pid})`);
      return runOnServer(holder, command);
    }
    if (!holder && config.databaseUrl) return runInProcess(config, command, null);
    if (!holder) {
      try {
        return await runInProcess(config, command, acquireDataDirLock(config.dataDir));
      } catch (error) {
        // Another process took the directory between our look and our grab: wait for it like for any holder.
        if (!(error instanceof DataDirLockedError)) throw error;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${lockPathFor(config.dataDir)} is held by process ${holder?.pid ?? 'unknown'}: a server still starting or another manage command. ` +
          'Try again; if that process is not MockPrep, delete the lock file.',
      );
    }
    await sleep(BUSY_POLL_MS);
  }
}

/** create_admin takes its password from --password, MANAGE_PASSWORD, or a hidden prompt, in that order. */
async function withPassword(command: ParsedCommandLine): Promise<ParsedCommandLine> {
  if (command.name !== 'create_admin' || typeof command.kwargs.password === 'string') return command;
  const password = process.env.MANAGE_PASSWORD || (process.stdin.isTTY ? await askNewPassword() : undefined);
  return password ? { ...command, kwargs: { ...command.kwargs, password } } : command;
}

/** `npm run manage -- <command> [args] [--key value|--flag]`: prints the output; exit code 1 on any failure. */
async function manage(argv: string[]): Promise<number> {
  loadDotEnv();
  try {
    const command = await withPassword(parseCommandLine(argv, allCommands));
    const result = await dispatch(loadConfig(process.env, { runJobs: false, serveSpa: false }), command);
    if (!result.success) {
      console.error(result.error);
      return 1;
    }
    if (result.output) console.log(result.output);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

void manage(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
