import type {
  Feedback, FeedbackDto, FeedbackRatings, FeedbackState, FeedbackStateDto, PendingFeedback, PendingFeedbackListDto, ReceivedFeedback,
  ReceivedFeedbackListDto,
} from '../model/types';

export function mapFeedback(dto: FeedbackDto): Feedback {
  return {
    authorId: dto.author_id,
    subjectId: dto.subject_id,
    problemSolving: dto.problem_solving,
    communication: dto.communication,
    codeQuality: dto.code_quality,
    hintsNeeded: dto.hints_needed,
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

export function mapReceivedFeedback(dto: ReceivedFeedbackListDto): ReceivedFeedback[] {
  return dto.received.map((entry) => ({
    interviewId: entry.interview_id,
    interviewTime: entry.interview_time,
    role: entry.role,
    author: { id: entry.author.id, username: entry.author.username, firstName: entry.author.first_name, lastName: entry.author.last_name },
    feedback: mapFeedback(entry.feedback),
  }));
}

/** The request body of POST and PUT /interview/{id}/feedback/. */
export function mapFeedbackToDto(ratings: FeedbackRatings, comments: string) {
  return {
    problem_solving: ratings.problemSolving,
    communication: ratings.communication,
    code_quality: ratings.codeQuality,
    hints_needed: ratings.hintsNeeded,
    comments,
  };
}
