/** The wire shapes of the admin pairing calls (API.md "Pairing" and `GET /interview/status`). */
import type { PoolStatus } from './pools';
import type { PairingRun, UndoRun } from './service';

export interface PairingResultDto {
  detail: string;
  week: string;
  paired_interviews: Array<{ interview_id: string; interviewer: string; interviewee: string; common_slots: number; proposed_time: string | null }>;
  unpaired_members: string[];
  stats: { pool_size: number; pairs: number; unpaired: number; min_overlap_slots: number; mean_overlap_slots: number };
}

export function toPoolStatusDto(status: PoolStatus) {
  return {
    number_sign_up: status.numberSignUp,
    next_cutoff: status.nextCutoff.toISOString(),
    previous_cutoff: status.previousCutoff.toISOString(),
    members: status.members,
    is_paired: status.isPaired,
    week: status.week,
    closed_at: status.closedAt?.toISOString() ?? null,
  };
}

/** Interviewer, interviewee and unpaired members are named by username, as in the pool status. */
export function toPairingResultDto(run: PairingRun): PairingResultDto {
  const { stats } = run;
  return {
    detail: `Paired the week of ${run.weekStart}: ${stats.pairs} pair(s), ${stats.unpaired} member(s) unpaired.`
      + (run.suspended.length > 0 ? ` Left out (suspended for no-shows): ${run.suspended.map((member) => member.username).join(', ')}.` : ''),
    week: run.weekStart,
    paired_interviews: run.interviews.map((interview) => ({
      interview_id: interview.interviewId,
      interviewer: interview.interviewer.username,
      interviewee: interview.interviewee.username,
      common_slots: interview.commonSlots,
      proposed_time: interview.proposedTime?.toISOString() ?? null,
    })),
    unpaired_members: run.unpaired.map((member) => member.username),
    stats: {
      pool_size: stats.poolSize,
      pairs: stats.pairs,
      unpaired: stats.unpaired,
      min_overlap_slots: stats.minOverlapSlots,
      mean_overlap_slots: stats.meanOverlapSlots,
    },
  };
}

/** An undo answers in the same shape: nobody is paired any more, the whole pool is back in it. */
export function toUndoResultDto(undo: UndoRun): PairingResultDto {
  const poolSize = undo.poolMembers.length;
  return {
    detail: undo.wasPaired
      ? `Undid the pairing of the week of ${undo.weekStart}: ${undo.removedInterviews} pending interview(s) removed; its members are back in the pool.`
      : `The week of ${undo.weekStart} was not paired; nothing to undo.`,
    week: undo.weekStart,
    paired_interviews: [],
    unpaired_members: undo.poolMembers,
    stats: { pool_size: poolSize, pairs: 0, unpaired: poolSize, min_overlap_slots: 0, mean_overlap_slots: 0 },
  };
}
