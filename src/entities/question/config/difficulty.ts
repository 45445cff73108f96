import type { TechnicalQuestionDto } from '@/shared/api';

export type QuestionDifficulty = TechnicalQuestionDto['difficulty'];

/** The choices, typed by the wire contract (a value the server refuses fails the type-check). */
export const QUESTION_DIFFICULTY_OPTIONS: ReadonlyArray<{ value: QuestionDifficulty; label: string }> = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

/** What a new question starts at, and what existing questions were given. */
export const DEFAULT_QUESTION_DIFFICULTY: QuestionDifficulty = 'medium';
