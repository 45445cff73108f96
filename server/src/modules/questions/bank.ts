/**
 * Question banks (issue 29, contracts/question-bank.ts): every question as one JSON file, checked entry by entry with
 * the routes' own field rules before anything is written, imported idempotently, exported in a stable order.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { inArray, sql } from 'drizzle-orm';
import {
  QuestionBank, QUESTION_BANK_FORMAT, QUESTION_BANK_VERSION, type BankBehavioralQuestionDto, type BankTechnicalQuestionDto, type QuestionBankDto,
  type QuestionImportSummaryDto,
} from '@contracts/question-bank';
import { QUESTION_DIFFICULTIES, type QuestionDifficulty } from '@contracts/preferences';
import type { TestSpecDto } from '@contracts/test-cases';
import type { DbOrTx } from '../../db/client';
import { behavioralQuestions, technicalQuestions, topics } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { compiledOnFirstUse, validationErrors, validatorCompiler } from '../../lib/schema-validation';
import { appendToQueue } from './queue';
import { checkedTestSpec } from './test-spec';
import { toBehavioralQuestionInput } from './validation';

/** Imports one at a time across processes: two at once would both find a question missing and add it twice. */
export const QUESTION_IMPORT_LOCK_KEY = 730_290;

/** A bank with problems: `problems` names each entry (`technical[3] (Two Sum): …`), in the file's order. */
export class QuestionBankError extends HttpError {
  constructor(readonly problems: string[]) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
    super(400, `${problems[0]}${more}`, { bank: problems });
  }
}

// The routes' validator (the same ajv, text rule and wording), compiled when the first bank is read.
const validateBank = compiledOnFirstUse(() => validatorCompiler({ schema: QuestionBank, method: 'POST', url: '/questions/import/', httpPart: 'body' }) as ValidateFunction);

type Kind = 'technical' | 'behavioral';
const KINDS: readonly Kind[] = ['technical', 'behavioral'];
const ENTRY_PATH = /^\/(technical|behavioral)\/(\d+)(\/.*)?$/;
const LABEL_LENGTH = 60;

function shortened(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > LABEL_LENGTH ? `${line.slice(0, LABEL_LENGTH)}…` : line;
}

/** `technical[3] (Two Sum)`, `behavioral[0] ("Tell me about…")`: where the entry is in the file, and what it is. */
function entryLabel(kind: Kind, index: number, entry: unknown): string {
  const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const name = kind === 'technical' ? record.title : record.prompt;
  if (typeof name !== 'string' || name.trim() === '') return `${kind}[${index}]`;
  return kind === 'technical' ? `${kind}[${index}] (${shortened(name)})` : `${kind}[${index}] ("${shortened(name)}")`;
}

/** The problems of one part (an entry, or the bank itself) as the routes word them: `field: message`. */
function worded(issues: ErrorObject[]): string[] {
  return Object.entries(validationErrors(issues)).flatMap(([field, messages]) =>
    messages.map((message) => (field === 'non_field_errors' ? message : `${field}: ${message}`)));
}

const technicalKey = (topic: string, title: string) => `${topic.trim().toLowerCase()}\n${title.trim().toLowerCase()}`;
const behavioralKey = (prompt: string) => prompt.trim();

/**
 * The bank as the routes would take each of its questions, or a QuestionBankError naming every problem: the field
 * rules of the question routes, the test cases' values against their declared types (checkedTestSpec), and no
 * question twice in one file. `raw` is any parsed JSON (the route's body, a file's content).
 */
export function checkedBank(raw: unknown): QuestionBankDto {
  const issues = validateBank(raw) ? [] : (validateBank.errors ?? []);
  const bankIssues: ErrorObject[] = [];
  const entryIssues = new Map<string, ErrorObject[]>();
  for (const issue of issues) {
    const match = ENTRY_PATH.exec(issue.instancePath);
    if (!match) {
      bankIssues.push(issue);
      continue;
    }
    const key = `${match[1]}/${match[2]}`;
    const list = entryIssues.get(key) ?? [];
    list.push({ ...issue, instancePath: match[3] ?? '' });
    entryIssues.set(key, list);
  }

  const problems = worded(bankIssues);
  const bank = raw as Partial<Record<Kind, unknown>>;
  for (const kind of KINDS) {
    const entries = Array.isArray(bank?.[kind]) ? (bank[kind] as unknown[]) : [];
    const firstIndex = new Map<string, number>();
    entries.forEach((entry, index) => {
      const label = entryLabel(kind, index, entry);
      const schemaIssues = entryIssues.get(`${kind}/${index}`);
      if (schemaIssues) {
        problems.push(...worded(schemaIssues).map((problem) => `${label}: ${problem}`));
        return;
      }
      if (kind === 'technical') {
        const question = entry as BankTechnicalQuestionDto;
        if (question.test_spec) {
          try {
            checkedTestSpec(question.test_spec);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            problems.push(...(error.errors?.test_spec ?? [error.detail]).map((problem) => `${label}: ${problem}`));
          }
        }
      }
      const key = kind === 'technical'
        ? technicalKey((entry as BankTechnicalQuestionDto).topic, (entry as BankTechnicalQuestionDto).title)
        : behavioralKey((entry as BankBehavioralQuestionDto).prompt);
      const first = firstIndex.get(key);
      if (first === undefined) firstIndex.set(key, index);
      else {
        const same = kind === 'technical' ? 'the same title and topic' : 'the same prompt';
        problems.push(`${label}: ${same} as ${entryLabel(kind, first, entries[first])}; a bank holds each question once.`);
      }
    });
  }
  if (problems.length > 0) throw new QuestionBankError(problems);
  return raw as QuestionBankDto;
}

export interface ImportOptions {
  /** The admin who imports (author and approver of the new questions); null from the CLI. */
  authorId: number | null;
  now: Date;
  /** Works out the summary and writes nothing. */
  dryRun?: boolean;
}

/**
 * Adds the bank's questions the installation does not have, in the caller's transaction: a technical question is
 * already there when one has the same title and topic name (any case), a behavioral one when one has the same
 * prompt; those are left as they are. Topics the bank names are created when missing. New questions go to the end
 * of their queue, in the bank's order, so a fresh installation can pair right after importing.
 */
export async function importBank(tx: DbOrTx, bank: QuestionBankDto, options: ImportOptions): Promise<QuestionImportSummaryDto> {
  const { authorId, now, dryRun = false } = options;
  if (!dryRun) await tx.execute(sql`select pg_advisory_xact_lock(${QUESTION_IMPORT_LOCK_KEY})`);

  const topicIds = new Map((await tx.select({ id: topics.id, name: topics.name }).from(topics)).map((topic) => [topic.name.toLowerCase(), topic.id]));
  const haveTechnical = new Set(
    (await tx.select({ title: technicalQuestions.title, topic: topics.name }).from(technicalQuestions).innerJoin(topics, sql`${topics.id} = ${technicalQuestions.topicId}`))
      .map((row) => technicalKey(row.topic, row.title)),
  );
  const haveBehavioral = new Set((await tx.select({ prompt: behavioralQuestions.prompt }).from(behavioralQuestions)).map((row) => behavioralKey(row.prompt)));

  const newTechnical = bank.technical.filter((question) => !haveTechnical.has(technicalKey(question.topic, question.title)));
  const newBehavioral = bank.behavioral.filter((question) => !haveBehavioral.has(behavioralKey(question.prompt)));
  const missingTopics = new Map<string, string>();
  for (const question of newTechnical) {
    const name = question.topic.trim();
    if (!topicIds.has(name.toLowerCase()) && !missingTopics.has(name.toLowerCase())) missingTopics.set(name.toLowerCase(), name);
  }

  const summary: QuestionImportSummaryDto = {
    dry_run: dryRun,
    technical: { added: newTechnical.length, skipped: bank.technical.length - newTechnical.length, queued: newTechnical.length },
    behavioral: { added: newBehavioral.length, skipped: bank.behavioral.length - newBehavioral.length, queued: newBehavioral.length },
    topics_created: [...missingTopics.values()],
  };
  if (dryRun) return summary;

  if (missingTopics.size > 0) {
    await tx.insert(topics).values([...missingTopics.values()].map((name) => ({ name, createdBy: authorId }))).onConflictDoNothing();
    // Read back rather than trust RETURNING: an admin may have added one of these topics a moment ago (the unique index kept it once).
    const names = [...missingTopics.keys()];
    const rows = await tx.select({ id: topics.id, name: topics.name }).from(topics).where(inArray(sql`lower(${topics.name})`, names));
    for (const topic of rows) topicIds.set(topic.name.toLowerCase(), topic.id);
  }
  const authorship = { createdBy: authorId, approvedBy: authorId };
  if (newTechnical.length > 0) {
    const rows = await tx
      .insert(technicalQuestions)
      .values(newTechnical.map((question) => ({
        ...toBehavioralQuestionInput(question),
        ...authorship,
        title: question.title.trim(),
        topicId: topicIds.get(question.topic.trim().toLowerCase()) as string,
        testSpec: question.test_spec ?? null,
      })))
      .returning({ id: technicalQuestions.id });
    summary.technical.queued = await appendToQueue(tx, 'technical', rows.map((row) => row.id), now);
  }
  if (newBehavioral.length > 0) {
    const rows = await tx
      .insert(behavioralQuestions)
      .values(newBehavioral.map((question) => ({ ...toBehavioralQuestionInput(question), ...authorship })))
      .returning({ id: behavioralQuestions.id });
    summary.behavioral.queued = await appendToQueue(tx, 'behavioral', rows.map((row) => row.id), now);
  }
  return summary;
}

const difficultyRank = (difficulty: QuestionDifficulty) => QUESTION_DIFFICULTIES.indexOf(difficulty);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same spec with its keys in one order (jsonb keeps its own, and a file should not change): the contract's, with
 * optional keys after the required ones, as the route's serializer writes them, so both exports give the same file.
 */
function canonicalSpec(spec: TestSpecDto): TestSpecDto {
  return {
    function_name: spec.function_name,
    parameters: spec.parameters.map(({ name, type }) => ({ name, type })),
    return_type: spec.return_type,
    cases: spec.cases.map((testCase) => ({
      input: testCase.input,
      expected: testCase.expected,
      hidden: testCase.hidden,
      ...(testCase.time_limit_ms === undefined ? {} : { time_limit_ms: testCase.time_limit_ms }),
    })),
    ...(spec.float_tolerance === undefined ? {} : { float_tolerance: spec.float_tolerance }),
  };
}

/**
 * The bank in export order, which depends only on the questions (technical: topic, difficulty, title; behavioral:
 * difficulty, prompt; case-insensitively, then exactly): export, import into an empty installation and export again
 * give the same file.
 */
/** (Test specs in one key order too: canonicalSpec.) */
export function inExportOrder(bank: QuestionBankDto): QuestionBankDto {
  const rank = (difficulty: QuestionDifficulty | undefined) => difficultyRank(difficulty ?? 'medium');
  const technical = [...bank.technical].sort((a, b) =>
    byText(a.topic.toLowerCase(), b.topic.toLowerCase()) || rank(a.difficulty) - rank(b.difficulty) ||
    byText(a.title.toLowerCase(), b.title.toLowerCase()) || byText(a.topic, b.topic) || byText(a.title, b.title) || byText(a.prompt, b.prompt));
  const behavioral = [...bank.behavioral].sort((a, b) =>
    rank(a.difficulty) - rank(b.difficulty) || byText(a.prompt.toLowerCase(), b.prompt.toLowerCase()) || byText(a.prompt, b.prompt));
  return { ...bank, technical: technical.map((question) => (question.test_spec ? { ...question, test_spec: canonicalSpec(question.test_spec) } : question)), behavioral };
}

/** Every question as a bank, topics by name, in export order, every field written out. */
export async function exportBank(db: DbOrTx): Promise<QuestionBankDto> {
  const technicalRows = await db
    .select({ question: technicalQuestions, topic: topics.name })
    .from(technicalQuestions)
    .innerJoin(topics, sql`${topics.id} = ${technicalQuestions.topicId}`);
  const behavioralRows = await db.select().from(behavioralQuestions);
  return inExportOrder({
    format: QUESTION_BANK_FORMAT,
    version: QUESTION_BANK_VERSION,
    technical: technicalRows.map(({ question, topic }) => ({
      title: question.title,
      topic,
      prompt: question.prompt,
      solution: question.solution,
      follow_ups: question.followUps,
      source: question.source,
      difficulty: question.difficulty,
      test_spec: question.testSpec ?? null,
    })),
    behavioral: behavioralRows.map((question) => ({
      prompt: question.prompt,
      solution: question.solution,
      follow_ups: question.followUps,
      source: question.source,
      difficulty: question.difficulty,
    })),
  });
}

/** The bank as a file: two-space JSON and a final line break (what `export_questions` writes and the starter bank is). */
export const bankFileText = (bank: QuestionBankDto): string => `${JSON.stringify(bank, null, 2)}\n`;
