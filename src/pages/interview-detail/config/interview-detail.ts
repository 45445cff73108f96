/** SPEC section 8, "Interviews". */
export const FETCH_ERROR = { title: 'Error fetching interviews', description: 'Please try again later.' } as const;

export const NOT_FOUND = {
  title: 'Interview not found',
  description: 'It does not exist, or you were not part of it.',
} as const;

/** An interview a re-pairing replaced: old email links land here (the server's 410 detail says why). */
export const RETIRED = {
  title: 'This interview no longer exists',
  fallback: 'This interview was replaced when the week was re-paired.',
} as const;

/** Shown to the interviewee while the server keeps the questions from them (server/src/modules/questions/access.ts). */
export const QUESTIONS_HIDDEN = "Your interviewer's questions stay hidden until the interview is over.";
/** The interviewee's questions once the round is over, as learning material next to the feedback (issue 28). */
export const AFTER_THE_INTERVIEW = 'After the interview: the question, a model solution and the follow-ups';
export const NO_QUESTIONS = 'no questions assigned yet';

/** How long the calendar event lasts: both interviews of the pair, back to back, fit in an hour. */
export const MEETING_MINUTES = 60;
export const CALENDAR_FILE_NAME = 'mock-interview.ics';
