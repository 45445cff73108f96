import { readFile, stat, writeFile } from 'node:fs/promises';
import { QUESTION_BANK_LIMITS } from '@contracts/limits';
import type { QuestionImportSummaryDto } from '@contracts/question-bank';
import { CommandFailure, CommandUsageError, flagSet, type Command, type CommandInvocation } from '../console/command';
import { bankFileText, checkedBank, exportBank, importBank, QuestionBankError } from './bank';
import { readStarterBank, STARTER_BANK_PATH } from './starter-bank';

/** The console runs on the server for someone in a browser: it must not read or write the server's files. */
const NO_FILES_HERE =
  'The admin console does not read or write files on the server. Use "Import questions" and "Export questions" on the admin dashboard, ' +
  'or run this with npm run manage on the server.';

function refuseFilesOutsideCli(invocation: CommandInvocation): void {
  if (invocation.source !== 'cli') throw new CommandFailure(NO_FILES_HERE);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

async function readBankFile(file: string): Promise<unknown> {
  try {
    const { size } = await stat(file);
    if (size > QUESTION_BANK_LIMITS.bytes) throw new CommandFailure(`${file} is over ${QUESTION_BANK_LIMITS.bytes / 1024 / 1024} MB: split the bank into smaller files.`);
    const text = await readFile(file, 'utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new CommandFailure(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  } catch (error) {
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(`Cannot read ${file} (${errorCode(error)}).`);
  }
}

function kindLine(kind: string, counts: QuestionImportSummaryDto['technical'], dryRun: boolean): string {
  const added = dryRun ? `${counts.added} new (would be queued)` : `${counts.added} added (${counts.queued} queued)`;
  return `  ${kind}: ${added}, ${counts.skipped} already there (left unchanged)`;
}

/** What an import did (or would do), for the console and the CLI. */
export function importReport(what: string, summary: QuestionImportSummaryDto): string {
  return [
    summary.dry_run ? `Checked ${what}; dry run, nothing written:` : `Imported ${what}:`,
    kindLine('technical', summary.technical, summary.dry_run),
    kindLine('behavioral', summary.behavioral, summary.dry_run),
    `  topics ${summary.dry_run ? 'to create' : 'created'}: ${summary.topics_created.length === 0 ? 'none' : summary.topics_created.join(', ')}`,
  ].join('\n');
}

const importQuestions: Command = {
  name: 'import_questions',
  description:
    'Imports a question bank (JSON, contracts/question-bank.ts): adds the questions not there yet (a technical one is there when its title and topic ' +
    'match, a behavioral one its prompt) to the end of their queues and creates missing topics; writes nothing if any entry is invalid. Running it again adds nothing.',
  arguments: [{ name: 'file', optional: true, file: true }],
  options: [
    { name: 'starter', description: 'Imports the starter bank shipped with MockPrep (questions/starter-bank.json) instead of a file.' },
    { name: 'dry-run', description: 'Checks the bank and says what it would add, writing nothing.' },
  ],
  async run(invocation) {
    const file = invocation.args[0]?.trim();
    const starter = flagSet(invocation, 'starter');
    if (file && starter) throw new CommandUsageError('Give a <file> or --starter, not both.');
    if (!file && !starter) throw new CommandUsageError('Give the <file> to import, or --starter for the starter bank.');
    if (file) refuseFilesOutsideCli(invocation);
    let bank;
    try {
      bank = file ? checkedBank(await readBankFile(file)) : await readStarterBank();
    } catch (error) {
      if (error instanceof QuestionBankError) throw new CommandFailure([...error.problems, 'Nothing was imported.'].join('\n'));
      throw error;
    }
    const { ctx, actor } = invocation;
    const options = { authorId: actor?.id ?? null, now: ctx.clock.now(), dryRun: flagSet(invocation, 'dry-run') };
    const summary = await ctx.db.transaction((tx) => importBank(tx, bank, options));
    return importReport(file ?? `the starter bank (${STARTER_BANK_PATH})`, summary);
  },
};

const exportQuestions: Command = {
  name: 'export_questions',
  description: 'Writes every question to <file> as a question bank (JSON; topics by name, a stable order), for import_questions elsewhere. Without <file> it prints the bank.',
  arguments: [{ name: 'file', optional: true, file: true }],
  options: [{ name: 'force', description: 'Overwrites <file> when it exists.' }],
  async run(invocation) {
    const file = invocation.args[0]?.trim();
    if (file) refuseFilesOutsideCli(invocation);
    const bank = await exportBank(invocation.ctx.db);
    const text = bankFileText(bank);
    if (!file) return text.trimEnd();
    try {
      await writeFile(file, text, { flag: flagSet(invocation, 'force') ? 'w' : 'wx' });
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new CommandFailure(`${file} exists; add --force to overwrite it.`);
      throw new CommandFailure(`Cannot write ${file} (${errorCode(error)}).`);
    }
    return `Wrote ${bank.technical.length} technical and ${bank.behavioral.length} behavioral questions to ${file}.`;
  },
};

export const questionBankCommands: Command[] = [importQuestions, exportQuestions];
