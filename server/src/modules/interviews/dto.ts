import { DateTime } from 'luxon';
import type { interviews, InterviewStatus } from '../../db/schema';
import type { MemberDto } from '../members/dto';
import type { BehavioralQuestionDto, TechnicalQuestionDto } from '../questions/dto';

export type InterviewRow = typeof interviews.$inferSelect;

export interface InterviewDto {
  interview_id: string;
  interviewer: MemberDto;
  interviewee: MemberDto;
  technical_questions: TechnicalQuestionDto[];
  behavioral_questions: BehavioralQuestionDto[];
  date_effective: string;
  date_completed: string | null;
  status: InterviewStatus;
  proposed_time: string | null;
  agreed: boolean;
  partner_time_zone: string;
  /** True for an interviewee whose round is not over: the questions are withheld, not missing. */
  questions_hidden: boolean;
  question_note?: string;
}

/** When the hydration happens, in which calendar the interview's week is counted, and where pictures are served. */
export interface HydrationMoment {
  now: Date;
  timeZone: string;
  publicUrl: string;
}

/** Seven calendar days in the community's zone, so a week spanning a DST change still ends at Sunday 00:00. */
export function weekIsOver(dateEffective: Date, moment: Pick<HydrationMoment, 'now' | 'timeZone'>): boolean {
  const weekEnd = DateTime.fromJSDate(dateEffective, { zone: moment.timeZone }).plus({ days: 7 });
  return moment.now.getTime() >= weekEnd.toMillis();
}

export interface InterviewParts {
  interviewer: MemberDto;
  interviewee: MemberDto;
  technicalQuestions: TechnicalQuestionDto[];
  behavioralQuestions: BehavioralQuestionDto[];
  /** Whether the viewer reads the questions (questions/access.ts); the draw's note is about them, so it goes with them. */
  questionsVisible: boolean;
  /** Both members confirmed the time, or one accepted the other's proposal. */
  agreed: boolean;
  /** The viewer's partner's time zone; '' when unknown or the viewer is not one of the pair. */
  partnerTimeZone: string;
}

export function toInterviewDto(row: InterviewRow, parts: InterviewParts): InterviewDto {
  return {
    interview_id: row.id,
    interviewer: parts.interviewer,
    interviewee: parts.interviewee,
    technical_questions: parts.technicalQuestions,
    behavioral_questions: parts.behavioralQuestions,
    date_effective: row.dateEffective.toISOString(),
    date_completed: row.dateCompleted?.toISOString() ?? null,
    status: row.status,
    proposed_time: row.proposedTime?.toISOString() ?? null,
    agreed: parts.agreed,
    partner_time_zone: parts.partnerTimeZone,
    questions_hidden: !parts.questionsVisible,
    ...(parts.questionsVisible && row.questionNote ? { question_note: row.questionNote } : {}),
  };
}
