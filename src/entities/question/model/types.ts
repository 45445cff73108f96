import type { QuestionDifficulty } from '../config/difficulty';
/** Topics and questions as the API sends them (API.md "Questions"), from the server's schemas. */
export type {
  TopicDto, TechnicalQuestionDto, BehavioralQuestionDto, TechnicalQuestionBodyDto, BehavioralQuestionBodyDto, QuestionQueueDto, QuestionCoverageDto,
} from '@/shared/api';

/** SPEC section 3 "Topic". */
export interface Topic {
  topicId: string;
  name: string;
  created: string;
  createdBy: string | null;
}

/** The fields every kind of question shares in the SPA. Prompt, solution, follow-ups and source are markdown. */
interface QuestionFields {
  questionId: string;
  prompt: string;
  solution: string;
  followUps: string;
  source: string;
  created: string;
  createdBy: string | null;
  approvedBy: string | null;
  lastAssigned: string | null;
  difficulty: QuestionDifficulty;
}

/** SPEC section 3 "Technical question". */
export interface TechnicalQuestion extends QuestionFields {
  title: string;
  topic: { topicId: string; name: string };
  topicName: string;
}

/** SPEC section 3 "Behavioral question". */
export type BehavioralQuestion = QuestionFields;

/** SPEC section 9: queue types. */
export type QuestionType = 'technical' | 'behavioral';

/** What an admin writes for a behavioral question (create and update). */
export interface BehavioralQuestionDraft {
  prompt: string;
  solution: string;
  followUps: string;
  source: string;
  difficulty: QuestionDifficulty;
}

/** What an admin writes for a technical question; the topic is written as its id. */
export interface TechnicalQuestionDraft extends BehavioralQuestionDraft {
  title: string;
  topicId: string;
}
