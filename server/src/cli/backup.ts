import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkBackupBytes, hasEmbeddedDatabase, NotABackupError, restoreEmbeddedDatabase } from '../db/embedded-restore';
import { CommandUsageError, flagSet, usageOf, type CommandDeclaration } from '../modules/console/command';
import { helpEntry } from '../modules/console/help-command';
import { checkedInvocation } from '../modules/console/invocation-check';
import { fetchBackupFromServer } from '../runtime/command-channel-client';
import { acquireDataDirLock, DataDirLockedError } from '../runtime/data-dir-lock';
import { withDataDir } from './data-dir-access';
import type { ParsedCommandLine } from './manage-args';

const FILE_ARGUMENT = [{ name: 'file' }];

/** The CLI's own commands: they read and write files on this machine, which the admin console must not. */
export const BACKUP_COMMANDS: readonly CommandDeclaration[] = [
  {
    name: 'backup',
    description: 'Writes a consistent copy of the embedded database (members, pictures, everything) to <file>, also while the server runs.',
    arguments: FILE_ARGUMENT,
    options: [{ name: 'force', description: 'Overwrites <file> when it exists.' }],
  },
  {
    name: 'restore',
    description: 'Replaces the embedded database in DATA_DIR with the backup in <file>. Stop the server first.',
    arguments: FILE_ARGUMENT,
    options: [{ name: 'force', description: 'Replaces the database DATA_DIR already holds.' }],
  },
];

export const BACKUP_HELP = BACKUP_COMMANDS.map(helpEntry).join('\n');

function refuseOnPostgres(config: AppConfig, command: 'backup' | 'restore'): void {
  if (config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl)) {
    const tool =
      command === 'backup'
        ? 'pg_dump --format=custom --file=<file> "$DATABASE_URL"'
        : 'pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>';
    throw new Error(`DATABASE_URL points at a PostgreSQL server: ${command} it with PostgreSQL's own tool (of the server's major version):\n  ${tool}`);
  }
  if (config.databaseUrl) throw new Error(`DATABASE_URL=${config.databaseUrl} is not kept on disk: there is nothing to ${command}.`);
}

/** The embedded database copied in this process, when no server holds the data directory. */
async function dumpHere(dataDir: string): Promise<Readable> {
  if (!hasEmbeddedDatabase(dataDir)) throw new Error(`${dataDir} holds no database yet: nothing to back up.`);
  const database = await openDatabase({ dataDir });
  // The copy is made before dump() returns; streaming it out needs the database no more.
  try {
    return await database.dump!();
  } finally {
    await database.close();
  }
}

/**
 * Streams the backup beside `target`, checks it arrived whole, then gives it the name: an interrupted run
 * leaves no half file under it. Owner-only, since it holds password hashes and addresses.
 */
async function writeBackupFile(source: Readable, target: string, force: boolean): Promise<number> {
  const partial = `${target}.${process.pid}.partial`;
  try {
    await pipeline(source, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    const fd = fs.openSync(partial, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    checkBackupBytes(fs.readFileSync(partial));
    if (force) {
      fs.renameSync(partial, target);
    } else {
      // A hard link fails if the name was taken meanwhile, where a rename would replace it.
      try {
        fs.linkSync(partial, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${target} appeared while the backup was made; nothing was overwritten.`);
        throw error;
      }
    }
    return fs.statSync(target).size;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function backup(config: AppConfig, file: string, force: boolean): Promise<string> {
  refuseOnPostgres(config, 'backup');
  const target = path.resolve(file);
  if (!force && fs.existsSync(target)) throw new Error(`${target} exists; add --force to overwrite it.`);
  const started = Date.now();
  const source = await withDataDir(config, {
    viaServer: (holder) => {
      console.error(`(copy made by the running server, process ${holder.pid})`);
      return fetchBackupFromServer(holder);
    },
    here: () => dumpHere(config.dataDir),
  });
  const bytes = await writeBackupFile(source, target, force);
  return `Backed up ${config.dataDir} to ${target} (${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s).`;
}

function readBackup(file: string): Buffer {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  checkBackupBytes(bytes);
  return bytes;
}

async function restore(config: AppConfig, file: string, force: boolean): Promise<string> {
  refuseOnPostgres(config, 'restore');
  const bytes = readBackup(path.resolve(file));
  let lock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = error.holder ? `process ${error.holder.pid}` : 'another process';
    throw new Error(`${config.dataDir} is in use by ${holder} (a running server or a manage command). Stop the server, then restore; a backup, unlike a restore, can be made while it runs.`);
  }
  try {
    if (hasEmbeddedDatabase(config.dataDir) && !force) {
      throw new Error(`${config.dataDir} already holds a database. Restoring deletes it and puts the backup in its place: add --force to do so (back it up first if in doubt).`);
    }
    const started = Date.now();
    const summary = await restoreEmbeddedDatabase(config.dataDir, bytes);
    const pictures = summary.pictures === null ? '' : `, pictures: ${summary.pictures}`;
    return [
      `Restored ${file} into ${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s (members: ${summary.members}${pictures}).`,
      'Members sign in again unless this DATA_DIR has the backed-up server\'s session-secret file (or the same SESSION_SECRET).',
    ].join('\n');
  } finally {
    lock.release();
  }
}

/** `npm run manage -- backup|restore <file> [--force]`: prints what was done; throws with the reason when refused. */
export async function runBackupCommand(config: AppConfig, command: ParsedCommandLine): Promise<string> {
  const declaration = BACKUP_COMMANDS.find((candidate) => candidate.name === command.name);
  if (!declaration) throw new CommandUsageError(`Unknown command "${command.name}".`);
  let force: boolean;
  try {
    force = flagSet({ kwargs: checkedInvocation(declaration, command.args, command.kwargs) }, 'force');
  } catch (error) {
    if (error instanceof CommandUsageError) throw new CommandUsageError(`${error.message} Usage: npm run manage -- ${usageOf(declaration)}`);
    throw error;
  }
  const [file] = command.args;
  try {
    return declaration.name === 'backup' ? await backup(config, file, force) : await restore(config, file, force);
  } catch (error) {
    if (error instanceof NotABackupError) throw new Error(`${file} is not a MockPrep backup: ${error.message}.`);
    throw error;
  }
}
