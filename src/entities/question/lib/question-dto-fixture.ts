import type { BehavioralQuestionDto, TechnicalQuestionDto } from '../model/types';

/** A complete technical question as the API would send it; tests override what they care about. */
export function technicalQuestionDtoFixture(overrides: Partial<TechnicalQuestionDto> = {}): TechnicalQuestionDto {
  return {
    question_id: '6f1c2a9e-0d5b-4a51-9a57-3c1f1d1e2a01',
    title: 'Two Sum',
    topic: { topic_id: '0b8f5a43-5c8e-4d1e-8a0a-6f2f0e7d9c11', name: 'Arrays' },
    prompt: 'Given an array of integers, return the indices of the two numbers that add up to a target.',
    solution: 'Keep a map from value to index while scanning once.',
    follow_ups: 'What if the array is sorted?',
    source: 'https://leetcode.com/problems/two-sum/',
    created: '2026-01-10T12:00:00.000Z',
    created_by: 'grace',
    approved_by: 'grace',
    last_assigned: '2026-03-01',
    difficulty: 'medium',
    test_spec: null,
    ...overrides,
  };
}

/** A complete behavioral question as the API would send it. */
export function behavioralQuestionDtoFixture(overrides: Partial<BehavioralQuestionDto> = {}): BehavioralQuestionDto {
  return {
    question_id: '9a4e7c2b-3f1d-4b6a-8c5e-1d2f3a4b5c02',
    prompt: 'Tell me about a time you disagreed with a teammate.',
    solution: '',
    follow_ups: 'What would you do differently?',
    source: '',
    created: '2026-01-11T12:00:00.000Z',
    created_by: 'grace',
    approved_by: null,
    last_assigned: null,
    difficulty: 'medium',
    ...overrides,
  };
}
