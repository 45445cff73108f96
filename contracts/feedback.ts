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

/**
 * What a participant writes: the scores of the rubric their role gives them (`RUBRIC_OF_AUTHOR`; the server
 * decides it from who is writing, never from the body) and optional comments. Every score is optional here
 * because which ones are required depends on the author; the service answers 400 per field for a missing score
 * and for a score of the other rubric. `hints_needed` is scored like the others: 5 means no hints were needed.
 */
export const FeedbackBody = Type.Object({
  problem_solving: Type.Optional(Rating),
  communication: Type.Optional(Rating),
  code_quality: Type.Optional(Rating),
  hints_needed: Type.Optional(Rating),
  question_clarity: Type.Optional(Rating),
  hint_helpfulness: Type.Optional(Rating),
  /** Professionalism and time-keeping. */
  professionalism: Type.Optional(Rating),
  /** Markdown; the SPA renders it sanitised, raw HTML skipped. */
  comments: Type.Optional(MultilineText(FEEDBACK_LIMITS.comments)),
});
export type FeedbackBodyDto = Static<typeof FeedbackBody>;

const FeedbackBase = {
  author_id: Type.Integer(),
  subject_id: Type.Integer(),
  comments: Type.String(),
  created: DateTime,
  updated: DateTime,
};

const CandidateScores = {
  problem_solving: Type.Integer(),
  communication: Type.Integer(),
  code_quality: Type.Integer(),
  hints_needed: Type.Integer(),
};

/** One participant's feedback about the other, scored on its rubric (contracts/feedback-rubrics.ts). */
export const Feedback = Type.Union([
  Type.Object({ rubric: Type.Literal('candidate'), ...FeedbackBase, ...CandidateScores }),
  Type.Object({
    rubric: Type.Literal('interviewer'),
    ...FeedbackBase,
    question_clarity: Type.Integer(),
    hint_helpfulness: Type.Integer(),
    professionalism: Type.Integer(),
  }),
  /** An interviewee's feedback from before the two rubrics: the interviewer scored on the candidate criteria. */
  Type.Object({ rubric: Type.Literal('legacy_interviewer'), ...FeedbackBase, ...CandidateScores }),
]);
export type FeedbackDto = Static<typeof Feedback>;

const Rubric = Type.Union([Type.Literal('candidate'), Type.Literal('interviewer'), Type.Literal('legacy_interviewer')]);

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
  /** The rubric the caller's feedback is scored on (from their role); null for an admin who was not in it. */
  your_rubric: Nullable(Type.Union([Type.Literal('candidate'), Type.Literal('interviewer')])),
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
  /**
   * The same feedback summed up per rubric, one entry per rubric the caller received any in: scores of one
   * rubric are never averaged with another's. `average` is the mean of all its scores, `criteria` each one's mean.
   */
  summary: Type.Array(Type.Object({
    rubric: Rubric,
    reviews: Type.Integer(),
    average: Type.Number(),
    criteria: Type.Record(Type.String(), Type.Number()),
  })),
});
export type ReceivedFeedbackListDto = Static<typeof ReceivedFeedbackList>;
