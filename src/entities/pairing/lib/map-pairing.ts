import type {
  PairingPoolStatus, PairingPoolStatusDto, PairingPreview, PairingPreviewDto, PairingResult, PairingResultDto, WeekOutcome, WeekOutcomesDto,
} from '../model/types';

export function mapPairingPoolStatus(dto: PairingPoolStatusDto): PairingPoolStatus {
  return {
    numberSignUp: dto.number_sign_up,
    nextCutoff: dto.next_cutoff,
    previousCutoff: dto.previous_cutoff,
    members: dto.members,
    isPaired: dto.is_paired,
    week: dto.week,
    closedAt: dto.closed_at,
  };
}

export function mapPairingResult(dto: PairingResultDto): PairingResult {
  return {
    detail: dto.detail,
    week: dto.week,
    pairedInterviews: dto.paired_interviews.map((row) => ({ interviewId: row.interview_id, interviewer: row.interviewer, interviewee: row.interviewee })),
    raw: dto,
  };
}

export function mapPairingPreview(dto: PairingPreviewDto): PairingPreview {
  return {
    week: dto.week,
    pairs: dto.pairs.map((pair) => ({ memberA: pair.member_a, memberB: pair.member_b, commonSlots: pair.common_slots, repeatPartners: pair.repeat_partners })),
    unpairedMembers: dto.unpaired_members,
    poolSize: dto.stats.pool_size,
    pairsWithoutSharedHour: dto.stats.pairs_without_shared_hour,
    minOverlapSlots: dto.stats.min_overlap_slots,
    meanOverlapSlots: dto.stats.mean_overlap_slots,
    repeatPartners: dto.stats.repeat_partners,
    recentPartnerWeeks: dto.stats.recent_partner_weeks,
  };
}

/** Newest week first, as the server sends them. */
export function mapWeekOutcomes(dto: WeekOutcomesDto): WeekOutcome[] {
  return dto.weeks.map((week) => ({
    weekStart: week.week_start,
    interviews: week.interviews,
    feedbackComplete: week.feedback_complete,
    feedbackCompletionRate: week.feedback_completion_rate,
    pairedMembers: week.paired_members,
    noShows: week.no_shows,
    noShowRate: week.no_show_rate,
    cancellations: week.cancellations,
    lateCancellations: week.late_cancellations,
  }));
}
