import type * as Y from 'yjs';
import { RUNS_MAP } from '@/entities/room';
import { RUNNABLE_LANGUAGES, type RunnableLanguage } from '../config/languages';
import { capText } from '../lib/capped-text';
import type { RunOutcome, RunStatus } from './runner';

/**
 * One run as the room document keeps it in its map RUNS_MAP ('runs'): key = the round's text name ('round-1'),
 * value = that round's latest run, a plain JSON object both members see. Output is at most OUTPUT_LIMIT_CHARS a stream.
 */
export interface SharedRun {
  /** Tells two runs with the same output apart. */
  id: string;
  /** The first name of the member who ran it, and their document client (to say "you" in their own tab). */
  by: string;
  by_client: number;
  language: RunnableLanguage;
  status: RunStatus;
  stdout: string;
  stderr: string;
  truncated: boolean;
  /** False when the code never ran (a syntax error, the runner did not load): stderr says why. */
  started: boolean;
  duration_ms: number;
  /** When it ended, ISO 8601. */
  at: string;
}

const STATUSES: readonly RunStatus[] = ['ok', 'error', 'timeout', 'stopped'];
const NAME_LIMIT = 100;

export function runsMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap<unknown>(RUNS_MAP);
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function sharedRunFrom(outcome: RunOutcome, details: { by: string; byClient: number; language: RunnableLanguage; at?: Date }): SharedRun {
  const stdout = capText(outcome.stdout);
  const stderr = capText(outcome.stderr);
  return {
    id: randomId(),
    by: details.by.slice(0, NAME_LIMIT),
    by_client: details.byClient,
    language: details.language,
    status: outcome.status,
    stdout: stdout.text,
    stderr: stderr.text,
    truncated: outcome.truncated || stdout.truncated || stderr.truncated,
    started: outcome.started,
    duration_ms: Math.max(0, Math.round(outcome.durationMs)),
    at: (details.at ?? new Date()).toISOString(),
  };
}

/**
 * A run read from the document, checked: the partner's browser wrote it, so anything malformed is ignored
 * (null) and over-long output is cut as if it had been cut when run.
 */
export function parseSharedRun(value: unknown): SharedRun | null {
  if (typeof value !== 'object' || value === null) return null;
  const run = value as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  const stdout = text(run.stdout);
  const stderr = text(run.stderr);
  const by = text(run.by);
  const at = text(run.at);
  const language = RUNNABLE_LANGUAGES.find((entry) => entry === run.language);
  const status = STATUSES.find((entry) => entry === run.status);
  const duration = typeof run.duration_ms === 'number' && Number.isFinite(run.duration_ms) ? Math.max(0, Math.round(run.duration_ms)) : null;
  if (stdout === null || stderr === null || by === null || at === null || !language || !status || duration === null || Number.isNaN(Date.parse(at))) return null;
  const cappedOut = capText(stdout);
  const cappedErr = capText(stderr);
  return {
    id: text(run.id) ?? at,
    by: by.slice(0, NAME_LIMIT),
    by_client: typeof run.by_client === 'number' ? run.by_client : -1,
    language,
    status,
    stdout: cappedOut.text,
    stderr: cappedErr.text,
    truncated: run.truncated === true || cappedOut.truncated || cappedErr.truncated,
    started: run.started !== false,
    duration_ms: duration,
    at,
  };
}
