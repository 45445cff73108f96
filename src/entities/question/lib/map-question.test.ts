import { mapBehavioralQuestion, mapTechnicalQuestion, mapTopic } from './map-question';
import { behavioralQuestionDtoFixture, technicalQuestionDtoFixture } from './question-dto-fixture';

describe('question mappers', () => {
  it('maps a technical question to camelCase with its topic and topic name', () => {
    expect(mapTechnicalQuestion(technicalQuestionDtoFixture())).toEqual({
      questionId: '6f1c2a9e-0d5b-4a51-9a57-3c1f1d1e2a01',
      title: 'Two Sum',
      topic: { topicId: '0b8f5a43-5c8e-4d1e-8a0a-6f2f0e7d9c11', name: 'Arrays' },
      topicName: 'Arrays',
      prompt: 'Given an array of integers, return the indices of the two numbers that add up to a target.',
      solution: 'Keep a map from value to index while scanning once.',
      followUps: 'What if the array is sorted?',
      source: 'https://leetcode.com/problems/two-sum/',
      created: '2026-01-10T12:00:00.000Z',
      createdBy: 'grace',
      approvedBy: 'grace',
      lastAssigned: '2026-03-01',
      difficulty: 'medium',
    });
  });

  it('maps a behavioral question, keeping absent authorship as null', () => {
    expect(mapBehavioralQuestion(behavioralQuestionDtoFixture())).toMatchObject({
      questionId: '9a4e7c2b-3f1d-4b6a-8c5e-1d2f3a4b5c02',
      prompt: 'Tell me about a time you disagreed with a teammate.',
      followUps: 'What would you do differently?',
      approvedBy: null,
      lastAssigned: null,
    });
  });

  it('maps a topic', () => {
    expect(mapTopic({ topic_id: 't1', name: 'Graphs', created: '2026-01-01T00:00:00.000Z', created_by: null })).toEqual({
      topicId: 't1',
      name: 'Graphs',
      created: '2026-01-01T00:00:00.000Z',
      createdBy: null,
    });
  });
});
