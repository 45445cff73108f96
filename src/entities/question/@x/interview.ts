// An interview carries its questions: the interview entity reads questions through this cross-import gate.
export type { TechnicalQuestion, TechnicalQuestionDto, BehavioralQuestion, BehavioralQuestionDto } from '../model/types';
export { mapTechnicalQuestion, mapBehavioralQuestion } from '../lib/map-question';
export { technicalQuestionDtoFixture, behavioralQuestionDtoFixture } from '../lib/question-dto-fixture';
