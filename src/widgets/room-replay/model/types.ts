export type { RoomHistoryDto } from '@/shared/api';

/** One of the pair's rounds: round 1 is the lead interview (the room's id), as in the room. */
export interface ReplayRound {
  interviewId: string;
  interviewerId: number;
  intervieweeId: number;
}

/** One stored change of the room's document: apply them in order to a fresh Y.Doc. */
export interface ReplayUpdate {
  /** When it was stored (ISO date-time). */
  at: string;
  /** The Yjs update, base64 as the server sent it (kept as text: the RTK Query cache holds only serializable values). */
  update: string;
}

/** A note line pinned to when it was written, in the round of `interviewId`. */
export interface ReplayNote {
  interviewId: string;
  at: string;
  text: string;
}

export interface RoomHistory {
  roomId: string;
  rounds: ReplayRound[];
  updates: ReplayUpdate[];
  notes: ReplayNote[];
}
