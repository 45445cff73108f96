/**
 * Interview preferences (issue 22): what kind of interview a member wants to practise, how hard, and in which of
 * the room's languages. Pairing prefers partners with the same focus and difficulty; the question draw matches
 * the interviewee's focus and difficulty; admins set each question's difficulty.
 */
import { Type } from 'typebox';

export const INTERVIEW_FOCUSES = ['algorithms', 'system_design', 'behavioral', 'mixed'] as const;
export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
/** The room editor's languages (src/entities/room/config/languages.ts); '' is "no preference". */
export const PREFERRED_LANGUAGES = ['javascript', 'typescript', 'python', 'java', 'cpp'] as const;

export type InterviewFocus = (typeof INTERVIEW_FOCUSES)[number];
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];
export type PreferredLanguage = (typeof PREFERRED_LANGUAGES)[number];

/** What members get before they choose (and what existing members were given). */
export const DEFAULT_INTERVIEW_FOCUS: InterviewFocus = 'mixed';
export const DEFAULT_QUESTION_DIFFICULTY: QuestionDifficulty = 'medium';

// One `enum` keyword each (not a union of literals), so a wrong value gets one message, not one per choice.
export const InterviewFocusSchema = Type.Enum(INTERVIEW_FOCUSES, { errorMessage: `Choose one of: ${INTERVIEW_FOCUSES.join(', ')}.` });
export const QuestionDifficultySchema = Type.Enum(QUESTION_DIFFICULTIES, {
  errorMessage: `Choose one of: ${QUESTION_DIFFICULTIES.join(', ')}.`,
});
export const PreferredLanguageSchema = Type.Enum(['', ...PREFERRED_LANGUAGES] as const, {
  errorMessage: `Choose one of: ${PREFERRED_LANGUAGES.join(', ')}, or nothing.`,
});

export function isPreferredLanguage(value: string): value is PreferredLanguage {
  return (PREFERRED_LANGUAGES as readonly string[]).includes(value);
}
