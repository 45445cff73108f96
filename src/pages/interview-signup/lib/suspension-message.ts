import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { formatDateTime } from '@/shared/lib/dates';

/**
 * 'You cannot sign up until June 11, 2026 at 10:30 AM PDT: two confirmed no-shows in eight weeks.' The end is
 * shown in the community's time zone, the one the signup screen's times are in.
 */
export function suspensionMessage(suspension: { until: string; reason: string }): string {
  return `You cannot sign up until ${formatDateTime(suspension.until, COMMUNITY_TIME_ZONE)}: ${suspension.reason}.`;
}
