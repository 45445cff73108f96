export type {
  Topic,
  TopicDto,
  TechnicalQuestion,
  TechnicalQuestionDto,
  TechnicalQuestionDraft,
  BehavioralQuestion,
  BehavioralQuestionDto,
  BehavioralQuestionDraft,
  QuestionType,
  TestSpec,
  TestCase,
  TestParameter,
  TestValueType,
} from './model/types';
export { TEST_VALUE_TYPES, isTestValueOf, type TestSpecProblem, type TestSpecProblemPlace } from '@contracts/test-values';
export { testSpecProblemsOf, caseTimeLimitMs } from './lib/map-test-spec';
export { starterCode, STARTER_CODE_LANGUAGES, type StarterCodeLanguage } from './lib/starter-code';
export { signatureText } from './lib/describe-test-spec';
export { TestExamples } from './ui/test-examples';
export { mapTopic, mapTechnicalQuestion, mapBehavioralQuestion } from './lib/map-question';
export { behavioralPreview } from './lib/behavioral-preview';
export {
  questionApi,
  useGetTechnicalQuestionsQuery,
  useGetTechnicalQuestionQuery,
  useCreateTechnicalQuestionMutation,
  useUpdateTechnicalQuestionMutation,
  useGetBehavioralQuestionsQuery,
  useCreateBehavioralQuestionMutation,
  useUpdateBehavioralQuestionMutation,
  useGetTopicsQuery,
  useCreateTopicMutation,
} from './api/question-api';
export { useGetQuestionQueueQuery, useUpdateQuestionQueueMutation, useGetQuestionCoverageQuery } from './api/queue-api';
export { QuestionCoverageAlerts } from './ui/question-coverage-alerts';
export { QuestionMarkdown } from './ui/question-markdown';
export { QuestionMarkdownField } from './ui/question-markdown-field';
export { QuestionDifficultyField } from './ui/question-difficulty-field';
export { QUESTION_DIFFICULTY_OPTIONS, DEFAULT_QUESTION_DIFFICULTY, type QuestionDifficulty } from './config/difficulty';
export { QUESTION_SAVE_MESSAGES, SAVE_TOAST_MS, ERROR_TOAST_MS } from './config/messages';
export { isHttpUrl } from './lib/is-http-url';
export type { QuestionMarkdownProps } from './ui/question-markdown';
/** For tests: complete questions as the API sends them. */
export { technicalQuestionDtoFixture, behavioralQuestionDtoFixture } from './lib/question-dto-fixture';
