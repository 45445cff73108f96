import { RUBRICS } from '../config/ratings';
import type {
  Feedback, FeedbackDto, FeedbackRatings, FeedbackState, FeedbackStateDto, PendingFeedback, PendingFeedbackListDto, RatingKey,
  ReceivedFeedbackHistory, ReceivedFeedbackListDto, WritableRubric,
} from '../model/types';

/** Each criterion's name on the wire. */
const WIRE_NAME = {
  problemSolving: 'problem_solving',
  communication: 'communication',
  codeQuality: 'code_quality',
  hintsNeeded: 'hints_needed',
  questionClarity: 'question_clarity',
  hintHelpfulness: 'hint_helpfulness',
  professionalism: 'professionalism',
} as const satisfies Record<RatingKey, string>;

type WireScores = Partial<Record<(typeof WIRE_NAME)[RatingKey], number>>;

/** The scores of the rubric's criteria, read from a DTO that carries them under their wire names. */
function ratingsOf(rubric: Feedback['rubric'], scores: WireScores): FeedbackRatings {
  return Object.fromEntries(RUBRICS[rubric].fields.map((field) => [field.key, scores[WIRE_NAME[field.key]]]));
}

export function mapFeedback(dto: FeedbackDto): Feedback {
  return {
    rubric: dto.rubric,
    ratings: ratingsOf(dto.rubric, dto as WireScores),
    authorId: dto.author_id,
    subjectId: dto.subject_id,
    comments: dto.comments,
    created: dto.created,
    updated: dto.updated,
  };
}

export function mapFeedbackState(dto: FeedbackStateDto): FeedbackState {
  const side = (value: FeedbackStateDto['interviewer']) => ({
    submitted: value.submitted,
    markedDone: value.marked_done,
    feedback: value.feedback ? mapFeedback(value.feedback) : null,
  });
  return {
    interviewId: dto.interview_id,
    yourRole: dto.your_role,
    yourRubric: dto.your_rubric,
    opensAt: dto.opens_at,
    closesAt: dto.closes_at,
    window: dto.window,
    revealed: dto.revealed,
    interviewer: side(dto.interviewer),
    interviewee: side(dto.interviewee),
    dateCompleted: dto.date_completed,
  };
}

export function mapPendingFeedback(dto: PendingFeedbackListDto): PendingFeedback[] {
  return dto.pending.map((entry) => ({
    interviewId: entry.interview_id,
    closesAt: entry.closes_at,
    feedbackGiven: entry.feedback_given,
    markedDone: entry.marked_done,
  }));
}

export function mapReceivedFeedback(dto: ReceivedFeedbackListDto): ReceivedFeedbackHistory {
  return {
    entries: dto.received.map((entry) => ({
      interviewId: entry.interview_id,
      interviewTime: entry.interview_time,
      role: entry.role,
      author: { id: entry.author.id, username: entry.author.username, firstName: entry.author.first_name, lastName: entry.author.last_name },
      feedback: mapFeedback(entry.feedback),
    })),
    summary: dto.summary.map((entry) => ({
      rubric: entry.rubric,
      reviews: entry.reviews,
      average: entry.average,
      criteria: ratingsOf(entry.rubric, entry.criteria),
    })),
  };
}

/** The request body of POST and PUT /interview/{id}/feedback/: the scores of the author's rubric and the comments. */
export function mapFeedbackToDto(rubric: WritableRubric, ratings: FeedbackRatings, comments: string) {
  const scores = Object.fromEntries(RUBRICS[rubric].fields.map((field) => [WIRE_NAME[field.key], ratings[field.key]]));
  return { ...scores, comments };
}
