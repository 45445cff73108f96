import type { RevealedQuestionDto } from '@contracts/room';
import { readTestSpec, type TestSpec } from '@/entities/question/@x/room';

export interface RevealedQuestion {
  questionId: string;
  title: string;
  prompt: string;
  /** The function to write and its examples (never hidden cases); null for a question without tests. */
  testSpec: TestSpec | null;
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
    .map((entry) => ({ questionId: entry.question_id, title: entry.title, prompt: entry.prompt, testSpec: readTestSpec(entry.test_spec), at: entry.at }));
}
