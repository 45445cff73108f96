import { eq } from 'drizzle-orm';
import type { RevealedQuestionDto } from '@contracts/room';
import type { DbOrTx } from '../../db/client';
import { technicalQuestions } from '../../db/schema';
import { recordReveal } from '../questions/access';
import { visibleTestSpec } from '../questions/test-spec';
import type { RoomInfo } from './access';

/**
 * Shows a technical question the member asks in one of the room's rounds to their partner: records the reveal (from
 * then on the question rule lets the interviewee read its title and prompt, questions/access.ts) and returns what
 * the room document shows, or null when the member does not ask it (the interviewee, or a question of another
 * interview). Only its interviewer may show it, and only the prompt is ever shown.
 */
export async function revealQuestion(db: DbOrTx, room: RoomInfo, questionId: string, at: Date): Promise<RevealedQuestionDto | null> {
  const round = room.rounds.find((candidate) => candidate.interviewerId === room.you.id && candidate.technicalQuestionIds.includes(questionId));
  if (!round) return null;
  const [question] = await db
    .select({ title: technicalQuestions.title, prompt: technicalQuestions.prompt, testSpec: technicalQuestions.testSpec })
    .from(technicalQuestions)
    .where(eq(technicalQuestions.id, questionId));
  if (!question) return null;
  await recordReveal(db, round.id, questionId, at);
  return {
    question_id: questionId,
    interview_id: round.id,
    title: question.title,
    prompt: question.prompt,
    ...(question.testSpec ? { test_spec: visibleTestSpec(question.testSpec) } : {}),
    at: at.toISOString(),
  };
}
