import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { behavioralQuestions, questionQueues, technicalQuestions, type QuestionType } from '../../db/schema';
import { FieldErrors } from '../../lib/http-errors';
import { isUuid } from '../../lib/text';

export const QUESTION_TYPES: readonly QuestionType[] = ['technical', 'behavioral'];

const questionTables = { technical: technicalQuestions, behavioral: behavioralQuestions } as const;

/** The queue's ids in order; a queue never saved is empty. */
export async function readQueue(db: DbOrTx, type: QuestionType): Promise<string[]> {
  const [row] = await db.select({ questionIds: questionQueues.questionIds }).from(questionQueues).where(eq(questionQueues.type, type));
  return row?.questionIds ?? [];
}

export async function queueLength(db: DbOrTx, type: QuestionType): Promise<number> {
  return new Set(await readQueue(db, type)).size;
}

/** Replaces the whole order; 400 naming every duplicate id and every id that is not a question of this type. */
export async function replaceQueue(db: DbOrTx, type: QuestionType, questionIds: string[], now: Date): Promise<string[]> {
  const errors = new FieldErrors();
  const seen = new Set<string>();
  for (const id of questionIds) {
    if (seen.has(id)) errors.add('question_queue', `Duplicate question id: ${id}.`);
    seen.add(id);
  }
  const table = questionTables[type];
  const candidates = [...seen].filter(isUuid);
  const existing = candidates.length === 0
    ? new Set<string>()
    : new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, candidates))).map((row) => row.id));
  for (const id of seen) {
    if (!existing.has(id)) errors.add('question_queue', `Unknown ${type} question id: ${id}.`);
  }
  errors.throwIfAny();
  await writeQueue(db, type, questionIds, now);
  return questionIds;
}

async function writeQueue(db: DbOrTx, type: QuestionType, questionIds: string[], now: Date): Promise<void> {
  await db
    .insert(questionQueues)
    .values({ type, questionIds, updated: now })
    .onConflictDoUpdate({ target: questionQueues.type, set: { questionIds, updated: now } });
}

/**
 * Adds existing questions of this type at the back, skipping those already queued; returns how many were added.
 * Call it inside a transaction: the queue row is locked before it is read (created empty first if it never was),
 * so a pairing run rotating the queue or another append on another server process cannot be lost in between.
 */
export async function appendToQueue(tx: DbOrTx, type: QuestionType, questionIds: string[], now: Date): Promise<number> {
  await tx.insert(questionQueues).values({ type, questionIds: [], updated: now }).onConflictDoNothing();
  const [row] = await tx.select({ questionIds: questionQueues.questionIds }).from(questionQueues).where(eq(questionQueues.type, type)).for('update');
  const queue = row?.questionIds ?? [];
  const queued = new Set(queue);
  const added = [...new Set(questionIds)].filter((id) => !queued.has(id));
  if (added.length > 0) await writeQueue(tx, type, [...queue, ...added], now);
  return added.length;
}
