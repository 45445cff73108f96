import type { PairingPreviewDto, PairingResultDto, PoolStatusDto, WeekOutcomesDto } from '@/shared/api';

/** GET /interview/status (API.md "Interviews"): one week's pool as the admins' dashboard shows it. */
export type PairingPoolStatusDto = PoolStatusDto;
export type { PairingPreviewDto, PairingResultDto, WeekOutcomesDto };

/** SPEC section 3 "Interview status (pool)". */
export interface PairingPoolStatus {
  numberSignUp: number;
  nextCutoff: string;
  previousCutoff: string;
  /** Usernames, in signup order. */
  members: string[];
  isPaired: boolean;
  /** `YYYY-MM-DD`, the Sunday of the week described: the week the toggle, the preview and Pair now act on. */
  week: string;
  /** When the pool stopped taking signups (an early pairing, or its cutoff); null while open. */
  closedAt: string | null;
}

/** Which pool a call means: the open one (`force_current_week: true`) or the last closed one. */
export interface PoolSelection {
  forceCurrentWeek: boolean;
}

export interface PairRequest extends PoolSelection {
  /** true pairs the pool now; false undoes its pairing. */
  signal: boolean;
}

export interface PairedInterview {
  interviewId: string;
  interviewer: string;
  interviewee: string;
}

export interface PairingResult {
  detail: string;
  week: string;
  pairedInterviews: PairedInterview[];
  /** The answer exactly as received, for the raw response panel. */
  raw: PairingResultDto;
}

export interface PreviewPair {
  memberA: string;
  memberB: string;
  commonSlots: number;
  repeatPartners: boolean;
}

export interface PairingPreview {
  week: string;
  pairs: PreviewPair[];
  unpairedMembers: string[];
  poolSize: number;
  pairsWithoutSharedHour: number;
  minOverlapSlots: number;
  meanOverlapSlots: number;
  repeatPartners: number;
  recentPartnerWeeks: number;
}

/** GET /interview/outcomes/ (docs/decisions.md): how one paired week went. Rates are 0-1, null without interviews. */
export interface WeekOutcome {
  weekStart: string;
  interviews: number;
  /** Interviews whose two participants both gave feedback. */
  feedbackComplete: number;
  feedbackCompletionRate: number | null;
  pairedMembers: number;
  /** Paired members with a confirmed (unlifted) no-show that week. */
  noShows: number;
  noShowRate: number | null;
  /** Pairs cancelled by a member that week, and those cancelled late (close to their time; not strikes). */
  cancellations: number;
  lateCancellations: number;
}
