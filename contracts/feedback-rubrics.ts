/**
 * Which criteria a feedback is scored on (issue 20; docs/decisions.md "Feedback rubrics"). Each direction of an
 * interview has its own rubric: the interviewer scores the candidate, the interviewee scores the interviewer.
 * Plain values with no imports: the server's validation, the database check and the SPA read the same lists.
 */

/** The interviewer scores the interviewee (the candidate). "Hints needed": 5 means none were needed. */
export const CANDIDATE_CRITERIA = ['problem_solving', 'communication', 'code_quality', 'hints_needed'] as const;

/** The interviewee scores the interviewer: how clear the question was, how much the hints helped, professionalism and time-keeping. */
export const INTERVIEWER_CRITERIA = ['question_clarity', 'hint_helpfulness', 'professionalism'] as const;

/**
 * `legacy_interviewer`: an interviewee's feedback on their interviewer given before each direction had its own
 * rubric, scored on the candidate criteria. Kept as written and shown as such, never read as interviewer scores,
 * and never written any more.
 */
export const RUBRIC_CRITERIA = {
  candidate: CANDIDATE_CRITERIA,
  interviewer: INTERVIEWER_CRITERIA,
  legacy_interviewer: CANDIDATE_CRITERIA,
} as const;

export type FeedbackRubric = keyof typeof RUBRIC_CRITERIA;
export const FEEDBACK_RUBRICS = Object.keys(RUBRIC_CRITERIA) as FeedbackRubric[];

export type CandidateCriterion = (typeof CANDIDATE_CRITERIA)[number];
export type InterviewerCriterion = (typeof INTERVIEWER_CRITERIA)[number];
export type FeedbackCriterion = CandidateCriterion | InterviewerCriterion;

/** The rubric a participant writes in, from their role in the interview: never chosen by the client. */
export const RUBRIC_OF_AUTHOR = { interviewer: 'candidate', interviewee: 'interviewer' } as const satisfies Record<string, FeedbackRubric>;
