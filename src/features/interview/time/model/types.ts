export interface TimeProposal {
  time: string;
  proposedBy: number;
  proposedAt: string;
}

/** The pair's time and where agreeing on it stands (GET /interview/{id}/time/). */
export interface InterviewTime {
  proposedTime: string | null;
  confirmedBy: number[];
  agreed: boolean;
  proposal: TimeProposal | null;
  /** The pair's next shared windows, earliest first. */
  windows: string[];
  /** A new time must lie before this instant. */
  latest: string;
  changeable: boolean;
}
