import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { formatTimeForPair, type PartnerClock } from '@/shared/lib/dates';
import type { Interview } from '../model/types';

/**
 * 'Sunday, March 15, 2026 at 1:00 AM PDT (Saturday night); your time: Sunday, March 15, 2026 at 4:00 AM EDT
 * (Saturday night)': the community's clock, as the signup grid shows it, and the viewer's own where it differs.
 * With the viewer's partner (a member of the pair looking, the partner's zone known): the viewer's clock and the
 * partner's, e.g. 'Monday, March 9, 2026 at 6:00 PM PDT (your time) · 2:00 AM (Monday night) for Ana (Europe/London)'.
 */
export function formatProposedTime(proposedTime: string, partner: PartnerClock | null = null): string {
  return formatTimeForPair(proposedTime, COMMUNITY_TIME_ZONE, partner);
}

/** What the interview's time is called: agreed once both members confirmed it or one accepted the other's proposal. */
export function proposedTimeLabel(interview: Pick<Interview, 'agreed'>): string {
  return interview.agreed ? 'Agreed time' : 'Proposed time';
}

/** The viewer's partner's clock for formatProposedTime; null when the viewer is not one of the pair. */
export function partnerClockOf(interview: Pick<Interview, 'interviewer' | 'interviewee' | 'partnerTimeZone'>, viewerId: number | undefined): PartnerClock | null {
  const { interviewer, interviewee } = interview;
  const partner = interviewer.id === viewerId ? interviewee : interviewee.id === viewerId ? interviewer : null;
  if (!partner) return null;
  return { name: `${partner.firstName} ${partner.lastName}`.trim() || partner.username, timeZone: interview.partnerTimeZone };
}
