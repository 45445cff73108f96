import type { Static } from 'typebox';
import type { BehavioralQuestionBody, TechnicalQuestionBody, TopicBody } from '@contracts/questions';
import { trimmed } from '../../lib/text';
import type { BehavioralQuestionInput, TechnicalQuestionInput } from './repository';
import { checkedTestSpec } from './test-spec';

export const UNKNOWN_TOPIC = 'Unknown topic.';

/** A checked body as stored: texts trimmed, absent ones empty. Whether the topic exists is the caller's check. */
export function toTechnicalQuestionInput(body: Static<typeof TechnicalQuestionBody>): TechnicalQuestionInput {
  return {
    title: body.title.trim(),
    topicId: body.topic,
    ...toBehavioralQuestionInput(body),
    ...(body.test_spec === undefined ? {} : { testSpec: body.test_spec === null ? null : checkedTestSpec(body.test_spec) }),
  };
}

/** The fields every kind of question shares, as stored. */
export function toBehavioralQuestionInput(body: Static<typeof BehavioralQuestionBody>): BehavioralQuestionInput {
  return {
    prompt: body.prompt.trim(),
    solution: trimmed(body.solution),
    followUps: trimmed(body.follow_ups),
    source: trimmed(body.source),
    ...(body.difficulty === undefined ? {} : { difficulty: body.difficulty }),
  };
}

export const toTopicName = (body: Static<typeof TopicBody>): string => body.name.trim();
