import { DateTime } from 'luxon';
import { slotDateTime } from '@/entities/availability';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { timeInZones } from '@/shared/lib/dates';

/**
 * Which clock the grid's times are on: 'Times are Pacific time (PDT).', and where the member's own zone differs,
 * what its first row (7:00 AM) is for them: 'Times are Pacific time: 7:00 AM PDT is 10:00 AM EDT where you are.'
 */
export function gridZoneNote(weekStart: string, ownZone?: string): string {
  const firstRow = slotDateTime(DateTime.fromISO(weekStart, { zone: COMMUNITY_TIME_ZONE }), 0, 0);
  const { community, own } = timeInZones(firstRow, COMMUNITY_TIME_ZONE, { ownZone, withDate: false });
  const zone = community.split(' ').pop();
  return own ? `Times are Pacific time: ${community} is ${own} where you are.` : `Times are Pacific time (${zone}).`;
}
