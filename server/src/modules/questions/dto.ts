import type { QuestionDifficulty } from '@contracts/preferences';
import type { TestSpecDto } from '@contracts/test-cases';
import type { behavioralQuestions, technicalQuestions, topics } from '../../db/schema';

export type TopicRow = typeof topics.$inferSelect;
export type TechnicalQuestionRow = typeof technicalQuestions.$inferSelect;
export type BehavioralQuestionRow = typeof behavioralQuestions.$inferSelect;

/** Who wrote and who approved a question, by username; null once that member is gone. */
export interface Authorship {
  createdBy: string | null;
  approvedBy: string | null;
}

export interface TopicDto {
  topic_id: string;
  name: string;
  created: string;
  created_by: string | null;
}

interface QuestionDtoFields {
  question_id: string;
  prompt: string;
  solution: string;
  follow_ups: string;
  source: string;
  created: string;
  created_by: string | null;
  approved_by: string | null;
  last_assigned: string | null;
  difficulty: QuestionDifficulty;
}

export interface TechnicalQuestionDto extends QuestionDtoFields {
  title: string;
  topic: { topic_id: string; name: string };
  test_spec: TestSpecDto | null;
}

export type BehavioralQuestionDto = QuestionDtoFields;

export function toTopicDto(row: TopicRow, createdBy: string | null): TopicDto {
  return { topic_id: row.id, name: row.name, created: row.created.toISOString(), created_by: createdBy };
}

function questionFields(row: TechnicalQuestionRow | BehavioralQuestionRow, authorship: Authorship): QuestionDtoFields {
  return {
    question_id: row.id,
    prompt: row.prompt,
    solution: row.solution,
    follow_ups: row.followUps,
    source: row.source,
    created: row.created.toISOString(),
    created_by: authorship.createdBy,
    approved_by: authorship.approvedBy,
    last_assigned: row.lastAssigned,
    difficulty: row.difficulty,
  };
}

export function toTechnicalQuestionDto(row: TechnicalQuestionRow, topicName: string, authorship: Authorship): TechnicalQuestionDto {
  return { ...questionFields(row, authorship), title: row.title, topic: { topic_id: row.topicId, name: topicName }, test_spec: row.testSpec ?? null };
}

export function toBehavioralQuestionDto(row: BehavioralQuestionRow, authorship: Authorship): BehavioralQuestionDto {
  return questionFields(row, authorship);
}
