import path from 'node:path';
import pino from 'pino';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { allCommands } from '../modules/console/all-commands';
import { findCommand, runCommand, type CommandResult } from '../modules/console/runner';
import { runOnServer } from '../runtime/command-channel-client';
import { createAppContext, createLogger } from '../runtime/context';
import { BACKUP_COMMANDS, BACKUP_HELP, runBackupCommand } from './backup';
import { withDataDir } from './data-dir-access';
import { loadDotEnv } from './env-file';
import { parseCommandLine, type ParsedCommandLine } from './manage-args';
import { askNewPassword } from './password-prompt';

/** Runs the command here, owning the database for the duration (the embedded one under the data-dir lock). */
async function runInProcess(config: AppConfig, command: ParsedCommandLine): Promise<CommandResult> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const ctx = createAppContext(config, database.db, createLogger('warn', pino.destination(2)));
    return await runCommand(ctx, { ...command, actor: null, source: 'cli' });
  } finally {
    await database.close();
  }
}

/** Through the running server when there is one (it owns the embedded database), else in this process. */
function dispatch(config: AppConfig, command: ParsedCommandLine): Promise<CommandResult> {
  return withDataDir(config, {
    viaServer: (holder) => {
      console.error(`(run by the server, process ${holder.pid})`);
      return runOnServer(holder, command);
    },
    here: () => runInProcess(config, command),
  });
}

/**
 * File arguments are read and written by whichever process runs the command (maybe the running server), so they
 * leave here absolute, relative to where the command was typed: `npm run` moves to the project root and says where it
 * was started in INIT_CWD.
 */
function withAbsoluteFiles(command: ParsedCommandLine): ParsedCommandLine {
  const declared = findCommand(command.name)?.arguments ?? [];
  const base = process.env.INIT_CWD || process.cwd();
  return { ...command, args: command.args.map((arg, index) => (declared[index]?.file && arg.trim() ? path.resolve(base, arg.trim()) : arg)) };
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
    const config = loadConfig(process.env, { runJobs: false, serveSpa: false });
    // backup and restore move files on this machine, so they are the CLI's own, never the console's.
    if (BACKUP_COMMANDS.some((command) => command.name === argv[0])) {
      console.log(await runBackupCommand(config, parseCommandLine(argv, BACKUP_COMMANDS)));
      return 0;
    }
    const command = withAbsoluteFiles(await withPassword(parseCommandLine(argv, allCommands)));
    const result = await dispatch(config, command);
    if (!result.success) {
      console.error(result.error);
      return 1;
    }
    if (result.output) console.log(result.output);
    if (command.name === 'help') console.log(BACKUP_HELP);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

void manage(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
