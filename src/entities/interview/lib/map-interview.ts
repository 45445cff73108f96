import { mapMember } from '@/entities/member/@x/interview';
import { mapBehavioralQuestion, mapTechnicalQuestion } from '@/entities/question/@x/interview';
import type { Interview, InterviewDto } from '../model/types';

export function mapInterview(dto: InterviewDto): Interview {
  return {
    interviewId: dto.interview_id,
    interviewer: mapMember(dto.interviewer),
    interviewee: mapMember(dto.interviewee),
    technicalQuestions: dto.technical_questions.map(mapTechnicalQuestion),
    behavioralQuestions: dto.behavioral_questions.map(mapBehavioralQuestion),
    dateEffective: dto.date_effective,
    dateCompleted: dto.date_completed,
    status: dto.status,
    proposedTime: dto.proposed_time,
    agreed: dto.agreed,
    partnerTimeZone: dto.partner_time_zone,
    questionsHidden: dto.questions_hidden,
    questionNote: dto.question_note ?? '',
  };
}
