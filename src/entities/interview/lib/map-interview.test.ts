import { behavioralQuestionDtoFixture } from '@/entities/question/@x/interview';
import { interviewDtoFixture } from './interview-dto-fixture';
import { mapInterview } from './map-interview';

describe('mapInterview', () => {
  it('maps the interview, its participants and questions to camelCase', () => {
    const interview = mapInterview(interviewDtoFixture({ behavioral_questions: [behavioralQuestionDtoFixture()] }));

    expect(interview).toMatchObject({
      interviewId: '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00',
      interviewer: { id: 1, firstName: 'Ada', discordUsername: 'ada#1815', isVerified: true },
      interviewee: { id: 2, firstName: 'Grace', major: 'Mathematics' },
      technicalQuestions: [{ title: 'Two Sum', topicName: 'Arrays', followUps: 'What if the array is sorted?' }],
      behavioralQuestions: [{ prompt: 'Tell me about a time you disagreed with a teammate.' }],
      dateEffective: '2026-03-08T08:00:00.000Z',
      dateCompleted: null,
      status: 'pending',
      proposedTime: '2026-03-10T02:00:00.000Z',
    });
  });

  it('keeps the completion date and an absent proposed time', () => {
    const interview = mapInterview(
      interviewDtoFixture({ status: 'completed', date_completed: '2026-03-11T18:30:00.000Z', proposed_time: null, technical_questions: [] }),
    );

    expect(interview).toMatchObject({ status: 'completed', dateCompleted: '2026-03-11T18:30:00.000Z', proposedTime: null, technicalQuestions: [] });
  });
});
