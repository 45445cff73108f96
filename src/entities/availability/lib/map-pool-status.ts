import type { LastPairingDto, PoolMembershipDto } from '@/shared/api';

/** GET /interview/pool/ (API.md "Interviews"): whether the caller is in the pool of the week now open, that week, and the last pairing's outcome. */
export type PoolStatusDto = PoolMembershipDto;

export interface LastPairing {
  /** The paired week's Sunday, YYYY-MM-DD. */
  weekStart: string;
  /** 'cancelled': paired, and all the caller's interviews of that week were cancelled since. */
  outcome: 'paired' | 'unpaired' | 'cancelled';
  /** The caller's pairs of that week, the one meeting first first (two after a second practice); empty unless paired. */
  pairs: Pair[];
}

export interface Pair {
  partner: { id: number; username: string; firstName: string; lastName: string };
  /** One as interviewer, one as interviewee. */
  interviews: Array<{ interviewId: string; role: 'interviewer' | 'interviewee' }>;
}

export interface PoolStatus {
  signedUp: boolean;
  weekStart: string | null;
  /** Null when the week paired last did not include the caller (or is not paired yet). */
  lastPairing: LastPairing | null;
  /** Set while the caller may not sign up (confirmed no-shows): until when (ISO instant) and why. */
  suspension: { until: string; reason: string } | null;
}

function mapLastPairing(dto: LastPairingDto): LastPairing {
  return {
    weekStart: dto.week_start,
    outcome: dto.outcome,
    pairs: dto.pairs.map(({ partner, interviews }) => ({
      partner: { id: partner.id, username: partner.username, firstName: partner.first_name, lastName: partner.last_name },
      interviews: interviews.map((interview) => ({ interviewId: interview.interview_id, role: interview.role })),
    })),
  };
}

export function mapPoolStatus(dto: PoolStatusDto): PoolStatus {
  return {
    signedUp: dto.sign_up === true,
    weekStart: dto.week_start ?? null,
    lastPairing: dto.last_pairing ? mapLastPairing(dto.last_pairing) : null,
    suspension: dto.suspension ? { until: dto.suspension.until, reason: dto.suspension.reason } : null,
  };
}
