/**
 * The question draw for one interview, matched to its interviewee's preferences (issue 22). Each interview still
 * gets one technical and one behavioral question; the preferences choose which of the two kinds must match:
 * - algorithms: a technical question of a topic that is not system design, at the interviewee's difficulty;
 * - system design: a technical question whose topic name says "system design", at that difficulty (topics are
 *   admin-made names, so the topic is the only place the queue says what kind of technical question it holds);
 * - behavioral: a behavioral question at that difficulty;
 * - mixed: as before any preference, a technical question, at that difficulty.
 * The other question is the head of its queue, as before. The queue order still rules: the first matching
 * question is taken (and moved to the back); a queue without one gives its head, and the interview records a
 * note for its interviewer saying so.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { InterviewFocus, QuestionDifficulty } from '@contracts/preferences';
import type { DbOrTx } from '../../db/client';
import { behavioralQuestions, questionQueues, technicalQuestions, topics, type QuestionType } from '../../db/schema';
import { rotateQueue } from './rotation';

export interface IntervieweePreferences {
  focus: InterviewFocus;
  difficulty: QuestionDifficulty;
}

interface QueuedQuestion {
  id: string;
  difficulty: QuestionDifficulty;
  /** Technical questions only: whether its topic is system design. */
  systemDesign: boolean;
}

const SYSTEM_DESIGN_TOPIC = /system[\s_-]*design/i;

/** Which queue must hold the matching question for this focus, and whether a question of it fits. */
function mainKind(focus: InterviewFocus): QuestionType {
  return focus === 'behavioral' ? 'behavioral' : 'technical';
}

function fitsFocus(question: QueuedQuestion, focus: InterviewFocus): boolean {
  if (focus === 'system_design') return question.systemDesign;
  if (focus === 'algorithms') return !question.systemDesign;
  return true;
}

const KIND_WORDS: Record<InterviewFocus, string> = {
  algorithms: 'algorithms',
  system_design: 'system design',
  behavioral: 'behavioral',
  mixed: 'technical',
};

/** What the interviewer reads when the queue had no matching question ('' when it had). */
export function fallbackNote(wanted: IntervieweePreferences, given: QueuedQuestion | undefined): string {
  const asked = `No ${wanted.difficulty} ${KIND_WORDS[wanted.focus]} question was left in the queue`;
  if (!given) return `${asked}; this interview has none of that kind.`;
  const kind = given.systemDesign ? 'a system design question' : mainKind(wanted.focus) === 'technical' ? 'an algorithms question' : 'a behavioral question';
  const sameKind = fitsFocus(given, wanted.focus);
  if (sameKind) return `${asked}; this one is ${given.difficulty}.`;
  return `${asked}; this one is ${kind}, ${given.difficulty}.`;
}

async function queuedQuestions(tx: DbOrTx, type: QuestionType, ids: readonly string[]): Promise<Map<string, QueuedQuestion>> {
  if (ids.length === 0) return new Map();
  if (type === 'behavioral') {
    const rows = await tx
      .select({ id: behavioralQuestions.id, difficulty: behavioralQuestions.difficulty })
      .from(behavioralQuestions)
      .where(inArray(behavioralQuestions.id, [...ids]));
    return new Map(rows.map((row) => [row.id, { ...row, systemDesign: false }]));
  }
  const rows = await tx
    .select({ id: technicalQuestions.id, difficulty: technicalQuestions.difficulty, topic: topics.name })
    .from(technicalQuestions)
    .innerJoin(topics, eq(topics.id, technicalQuestions.topicId))
    .where(inArray(technicalQuestions.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { id: row.id, difficulty: row.difficulty, systemDesign: SYSTEM_DESIGN_TOPIC.test(row.topic) }]));
}

/**
 * Takes one question for an interview from the queue of `type`: the first in queue order that `matches`, else the
 * head; not one of `avoid` (the pair's other interview) while another is left. Moves it to the back and stamps
 * `last_assigned`, inside the caller's transaction, with the queue row locked like takeFromQueue.
 */
async function takeOne(
  tx: DbOrTx,
  type: QuestionType,
  today: string,
  matches: (question: QueuedQuestion) => boolean,
  avoid: ReadonlySet<string>,
): Promise<{ question: QueuedQuestion | undefined; matched: boolean }> {
  const [row] = await tx.select({ questionIds: questionQueues.questionIds }).from(questionQueues).where(eq(questionQueues.type, type)).for('update');
  const queue = row?.questionIds ?? [];
  const known = await queuedQuestions(tx, type, queue);
  const candidates = queue.map((id) => known.get(id)).filter((question): question is QueuedQuestion => question !== undefined);
  const fresh = candidates.filter((question) => !avoid.has(question.id));
  const pool = fresh.length > 0 ? fresh : candidates;
  const match = pool.find(matches);
  const question = match ?? pool[0];
  if (!question) return { question: undefined, matched: false };
  // The taken id goes to the back, the rest keep their order (rotateQueue on a queue with it moved to the front).
  const { queue: rotated } = rotateQueue([question.id, ...queue.filter((id) => id !== question.id)], 1);
  await tx.update(questionQueues).set({ questionIds: rotated, updated: sql`now()` }).where(eq(questionQueues.type, type));
  const table = type === 'technical' ? technicalQuestions : behavioralQuestions;
  await tx.update(table).set({ lastAssigned: today }).where(eq(table.id, question.id));
  return { question, matched: match !== undefined };
}

export interface DrawnInterviewQuestions {
  technical: string[];
  behavioral: string[];
  /** For the interviewer: why the question is not at the interviewee's focus or difficulty; '' when it is. */
  note: string;
}

/** The two interviews of a pair: the first one's interviewee is `interviewees[0]`. */
export async function drawForPair(
  tx: DbOrTx,
  today: string,
  interviewees: readonly [IntervieweePreferences, IntervieweePreferences],
): Promise<[DrawnInterviewQuestions, DrawnInterviewQuestions]> {
  const taken: Record<QuestionType, Set<string>> = { technical: new Set(), behavioral: new Set() };
  const drawn: DrawnInterviewQuestions[] = [];
  for (const wanted of interviewees) {
    const result: DrawnInterviewQuestions = { technical: [], behavioral: [], note: '' };
    const main = mainKind(wanted.focus);
    const other: QuestionType = main === 'technical' ? 'behavioral' : 'technical';
    const matching = await takeOne(tx, main, today, (question) => question.difficulty === wanted.difficulty && fitsFocus(question, wanted.focus), taken[main]);
    if (matching.question) result[main].push(matching.question.id);
    if (!matching.matched) result.note = fallbackNote(wanted, matching.question);
    const head = await takeOne(tx, other, today, () => false, taken[other]);
    if (head.question) result[other].push(head.question.id);
    for (const type of ['technical', 'behavioral'] as const) for (const id of result[type]) taken[type].add(id);
    drawn.push(result);
  }
  return [drawn[0], drawn[1]];
}
