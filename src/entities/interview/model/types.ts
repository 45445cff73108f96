import type { Member, MemberDto } from '@/entities/member/@x/interview';
import type {
  BehavioralQuestion,
  BehavioralQuestionDto,
  TechnicalQuestion,
  TechnicalQuestionDto,
} from '@/entities/question/@x/interview';

export type InterviewStatus = 'pending' | 'completed' | 'cancelled';

/** A hydrated interview as the API sends it (API.md "Interviews"). */
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
}

/** SPEC section 3 "Interview". */
export interface Interview {
  interviewId: string;
  interviewer: Member;
  interviewee: Member;
  /** Empty for the interviewee until the interview is completed or its week is over (the server hides them). */
  technicalQuestions: TechnicalQuestion[];
  behavioralQuestions: BehavioralQuestion[];
  /** ISO instant: Sunday 00:00 in the community's time zone, the start of the interview's week. */
  dateEffective: string;
  dateCompleted: string | null;
  status: InterviewStatus;
  /** ISO instant: the start of the pair's earliest common window; null when none was found. */
  proposedTime: string | null;
}
