import type * as Y from 'yjs';
import { isRoomLanguage, TEST_RUNS_MAP, type RoomLanguage } from '@/entities/room';
import type { CaseResult, CaseStatus } from './test-runner';

/** How much of a returned value or an error each case keeps and shares. */
export const CASE_TEXT_LIMIT = 2_000;
const NAME_LIMIT = 100;
const STATUSES: readonly CaseStatus[] = ['pass', 'fail', 'error', 'timeout'];

/** Who ran a test run, with what, when: both kinds of shared entry carry it. */
interface SharedTestRunHeader {
  id: string;
  by: string;
  by_client: number;
  language: RoomLanguage;
  question_id: string;
  /** When it ended, ISO 8601. */
  at: string;
}

/** One example's result as the room document keeps it: `number` counts the examples from 1, in the question's order. */
export interface SharedCaseResult {
  number: number;
  status: CaseStatus;
  got: string | null;
  error: string | null;
  duration_ms: number;
}

/** The examples' latest run: each case's result (cases the run did not reach are absent), or why none ran. */
export interface SharedExamplesRun extends SharedTestRunHeader {
  setup_error: string | null;
  cases: SharedCaseResult[];
}

/**
 * The interviewer's hidden run, as shared with the candidate: how many hidden cases there are and the numbers (from 1,
 * among the hidden cases) of those that did not pass. Nothing else of a hidden case is ever written to the document.
 */
export interface SharedHiddenSummary extends SharedTestRunHeader {
  total: number;
  failed: number[];
}

export const examplesKey = (textName: string, questionId: string) => `${textName}/${questionId}/examples`;
export const hiddenKey = (textName: string, questionId: string) => `${textName}/${questionId}/hidden`;

export function testRunsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(TEST_RUNS_MAP);
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const capped = (text: string | null) => (text === null ? null : text.length > CASE_TEXT_LIMIT ? `${text.slice(0, CASE_TEXT_LIMIT)}…` : text);

interface RunDetails {
  by: string;
  byClient: number;
  language: RoomLanguage;
  questionId: string;
  at?: Date;
}

function header(details: RunDetails): SharedTestRunHeader {
  return {
    id: randomId(),
    by: details.by.slice(0, NAME_LIMIT),
    by_client: details.byClient,
    language: details.language,
    question_id: details.questionId,
    at: (details.at ?? new Date()).toISOString(),
  };
}

export function sharedExamplesRun(results: readonly CaseResult[], setupError: string | null, details: RunDetails): SharedExamplesRun {
  return {
    ...header(details),
    setup_error: capped(setupError),
    cases: results.map((result) => ({
      number: result.index + 1,
      status: result.status,
      got: capped(result.got),
      error: capped(result.error),
      duration_ms: Math.max(0, Math.round(result.durationMs)),
    })),
  };
}

/** The numbers (from 1) of the `total` cases that did not pass: failed, threw, timed out or did not run. */
export function failedNumbers(results: readonly CaseResult[], total: number): number[] {
  const passed = new Set(results.filter((result) => result.status === 'pass').map((result) => result.index));
  return Array.from({ length: total }, (_, index) => index).filter((index) => !passed.has(index)).map((index) => index + 1);
}

/** The summary of a hidden run: `results` are the hidden cases' (their index among the hidden cases), `total` how many there are. */
export function sharedHiddenSummary(results: readonly CaseResult[], total: number, details: RunDetails): SharedHiddenSummary {
  return { ...header(details), total, failed: failedNumbers(results, total) };
}

function readHeader(value: unknown): SharedTestRunHeader | null {
  if (typeof value !== 'object' || value === null) return null;
  const run = value as Record<string, unknown>;
  const { id, by, at, question_id: questionId, language } = run;
  if (typeof by !== 'string' || typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof questionId !== 'string' || !isRoomLanguage(language)) return null;
  return {
    id: typeof id === 'string' ? id : at,
    by: by.slice(0, NAME_LIMIT),
    by_client: typeof run.by_client === 'number' ? run.by_client : -1,
    language,
    question_id: questionId,
    at,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? capped(value) : null);

/**
 * An examples run read from the document, checked: the partner's browser wrote it, so anything malformed is ignored
 * (null), texts are cut again and only cases the question has (`caseCount` examples) are kept.
 */
export function parseSharedExamplesRun(value: unknown, caseCount: number): SharedExamplesRun | null {
  const head = readHeader(value);
  const cases = (value as { cases?: unknown } | null)?.cases;
  if (!head || !Array.isArray(cases)) return null;
  const results: SharedCaseResult[] = [];
  for (const entry of cases as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const result = entry as Record<string, unknown>;
    const status = STATUSES.find((known) => known === result.status);
    const duration = result.duration_ms;
    if (!status || !Number.isInteger(result.number) || typeof duration !== 'number' || !Number.isFinite(duration)) return null;
    const number = result.number as number;
    if (number < 1 || number > caseCount || results.some((known) => known.number === number)) return null;
    results.push({ number, status, got: text(result.got), error: text(result.error), duration_ms: Math.max(0, Math.round(duration)) });
  }
  return { ...head, setup_error: text((value as { setup_error?: unknown }).setup_error), cases: results };
}

/** A hidden summary read from the document, checked: whole counts, failed numbers within them, each once. */
export function parseSharedHiddenSummary(value: unknown): SharedHiddenSummary | null {
  const head = readHeader(value);
  const { total, failed } = (value ?? {}) as { total?: unknown; failed?: unknown };
  if (!head || !Number.isInteger(total) || (total as number) < 1 || !Array.isArray(failed)) return null;
  const numbers = failed as unknown[];
  const valid = numbers.every((number) => Number.isInteger(number) && (number as number) >= 1 && (number as number) <= (total as number));
  if (!valid || new Set(numbers).size !== numbers.length) return null;
  return { ...head, total: total as number, failed: numbers as number[] };
}
