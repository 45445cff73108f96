import type { TestValueType } from '@contracts/test-values';
import type { QuestionDifficulty } from '../config/difficulty';
/** Topics and questions as the API sends them (API.md "Questions"), from the server's schemas. */
export type {
  TopicDto, TechnicalQuestionDto, BehavioralQuestionDto, TechnicalQuestionBodyDto, BehavioralQuestionBodyDto, QuestionQueueDto, QuestionCoverageDto,
} from '@/shared/api';
export type { TestSpecDto } from '@contracts/test-cases';
export type { TestValueType };

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

/** A parameter of the function a coding question asks for. */
export interface TestParameter {
  name: string;
  type: TestValueType;
}

/** One case: the arguments in parameter order, the expected return value (parsed JSON of the declared types). */
export interface TestCase {
  input: unknown[];
  expected: unknown;
  /** Hidden cases reach only those who read the whole question (the interviewer, admins), never the candidate's browser. */
  hidden: boolean;
  /** Null: the default (TEST_CASE_LIMITS.default_time_limit_ms). */
  timeLimitMs: number | null;
}

/** The function a coding question asks for and the cases it is run against (issue 29). */
export interface TestSpec {
  functionName: string;
  parameters: TestParameter[];
  returnType: TestValueType;
  /** Floats (also inside arrays) pass within this absolute difference; null: exact. */
  floatTolerance: number | null;
  cases: TestCase[];
}

/** SPEC section 3 "Technical question". */
export interface TechnicalQuestion extends QuestionFields {
  title: string;
  topic: { topicId: string; name: string };
  topicName: string;
  /** Its function and test cases, hidden ones included (the server sends the whole question only to those who may read it); null: none. */
  testSpec: TestSpec | null;
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
  /** Null removes the question's test cases (or creates it without any). */
  testSpec: TestSpec | null;
}
