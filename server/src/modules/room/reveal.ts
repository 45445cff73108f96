import { eq } from 'drizzle-orm';
import type { RevealedQuestionDto } from '@contracts/room';
import type { DbOrTx } from '../../db/client';
import { technicalQuestions } from '../../db/schema';
import type { RoomInfo } from './access';

/**
 * The title and prompt of a technical question the member asks in one of the room's rounds, or null when they do
 * not ask it (the interviewee, or a question of another interview): only its interviewer may show it, and only
 * the prompt is ever shown.
 */
export async function questionToReveal(db: DbOrTx, room: RoomInfo, questionId: string): Promise<Omit<RevealedQuestionDto, 'at'> | null> {
  const round = room.rounds.find((candidate) => candidate.interviewerId === room.you.id && candidate.technicalQuestionIds.includes(questionId));
  if (!round) return null;
  const [question] = await db
    .select({ title: technicalQuestions.title, prompt: technicalQuestions.prompt })
    .from(technicalQuestions)
    .where(eq(technicalQuestions.id, questionId));
  return question ? { question_id: questionId, interview_id: round.id, title: question.title, prompt: question.prompt } : null;
}
