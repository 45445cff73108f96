import { DateTime } from 'luxon';
import type { interviews, InterviewStatus } from '../../db/schema';
import type { MemberDto, Viewer } from '../members/dto';
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

/**
 * An interviewee who saw the questions beforehand could prepare for exactly them, so they only see
 * them once the interview is completed or its week is over. Anyone else allowed to read the interview
 * (the interviewer, an admin) sees them.
 */
export function questionsVisibleTo(row: InterviewRow, viewer: Viewer, moment: HydrationMoment): boolean {
  if (viewer.id !== row.intervieweeId) return true;
  return row.status === 'completed' || weekIsOver(row.dateEffective, moment);
}

export interface InterviewParts {
  interviewer: MemberDto;
  interviewee: MemberDto;
  technicalQuestions: TechnicalQuestionDto[];
  behavioralQuestions: BehavioralQuestionDto[];
  /** The draw's note is about the questions, so it is shown only with them. */
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
    ...(parts.questionsVisible && row.questionNote ? { question_note: row.questionNote } : {}),
  };
}
