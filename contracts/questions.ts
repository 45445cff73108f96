/** API.md "Questions". */
import { Type, type Static } from 'typebox';
import { DateOnly, DateTime, HttpUrlOrEmpty, MultilineText, Nullable, RequiredMultilineText, RequiredText, Uuid, UuidParam } from './common';
import { QUESTION_LIMITS } from './limits';
import { QuestionDifficultySchema } from './preferences';
import { TestSpec } from './test-cases';

export const Topic = Type.Object({ topic_id: Type.String(), name: Type.String(), created: DateTime, created_by: Nullable(Type.String()) });
export type TopicDto = Static<typeof Topic>;

const questionFields = {
  question_id: Type.String(),
  prompt: Type.String(),
  solution: Type.String(),
  follow_ups: Type.String(),
  source: Type.String(),
  created: DateTime,
  created_by: Nullable(Type.String()),
  approved_by: Nullable(Type.String()),
  last_assigned: Nullable(DateOnly),
  /** Set by admins (medium until then); the draw for an interview prefers the interviewee's difficulty. */
  difficulty: QuestionDifficultySchema,
};

export const TechnicalQuestion = Type.Object({
  ...questionFields,
  title: Type.String(),
  topic: Type.Object({ topic_id: Type.String(), name: Type.String() }),
  /** The function and its test cases, hidden ones included (only those who read the whole question get this object). */
  test_spec: Nullable(TestSpec),
});
export type TechnicalQuestionDto = Static<typeof TechnicalQuestion>;

export const BehavioralQuestion = Type.Object(questionFields);
export type BehavioralQuestionDto = Static<typeof BehavioralQuestion>;

/**
 * What an interviewee reads of a question their interviewer showed them in the room, before the round is over:
 * the title (technical questions) and the prompt, never the solution or follow-ups (server/src/modules/questions/access.ts).
 */
export const QuestionPrompt = Type.Object({
  question_id: Type.String(),
  title: Type.Optional(Type.String()),
  prompt: Type.String(),
  /** A technical question's function and its visible cases (examples) only; absent for a question without tests. */
  test_spec: Type.Optional(TestSpec),
});
export type QuestionPromptDto = Static<typeof QuestionPrompt>;

export const TopicName = RequiredText(QUESTION_LIMITS.topic_name);
export const TopicBody = Type.Object({ name: TopicName });
export const QuestionTitle = RequiredText(QUESTION_LIMITS.title);

const OptionalText = (maxLength: number) => Type.Optional(Nullable(MultilineText(maxLength)));

/** What every kind of question is written with (the routes' bodies and the entries of a question bank, contracts/question-bank.ts). */
export const questionBodyFields = {
  prompt: RequiredMultilineText(QUESTION_LIMITS.text),
  solution: OptionalText(QUESTION_LIMITS.text),
  follow_ups: OptionalText(QUESTION_LIMITS.text),
  source: Type.Optional(Nullable(HttpUrlOrEmpty(QUESTION_LIMITS.source, 'Enter a valid http(s) URL.'))),
  /** Absent: medium for a new question, unchanged for an existing one (a client that predates it changes nothing). */
  difficulty: Type.Optional(QuestionDifficultySchema),
};

/** POST and PUT /questions/technical/: the topic is written as its id and read back as `{topic_id, name}`. */
export const TechnicalQuestionBody = Type.Object({
  title: QuestionTitle,
  topic: Type.String({ format: 'uuid', maxLength: 36, errorMessage: 'Unknown topic.' }),
  ...questionBodyFields,
  /** Absent: none for a new question, unchanged for an existing one; null removes them. Values are checked against the declared types. */
  test_spec: Type.Optional(Nullable(TestSpec)),
});
export type TechnicalQuestionBodyDto = Static<typeof TechnicalQuestionBody>;

/** POST and PUT /questions/behavioral/ (an addition to API.md, docs/decisions.md). */
export const BehavioralQuestionBody = Type.Object(questionBodyFields);
export type BehavioralQuestionBodyDto = Static<typeof BehavioralQuestionBody>;

export const QuestionParams = Type.Object({ id: UuidParam('Question not found.') });

export const QuestionQueue = Type.Object({ question_queue: Type.Array(Uuid, { maxItems: QUESTION_LIMITS.queue_length }) });
export type QuestionQueueDto = Static<typeof QuestionQueue>;

/**
 * GET /questions/coverage/ (admins): for each kind of question, how many members signed up for the open week have
 * met every queued question of the kind their focus practises, so the draw can only repeat one ("12 members have
 * seen every system design question: add some"). Kinds with nobody are left out.
 */
export const QuestionKindCoverage = Type.Object({
  kind: Type.Union([Type.Literal('algorithms'), Type.Literal('system_design'), Type.Literal('technical'), Type.Literal('behavioral')]),
  members: Type.Integer({ minimum: 1 }),
});
export type QuestionKindCoverageDto = Static<typeof QuestionKindCoverage>;
export const QuestionCoverage = Type.Object({ week_start: DateOnly, exhausted: Type.Array(QuestionKindCoverage) });
export type QuestionCoverageDto = Static<typeof QuestionCoverage>;
