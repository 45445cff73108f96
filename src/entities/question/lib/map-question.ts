import type {
  BehavioralQuestion,
  BehavioralQuestionDraft,
  BehavioralQuestionBodyDto,
  BehavioralQuestionDto,
  TechnicalQuestionDraft,
  TechnicalQuestionBodyDto,
  TechnicalQuestion,
  TechnicalQuestionDto,
  Topic,
  TopicDto,
} from '../model/types';
import { mapTestSpec, mapTestSpecToDto } from './map-test-spec';

export function mapTopic(dto: TopicDto): Topic {
  return { topicId: dto.topic_id, name: dto.name, created: dto.created, createdBy: dto.created_by };
}

// A behavioral question is exactly the fields every question shares, so its mapper serves both kinds.
function mapQuestionFields(dto: BehavioralQuestionDto): BehavioralQuestion {
  return {
    questionId: dto.question_id,
    prompt: dto.prompt,
    solution: dto.solution,
    followUps: dto.follow_ups,
    source: dto.source,
    created: dto.created,
    createdBy: dto.created_by,
    approvedBy: dto.approved_by,
    lastAssigned: dto.last_assigned,
    difficulty: dto.difficulty,
  };
}

export function mapTechnicalQuestion(dto: TechnicalQuestionDto): TechnicalQuestion {
  const topic = { topicId: dto.topic.topic_id, name: dto.topic.name };
  return { ...mapQuestionFields(dto), title: dto.title, topic, topicName: topic.name, testSpec: dto.test_spec && mapTestSpec(dto.test_spec) };
}

export function mapBehavioralQuestion(dto: BehavioralQuestionDto): BehavioralQuestion {
  return mapQuestionFields(dto);
}

export function mapBehavioralQuestionDraftToDto(draft: BehavioralQuestionDraft): BehavioralQuestionBodyDto {
  return { prompt: draft.prompt, solution: draft.solution, follow_ups: draft.followUps, source: draft.source, difficulty: draft.difficulty };
}

/** API.md: the topic is written as its id and read back as an object. */
export function mapTechnicalQuestionDraftToDto(draft: TechnicalQuestionDraft): TechnicalQuestionBodyDto {
  return { ...mapBehavioralQuestionDraftToDto(draft), title: draft.title, topic: draft.topicId, test_spec: draft.testSpec && mapTestSpecToDto(draft.testSpec) };
}
