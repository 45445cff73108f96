import { mapBehavioralQuestion, mapTechnicalQuestion, mapTechnicalQuestionDraftToDto, mapTopic } from './map-question';
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
      testSpec: null,
    });
  });

  it('maps test cases both ways, absent tolerance and time limits as null', () => {
    const testSpec = {
      function_name: 'twoSum',
      parameters: [{ name: 'nums', type: 'int[]' as const }, { name: 'target', type: 'int' as const }],
      return_type: 'int[]' as const,
      cases: [
        { input: [[2, 7, 11, 15], 9], expected: [0, 1], hidden: false },
        { input: [[3, 3], 6], expected: [0, 1], hidden: true, time_limit_ms: 500 },
      ],
    };
    const question = mapTechnicalQuestion(technicalQuestionDtoFixture({ test_spec: testSpec }));
    expect(question.testSpec).toEqual({
      functionName: 'twoSum',
      parameters: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }],
      returnType: 'int[]',
      floatTolerance: null,
      cases: [
        { input: [[2, 7, 11, 15], 9], expected: [0, 1], hidden: false, timeLimitMs: null },
        { input: [[3, 3], 6], expected: [0, 1], hidden: true, timeLimitMs: 500 },
      ],
    });
    const draft = { ...question, topicId: question.topic.topicId };
    expect(mapTechnicalQuestionDraftToDto(draft).test_spec).toEqual(testSpec);
    expect(mapTechnicalQuestionDraftToDto({ ...draft, testSpec: { ...question.testSpec!, floatTolerance: 0.001 } }).test_spec?.float_tolerance).toBe(0.001);
    expect(mapTechnicalQuestionDraftToDto({ ...draft, testSpec: null }).test_spec).toBeNull();
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
