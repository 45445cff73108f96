import type { FeedbackDto, FeedbackStateDto, PendingFeedbackListDto, ReceivedFeedbackListDto } from '@/shared/api';

export type { FeedbackDto, FeedbackStateDto, PendingFeedbackListDto, ReceivedFeedbackListDto };

export type FeedbackRole = 'interviewer' | 'interviewee';

/**
 * The criteria a feedback is scored on (issue 20): `candidate` (by the interviewer), `interviewer` (by the
 * interviewee), or `legacy_interviewer`: an interviewee's scores of their interviewer from before the two
 * rubrics, on the candidate criteria, shown as such and never averaged with either.
 */
export type FeedbackRubric = 'candidate' | 'interviewer' | 'legacy_interviewer';
/** The rubrics a member writes in now; the server says which one is theirs. */
export type WritableRubric = Exclude<FeedbackRubric, 'legacy_interviewer'>;

/** The interviewer's scores of the candidate, each 1 to 5, higher better: for hints needed, 5 means none were needed. */
export interface CandidateRatings {
  problemSolving: number;
  communication: number;
  codeQuality: number;
  hintsNeeded: number;
}

/** The interviewee's scores of the interviewer, each 1 to 5, higher better. */
export interface InterviewerRatings {
  questionClarity: number;
  hintHelpfulness: number;
  /** Professionalism and time-keeping. */
  professionalism: number;
}

export type RatingKey = keyof CandidateRatings | keyof InterviewerRatings;
/** The scores of one feedback: exactly the criteria of its rubric (config/ratings.ts). */
export type FeedbackRatings = Partial<Record<RatingKey, number>>;

/** One participant's feedback about the other. */
export interface Feedback {
  rubric: FeedbackRubric;
  ratings: FeedbackRatings;
  authorId: number;
  subjectId: number;
  /** Markdown, shown sanitised. */
  comments: string;
  created: string;
  updated: string;
}

export interface FeedbackSide {
  submitted: boolean;
  markedDone: boolean;
  /** Null while the viewer may not read it (not revealed yet) or when none was given. */
  feedback: Feedback | null;
}

export type FeedbackWindowState = 'upcoming' | 'open' | 'closed';

/** GET /interview/{id}/feedback/: the window, the reveal, and each side. */
export interface FeedbackState {
  interviewId: string;
  yourRole: FeedbackRole | null;
  /** The rubric the viewer's own feedback is scored on; null for an admin who was not in the interview. */
  yourRubric: WritableRubric | null;
  opensAt: string;
  closesAt: string;
  window: FeedbackWindowState;
  revealed: boolean;
  interviewer: FeedbackSide;
  interviewee: FeedbackSide;
  dateCompleted: string | null;
}

/** An interview whose feedback window is open and where the member still has something to do. */
export interface PendingFeedback {
  interviewId: string;
  closesAt: string;
  feedbackGiven: boolean;
  markedDone: boolean;
}

/** Feedback the member received, once revealed. */
export interface ReceivedFeedback {
  interviewId: string;
  interviewTime: string;
  role: FeedbackRole;
  author: { id: number; username: string; firstName: string; lastName: string };
  feedback: Feedback;
}

/** The feedback a member received in one rubric, summed up by the server: never mixed with another rubric's. */
export interface RubricSummary {
  rubric: FeedbackRubric;
  reviews: number;
  /** The mean of all the rubric's scores. */
  average: number;
  /** Each criterion's mean. */
  criteria: FeedbackRatings;
}

/** GET /interview/feedback/received/: the entries, oldest first, and their summary per rubric. */
export interface ReceivedFeedbackHistory {
  entries: ReceivedFeedback[];
  summary: RubricSummary[];
}
