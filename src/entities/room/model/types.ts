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
  you: RoomMember;
  partner: RoomMember;
  rounds: RoomRound[];
}
