export type {
  Topic,
  TopicDto,
  TechnicalQuestion,
  TechnicalQuestionDto,
  BehavioralQuestion,
  BehavioralQuestionDto,
} from './model/types';
export { mapTopic, mapTechnicalQuestion, mapBehavioralQuestion } from './lib/map-question';
export { QuestionMarkdown } from './ui/question-markdown';
export type { QuestionMarkdownProps } from './ui/question-markdown-content';
/** For tests: complete questions as the API sends them. */
export { technicalQuestionDtoFixture, behavioralQuestionDtoFixture } from './lib/question-dto-fixture';
