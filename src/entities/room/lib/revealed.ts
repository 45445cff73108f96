import type { RevealedQuestionDto } from '@contracts/room';

export interface RevealedQuestion {
  questionId: string;
  title: string;
  prompt: string;
  at: string;
}

function isRevealed(value: unknown): value is RevealedQuestionDto {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['question_id', 'interview_id', 'title', 'prompt', 'at'].every((key) => typeof entry[key] === 'string');
}

/** The questions the interviewer of `interviewId` showed, oldest first, from the document's `revealed` map. */
export function readRevealedQuestions(entries: Readonly<Record<string, unknown>>, interviewId: string): RevealedQuestion[] {
  return Object.values(entries)
    .filter(isRevealed)
    .filter((entry) => entry.interview_id === interviewId)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => ({ questionId: entry.question_id, title: entry.title, prompt: entry.prompt, at: entry.at }));
}
