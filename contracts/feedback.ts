/**
 * Feedback after an interview (issue 12): an addition to API.md, described in docs/decisions.md.
 * Each interview row has two participants; each rates the other once, may edit until the feedback is
 * revealed, and marks the interview done.
 */
import { Type, type Static } from 'typebox';
import { DateTime, MultilineText, Nullable, UuidParam } from './common';
import { FEEDBACK_LIMITS } from './limits';

const Rating = Type.Integer({
  minimum: FEEDBACK_LIMITS.rating_min,
  maximum: FEEDBACK_LIMITS.rating_max,
  errorMessage: `Choose a rating from ${FEEDBACK_LIMITS.rating_min} to ${FEEDBACK_LIMITS.rating_max}.`,
});

/** What a participant writes. `hints_needed` is scored like the others: 5 means no hints were needed, 1 many. */
export const FeedbackBody = Type.Object({
  problem_solving: Rating,
  communication: Rating,
  code_quality: Rating,
  hints_needed: Rating,
  /** Markdown; the SPA renders it sanitised, raw HTML skipped. */
  comments: Type.Optional(MultilineText(FEEDBACK_LIMITS.comments)),
});
export type FeedbackBodyDto = Static<typeof FeedbackBody>;

export const Feedback = Type.Object({
  author_id: Type.Integer(),
  subject_id: Type.Integer(),
  problem_solving: Type.Integer(),
  communication: Type.Integer(),
  code_quality: Type.Integer(),
  hints_needed: Type.Integer(),
  comments: Type.String(),
  created: DateTime,
  updated: DateTime,
});
export type FeedbackDto = Static<typeof Feedback>;

/** One participant's side: whether they gave feedback and marked the interview done, and their feedback when the caller may read it. */
export const FeedbackSide = Type.Object({
  submitted: Type.Boolean(),
  marked_done: Type.Boolean(),
  /** Their feedback about the other participant: shown to its author, and to the other participant and admins once revealed. */
  feedback: Nullable(Feedback),
});

const Role = Type.Union([Type.Literal('interviewer'), Type.Literal('interviewee')]);

export const FeedbackState = Type.Object({
  interview_id: Type.String(),
  /** The caller's role in the interview; null for an admin who was not in it. */
  your_role: Nullable(Role),
  opens_at: DateTime,
  closes_at: DateTime,
  window: Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('closed')]),
  /** Both gave feedback, or the window closed: each side may read the other's. */
  revealed: Type.Boolean(),
  interviewer: FeedbackSide,
  interviewee: FeedbackSide,
  date_completed: Nullable(DateTime),
});
export type FeedbackStateDto = Static<typeof FeedbackState>;

export const FeedbackParams = Type.Object({ interviewId: UuidParam('Interview not found.') });

/** The caller's interviews whose feedback window is open and where they still have something to do. */
export const PendingFeedbackList = Type.Object({
  pending: Type.Array(Type.Object({
    interview_id: Type.String(),
    closes_at: DateTime,
    feedback_given: Type.Boolean(),
    marked_done: Type.Boolean(),
  })),
});
export type PendingFeedbackListDto = Static<typeof PendingFeedbackList>;

/** Revealed feedback the caller received, oldest interview first (the profile's history and trend). */
export const ReceivedFeedbackList = Type.Object({
  received: Type.Array(Type.Object({
    interview_id: Type.String(),
    /** When the interview was (its proposed time, else its week's start). */
    interview_time: DateTime,
    /** The caller's role in that interview. */
    role: Role,
    author: Type.Object({ id: Type.Integer(), username: Type.String(), first_name: Type.String(), last_name: Type.String() }),
    feedback: Feedback,
  })),
});
export type ReceivedFeedbackListDto = Static<typeof ReceivedFeedbackList>;
