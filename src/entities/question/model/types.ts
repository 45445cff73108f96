/** A topic as the API sends it (API.md "Questions"). */
export interface TopicDto {
  topic_id: string;
  name: string;
  created: string;
  created_by: string | null;
}

/** SPEC section 3 "Topic". */
export interface Topic {
  topicId: string;
  name: string;
  created: string;
  createdBy: string | null;
}

/** The fields every kind of question shares on the wire. */
interface QuestionDtoFields {
  question_id: string;
  prompt: string;
  solution: string;
  follow_ups: string;
  source: string;
  created: string;
  created_by: string | null;
  approved_by: string | null;
  /** 'YYYY-MM-DD', or null until the question is first assigned. */
  last_assigned: string | null;
}

export interface TechnicalQuestionDto extends QuestionDtoFields {
  title: string;
  topic: { topic_id: string; name: string };
}

export type BehavioralQuestionDto = QuestionDtoFields;

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
}

/** SPEC section 3 "Technical question". */
export interface TechnicalQuestion extends QuestionFields {
  title: string;
  topic: { topicId: string; name: string };
  topicName: string;
}

/** SPEC section 3 "Behavioral question". */
export type BehavioralQuestion = QuestionFields;
