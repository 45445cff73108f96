import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { formatTimeInZones } from '@/shared/lib/dates';

/**
 * 'Sunday, March 15, 2026 at 1:00 AM PDT (Saturday night); your time: Sunday, March 15, 2026 at 4:00 AM EDT
 * (Saturday night)': the community's clock, as the signup grid shows it, and the viewer's own where it differs.
 */
export function formatProposedTime(proposedTime: string): string {
  return formatTimeInZones(proposedTime, COMMUNITY_TIME_ZONE);
}
