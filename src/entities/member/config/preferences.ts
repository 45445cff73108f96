import type { OwnProfileDto } from '@/shared/api';

export type InterviewFocus = OwnProfileDto['interview_focus'];
export type InterviewDifficulty = OwnProfileDto['interview_difficulty'];
/** '' is "no preference". */
export type PreferredLanguage = OwnProfileDto['preferred_language'];

/**
 * The choices and their labels, in the order the forms list them. Typed by the wire contract, so a value the
 * server does not accept fails the type-check; the lists live here (not imported from contracts/) so that
 * nothing of TypeBox reaches the bundle.
 */
export const INTERVIEW_FOCUS_OPTIONS: ReadonlyArray<{ value: InterviewFocus; label: string }> = [
  { value: 'mixed', label: 'Mixed' },
  { value: 'algorithms', label: 'Algorithms and data structures' },
  { value: 'system_design', label: 'System design' },
  { value: 'behavioral', label: 'Behavioral' },
];

export const INTERVIEW_DIFFICULTY_OPTIONS: ReadonlyArray<{ value: InterviewDifficulty; label: string }> = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

export const PREFERRED_LANGUAGE_OPTIONS: ReadonlyArray<{ value: PreferredLanguage; label: string }> = [
  { value: '', label: 'No preference' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'typescript', label: 'TypeScript' },
  { value: 'python', label: 'Python' },
  { value: 'java', label: 'Java' },
  { value: 'cpp', label: 'C++' },
];

/** What a member has before choosing (the server's defaults for existing members). */
export const DEFAULT_INTERVIEW_PREFERENCES = { interviewFocus: 'mixed', interviewDifficulty: 'medium', preferredLanguage: '' } as const;
