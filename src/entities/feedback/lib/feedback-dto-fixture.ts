import type { FeedbackDto, FeedbackStateDto } from '../model/types';

type CandidateFeedbackDto = Extract<FeedbackDto, { rubric: 'candidate' }>;
type InterviewerFeedbackDto = Extract<FeedbackDto, { rubric: 'interviewer' }>;

const base = {
  author_id: 1,
  subject_id: 2,
  comments: 'Good **structure**.',
  created: '2026-03-10T04:00:00.000Z',
  updated: '2026-03-10T04:00:00.000Z',
};

/** For tests: the interviewer's feedback on the candidate, as the API sends it. */
export function feedbackDtoFixture(overrides: Partial<Omit<CandidateFeedbackDto, 'rubric'>> = {}): CandidateFeedbackDto {
  return { rubric: 'candidate', ...base, problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 2, ...overrides };
}

/** For tests: the interviewee's feedback on the interviewer, as the API sends it. */
export function interviewerFeedbackDtoFixture(overrides: Partial<Omit<InterviewerFeedbackDto, 'rubric'>> = {}): InterviewerFeedbackDto {
  return { rubric: 'interviewer', ...base, author_id: 2, subject_id: 1, question_clarity: 5, hint_helpfulness: 4, professionalism: 3, ...overrides };
}

/** For tests: an interview's feedback state with the window open and nothing given yet, as member 1 (the interviewer) sees it. */
export function feedbackStateDtoFixture(overrides: Partial<FeedbackStateDto> = {}): FeedbackStateDto {
  const nothing = { submitted: false, marked_done: false, feedback: null };
  return {
    interview_id: '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00',
    your_role: 'interviewer',
    your_rubric: 'candidate',
    opens_at: '2026-03-10T02:00:00.000Z',
    closes_at: '2026-03-24T02:00:00.000Z',
    window: 'open',
    revealed: false,
    interviewer: nothing,
    interviewee: nothing,
    date_completed: null,
    ...overrides,
  };
}
