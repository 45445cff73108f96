export interface RoomMember {
  id: number;
  firstName: string;
}

/** One of the pair's two interviews: round 1 is the lead interview. */
export interface RoomRound {
  interviewId: string;
  interviewerId: number;
  intervieweeId: number;
}

export interface RoomWelcome {
  roomId: string;
  /** Server clock minus the browser's (ms): the shared timer's times are the server's. */
  clockOffsetMs: number;
  you: RoomMember;
  partner: RoomMember;
  rounds: RoomRound[];
}
