import type { FeedbackDto, FeedbackStateDto, PendingFeedbackListDto, ReceivedFeedbackListDto } from '@/shared/api';

export type { FeedbackDto, FeedbackStateDto, PendingFeedbackListDto, ReceivedFeedbackListDto };

export type FeedbackRole = 'interviewer' | 'interviewee';

/** The four scores, each 1 to 5, higher better: for hints needed, 5 means none were needed. */
export interface FeedbackRatings {
  problemSolving: number;
  communication: number;
  codeQuality: number;
  hintsNeeded: number;
}
export type RatingKey = keyof FeedbackRatings;

/** One participant's feedback about the other. */
export interface Feedback extends FeedbackRatings {
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
