import { FieldErrors } from '../../lib/http-errors';
import type { TechnicalQuestionInput } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs can never match a row; checking first keeps PostgreSQL from rejecting the cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

const LIMITS = { title: 200, topicName: 100, text: 20_000, source: 2_000 };

export const UNKNOWN_TOPIC = 'Unknown topic.';

type Body = Record<string, unknown>;

function asBody(body: unknown): Body {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function text(body: Body, field: string, errors: FieldErrors, options: { required: boolean; maxLength: number }): string {
  const value = body[field];
  if (value === undefined || value === null) {
    if (options.required) errors.add(field, 'This field is required.');
    return '';
  }
  if (typeof value !== 'string') {
    errors.add(field, 'Must be a string.');
    return '';
  }
  const trimmed = value.trim();
  if (options.required && trimmed === '') errors.add(field, 'This field may not be blank.');
  if (trimmed.length > options.maxLength) errors.add(field, `Ensure this field has no more than ${options.maxLength} characters.`);
  return trimmed;
}

/** Written as the topic's id (read back as `{topic_id, name}`). */
function topicId(body: Body, errors: FieldErrors): string {
  const value = body.topic;
  if (value === undefined || value === null || value === '') errors.add('topic', 'This field is required.');
  else if (!isUuid(value)) errors.add('topic', UNKNOWN_TOPIC);
  else return value;
  return '';
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The create and update body; unknown keys are ignored. Whether the topic exists is checked by the caller. */
export function parseTechnicalQuestion(rawBody: unknown): TechnicalQuestionInput {
  const body = asBody(rawBody);
  const errors = new FieldErrors();
  const input: TechnicalQuestionInput = {
    title: text(body, 'title', errors, { required: true, maxLength: LIMITS.title }),
    topicId: topicId(body, errors),
    prompt: text(body, 'prompt', errors, { required: true, maxLength: LIMITS.text }),
    solution: text(body, 'solution', errors, { required: false, maxLength: LIMITS.text }),
    followUps: text(body, 'follow_ups', errors, { required: false, maxLength: LIMITS.text }),
    source: text(body, 'source', errors, { required: false, maxLength: LIMITS.source }),
  };
  if (input.source && !isHttpUrl(input.source)) errors.add('source', 'Enter a valid http(s) URL.');
  errors.throwIfAny();
  return input;
}

export function parseTopicName(rawBody: unknown): string {
  const errors = new FieldErrors();
  const name = text(asBody(rawBody), 'name', errors, { required: true, maxLength: LIMITS.topicName });
  errors.throwIfAny();
  return name;
}

/** The `{question_queue: [uuid]}` shape only; whether the ids exist is the queue's business. */
export function parseQuestionQueue(rawBody: unknown): string[] {
  const value = asBody(rawBody).question_queue;
  const errors = new FieldErrors();
  if (!Array.isArray(value)) errors.add('question_queue', 'Expected a list of question ids.');
  else if (!value.every((id) => typeof id === 'string')) errors.add('question_queue', 'Every question id must be a string.');
  errors.throwIfAny();
  return value as string[];
}
