/**
 * Who may read what of a question: the one rule every route and message that carries a question applies
 * (docs/decisions.md "Issue 28: the question stays the interviewer's").
 * - `full` (title, prompt, solution, follow-ups): admins; the interviewer of an interview that holds it; and the
 *   interviewee of that interview once its round is over (see roundIsOver), as learning material.
 * - `prompt` (title and prompt only): the interviewee after their interviewer showed it in the room.
 * - `none` (answered as "not found"): everyone else, and the interviewee before either.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviewFeedback, interviews, questionReveals } from '../../db/schema';
import { weekIsOver, type HydrationMoment, type InterviewRow } from '../interviews/dto';
import type { Viewer } from '../members/dto';
import type { QuestionPromptDto } from '@contracts/questions';
import type { BehavioralQuestionDto, TechnicalQuestionDto } from './dto';
import { visibleTestSpec } from './test-spec';

export type QuestionAccess = 'full' | 'prompt' | 'none';

const RANK: Record<QuestionAccess, number> = { none: 0, prompt: 1, full: 2 };

/** What the server knows of one interview's round beyond its row: whether it is over, and what was shown in it. */
export interface RoundFacts {
  over: boolean;
  revealed: ReadonlySet<string>;
}

/** The round is over once its interviewer has given feedback, both members marked it done, or its week has ended. */
export function roundIsOver(row: InterviewRow, interviewerGaveFeedback: boolean, moment: Pick<HydrationMoment, 'now' | 'timeZone'>): boolean {
  return interviewerGaveFeedback || row.status === 'completed' || weekIsOver(row.dateEffective, moment);
}

/** The rule itself, for one question of one interview (the question must be one the interview holds). */
export function questionAccess(viewer: Viewer, row: InterviewRow, round: RoundFacts, questionId: string): QuestionAccess {
  if (viewer.isAdmin || viewer.id === row.interviewerId) return 'full';
  if (viewer.id !== row.intervieweeId) return 'none';
  if (round.over) return 'full';
  return round.revealed.has(questionId) ? 'prompt' : 'none';
}

/** Whether the viewer reads every question of the interview in full (what the Interview object carries). */
export function questionsReadableInFull(viewer: Viewer, row: InterviewRow, round: RoundFacts): boolean {
  return questionAccess(viewer, row, { over: round.over, revealed: new Set() }, '') === 'full';
}

/**
 * The round facts of each interview the viewer is the interviewee of (the only viewer they matter to): two queries
 * whatever the number of rows.
 */
export async function roundFactsFor(db: DbOrTx, rows: InterviewRow[], viewer: Viewer, moment: Pick<HydrationMoment, 'now' | 'timeZone'>): Promise<Map<string, RoundFacts>> {
  const facts = new Map<string, RoundFacts>();
  const open = rows.filter((row) => row.intervieweeId === viewer.id && !roundIsOver(row, false, moment));
  for (const row of rows) facts.set(row.id, { over: !open.includes(row), revealed: new Set() });
  if (open.length === 0) return facts;
  const ids = open.map((row) => row.id);
  const [given, reveals] = await Promise.all([
    db
      .select({ interviewId: interviewFeedback.interviewId })
      .from(interviewFeedback)
      .innerJoin(interviews, eq(interviews.id, interviewFeedback.interviewId))
      .where(and(inArray(interviewFeedback.interviewId, ids), eq(interviewFeedback.authorId, interviews.interviewerId))),
    db.select({ interviewId: questionReveals.interviewId, questionId: questionReveals.questionId }).from(questionReveals).where(inArray(questionReveals.interviewId, ids)),
  ]);
  const withFeedback = new Set(given.map((row) => row.interviewId));
  for (const row of open) {
    const revealed = new Set(reveals.filter((reveal) => reveal.interviewId === row.id).map((reveal) => reveal.questionId));
    facts.set(row.id, { over: withFeedback.has(row.id), revealed });
  }
  return facts;
}

/** What the viewer may read of a question, over every interview of theirs that holds it (an admin: everything). */
export async function accessToQuestion(db: DbOrTx, viewer: Viewer, questionId: string, moment: Pick<HydrationMoment, 'now' | 'timeZone'>): Promise<QuestionAccess> {
  if (viewer.isAdmin) return 'full';
  const rows = await db
    .select()
    .from(interviews)
    .where(
      and(
        or(eq(interviews.interviewerId, viewer.id), eq(interviews.intervieweeId, viewer.id)),
        sql`(${questionId}::uuid = any(${interviews.technicalQuestionIds}) or ${questionId}::uuid = any(${interviews.behavioralQuestionIds}))`,
      ),
    );
  const facts = await roundFactsFor(db, rows, viewer, moment);
  let best: QuestionAccess = 'none';
  for (const row of rows) {
    const access = questionAccess(viewer, row, facts.get(row.id) ?? { over: false, revealed: new Set() }, questionId);
    if (RANK[access] > RANK[best]) best = access;
  }
  return best;
}

/** Records that the interviewer showed the question in the room (idempotent: the first time counts). */
export async function recordReveal(db: DbOrTx, interviewId: string, questionId: string, at: Date): Promise<void> {
  await db.insert(questionReveals).values({ interviewId, questionId, revealedAt: at }).onConflictDoNothing();
}

/** What `prompt` access reads of a question: its title (technical), prompt, and function with the visible cases only. */
export function promptOf(question: TechnicalQuestionDto | BehavioralQuestionDto): QuestionPromptDto {
  if (!('title' in question)) return { question_id: question.question_id, prompt: question.prompt };
  return {
    question_id: question.question_id,
    title: question.title,
    prompt: question.prompt,
    ...(question.test_spec ? { test_spec: visibleTestSpec(question.test_spec) } : {}),
  };
}
