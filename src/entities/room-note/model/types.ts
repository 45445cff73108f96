export type { RoomNotesDto, RoomNotesBodyDto } from '@/shared/api';

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
  /** The last save, or null before the first. */
  updated: string | null;
}
