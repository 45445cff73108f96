import { memberDtoFixture } from '@/entities/member/@x/interview';
import { technicalQuestionDtoFixture } from '@/entities/question/@x/interview';
import type { InterviewDto } from '../model/types';

/**
 * A pending interview in the week of Sunday March 8, 2026 (Pacific time): Ada (id 1) interviews
 * Grace (id 2) on Monday March 9 at 7 PM Pacific. Tests override what they care about.
 */
export function interviewDtoFixture(overrides: Partial<InterviewDto> = {}): InterviewDto {
  return {
    interview_id: '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00',
    interviewer: memberDtoFixture(),
    interviewee: memberDtoFixture({
      id: 2,
      username: 'grace',
      email: 'grace@example.edu',
      first_name: 'Grace',
      last_name: 'Hopper',
      role: '',
      major: 'Mathematics',
      discord_username: 'amazing_grace',
      discord_id: '190612345678901234',
    }),
    technical_questions: [technicalQuestionDtoFixture()],
    behavioral_questions: [],
    date_effective: '2026-03-08T08:00:00.000Z',
    date_completed: null,
    status: 'pending',
    proposed_time: '2026-03-10T02:00:00.000Z',
    agreed: false,
    partner_time_zone: '',
    questions_hidden: false,
    ...overrides,
  };
}
