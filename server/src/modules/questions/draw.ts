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
 *
 * Never the same question twice (issue 28): a question the interviewee has met in any earlier interview, on either
 * side (an interviewer knows the questions they asked), is skipped while a fitting one they have not met is left.
 * When every fitting question is used up, the one they met longest ago is taken, and admins are told how many
 * members that is (questions/seen.ts).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { InterviewFocus, QuestionDifficulty } from '@contracts/preferences';
import type { DbOrTx } from '../../db/client';
import { behavioralQuestions, questionQueues, technicalQuestions, topics, type QuestionType } from '../../db/schema';
import { QUESTION_TYPES } from './queue';
import { rotateQueue } from './rotation';

export interface IntervieweePreferences {
  focus: InterviewFocus;
  difficulty: QuestionDifficulty;
}

/** The questions a member has met, each with the start of the latest week they met it (ISO), from questions/seen.ts. */
export type SeenQuestions = ReadonlyMap<string, string>;

/** Whom an interview's questions are drawn for: their preferences and the questions they have met. */
export interface Interviewee extends IntervieweePreferences {
  seen: SeenQuestions;
}

export interface QueuedQuestion {
  id: string;
  difficulty: QuestionDifficulty;
  /** Technical questions only: whether its topic is system design. */
  systemDesign: boolean;
}

const SYSTEM_DESIGN_TOPIC = /system[\s_-]*design/i;

/** Which queue must hold the matching question for this focus, and whether a question of it fits. */
export function mainKind(focus: InterviewFocus): QuestionType {
  return focus === 'behavioral' ? 'behavioral' : 'technical';
}

export function fitsFocus(question: QueuedQuestion, focus: InterviewFocus): boolean {
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

export async function queuedQuestions(tx: DbOrTx, type: QuestionType, ids: readonly string[]): Promise<Map<string, QueuedQuestion>> {
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

/** Of `questions`, the one the member met longest ago (queue order among equals). */
function metLongestAgo(questions: QueuedQuestion[], seen: SeenQuestions): QueuedQuestion | undefined {
  return questions.reduce<QueuedQuestion | undefined>((oldest, question) => {
    if (!oldest) return question;
    return (seen.get(question.id) ?? '') < (seen.get(oldest.id) ?? '') ? question : oldest;
  }, undefined);
}

export interface DrawnInterviewQuestions {
  technical: string[];
  behavioral: string[];
  /** For the interviewer: why the question is not at the interviewee's focus or difficulty; '' when it is. */
  note: string;
}

/**
 * The two question queues for one pairing run or re-match: read and row-locked once (so two runs never hand out the same head), rotated
 * in memory pair after pair, and written back once by `save`, with `last_assigned` stamped on what was taken. A run
 * of 5,000 pairs is then six statements, not 16 per pair.
 */
export class QuestionDraw {
  private readonly taken: Record<QuestionType, Set<string>> = { technical: new Set(), behavioral: new Set() };

  private constructor(
    private readonly today: string,
    private readonly queues: Record<QuestionType, string[]>,
    private readonly known: Record<QuestionType, Map<string, QueuedQuestion>>,
  ) {}

  static async open(tx: DbOrTx, today: string): Promise<QuestionDraw> {
    const queues = { technical: [] as string[], behavioral: [] as string[] };
    const known = { technical: new Map<string, QueuedQuestion>(), behavioral: new Map<string, QueuedQuestion>() };
    for (const type of QUESTION_TYPES) {
      const [row] = await tx.select({ questionIds: questionQueues.questionIds }).from(questionQueues).where(eq(questionQueues.type, type)).for('update');
      queues[type] = row?.questionIds ?? [];
      known[type] = await queuedQuestions(tx, type, queues[type]);
    }
    return new QuestionDraw(today, queues, known);
  }

  /**
   * One question from the queue of `type`: the first in queue order that `fits` and the interviewee has not met, else
   * the fitting one they met longest ago; with none fitting, the first they have not met, else the one met longest
   * ago. Never one of `avoid` (the pair's other interview) while another is left. It moves to the back of the queue.
   */
  private takeOne(type: QuestionType, fits: (question: QueuedQuestion) => boolean, avoid: ReadonlySet<string>, seen: SeenQuestions): { question: QueuedQuestion | undefined; matched: boolean } {
    const queue = this.queues[type];
    const candidates = queue.map((id) => this.known[type].get(id)).filter((question): question is QueuedQuestion => question !== undefined);
    const fresh = candidates.filter((question) => !avoid.has(question.id));
    const pool = fresh.length > 0 ? fresh : candidates;
    const fitting = pool.filter(fits);
    const choices = fitting.length > 0 ? fitting : pool;
    const question = choices.find((candidate) => !seen.has(candidate.id)) ?? metLongestAgo(choices, seen);
    if (!question) return { question: undefined, matched: false };
    // The taken id goes to the back, the rest keep their order (rotateQueue on a queue with it moved to the front).
    this.queues[type] = rotateQueue([question.id, ...queue.filter((id) => id !== question.id)], 1).queue;
    this.taken[type].add(question.id);
    return { question, matched: fitting.length > 0 };
  }

  /** The two interviews of a pair: the first one's interviewee is `interviewees[0]`. */
  forPair(interviewees: readonly [Interviewee, Interviewee]): [DrawnInterviewQuestions, DrawnInterviewQuestions] {
    const inPair: Record<QuestionType, Set<string>> = { technical: new Set(), behavioral: new Set() };
    const drawn: DrawnInterviewQuestions[] = [];
    for (const wanted of interviewees) {
      const result: DrawnInterviewQuestions = { technical: [], behavioral: [], note: '' };
      const main = mainKind(wanted.focus);
      const other: QuestionType = main === 'technical' ? 'behavioral' : 'technical';
      const fitsWanted = (question: QueuedQuestion) => question.difficulty === wanted.difficulty && fitsFocus(question, wanted.focus);
      const matching = this.takeOne(main, fitsWanted, inPair[main], wanted.seen);
      if (matching.question) result[main].push(matching.question.id);
      if (!matching.matched) result.note = fallbackNote(wanted, matching.question);
      const head = this.takeOne(other, () => true, inPair[other], wanted.seen);
      if (head.question) result[other].push(head.question.id);
      for (const type of QUESTION_TYPES) for (const id of result[type]) inPair[type].add(id);
      drawn.push(result);
    }
    return [drawn[0], drawn[1]];
  }

  /** Writes the rotated queues and stamps `last_assigned`, in the transaction the draw was opened in. */
  async save(tx: DbOrTx): Promise<void> {
    for (const type of QUESTION_TYPES) {
      if (this.taken[type].size === 0) continue;
      await tx.update(questionQueues).set({ questionIds: this.queues[type], updated: sql`now()` }).where(eq(questionQueues.type, type));
      const table = type === 'technical' ? technicalQuestions : behavioralQuestions;
      await tx.update(table).set({ lastAssigned: this.today }).where(inArray(table.id, [...this.taken[type]]));
    }
  }
}
