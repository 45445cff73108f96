import type { InterviewDto } from '@/shared/api';
import type { Member } from '@/entities/member/@x/interview';
import type { BehavioralQuestion, TechnicalQuestion } from '@/entities/question/@x/interview';

/** A hydrated interview as the API sends it (API.md "Interviews"), from the server's schema. */
export type { InterviewDto };
export type InterviewStatus = InterviewDto['status'];

/** SPEC section 3 "Interview". */
export interface Interview {
  interviewId: string;
  interviewer: Member;
  interviewee: Member;
  /** Empty for the interviewee until the round is over (see questionsHidden). */
  technicalQuestions: TechnicalQuestion[];
  behavioralQuestions: BehavioralQuestion[];
  /** ISO instant: Sunday 00:00 in the community's time zone, the start of the interview's week. */
  dateEffective: string;
  dateCompleted: string | null;
  status: InterviewStatus;
  /** ISO instant: the start of the pair's earliest common window; null when none was found. */
  proposedTime: string | null;
  /** Both members confirmed `proposedTime`, or one accepted the other's proposal: "Agreed time", not "Proposed time". */
  agreed: boolean;
  /** The viewer's partner's IANA time zone, to show the pair's times on both clocks; '' when unknown or not one of the pair. */
  partnerTimeZone: string;
  /** The viewer is the interviewee and the round is not over (no feedback from the interviewer yet, week not ended): the server withholds the questions. */
  questionsHidden: boolean;
  /** For whoever sees the questions: why they are not at the interviewee's focus or difficulty; '' when they are. */
  questionNote: string;
}
