export type { RoomNotesDto, RoomNotesBodyDto, StarNotesDto } from '@/shared/api';

/** One line of the notes pad and when it was first written (ISO date-time). */
export interface RoomNoteLine {
  at: string;
  text: string;
}

/** The interviewer's private notes pad for one interview (issue 19). */
export interface RoomNotes {
  interviewId: string;
  /** The pad as typed; '' before the first save. */
  text: string;
  /** The interviewer lets the interviewee read them in the replay. */
  shared: boolean;
  lines: RoomNoteLine[];
  /** The STAR notes on each behavioral question that has some. */
  star: StarNotes[];
  /** The last save, or null before the first. */
  updated: string | null;
}

/** The interviewer's notes on the candidate's answer to one behavioral question, in the STAR structure (issue 29). */
export interface StarNotes {
  questionId: string;
  situation: string;
  task: string;
  action: string;
  result: string;
}

export type StarPart = Exclude<keyof StarNotes, 'questionId'>;
