import { DateTime, IANAZone } from 'luxon';
import { nightBefore, nightOfLabel } from '@contracts/availability-slots';

/** The member's own time zone: the browser's (Luxon's default zone, which tests may set). */
export function ownTimeZone(): string {
  return DateTime.local().zoneName ?? 'UTC';
}

/** 'Saturday night' for a wall-clock time before 7:00 AM, as the availability grid's night rows are named; else null (time labels: nightOfLabel). */
export function nightOf(time: DateTime): string | null {
  return nightBefore(time.weekday % 7, time.hour);
}

const DAY_AND_TIME = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
const TIME_ONLY = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

function wallClockText(time: DateTime, withDate: boolean, withZoneName = true): string {
  const format = withDate ? DAY_AND_TIME : TIME_ONLY;
  const text = time.setLocale('en-US').toLocaleString(withZoneName ? format : { ...format, timeZoneName: undefined });
  const night = nightOfLabel(time.weekday % 7, time.hour);
  return night ? `${text} (${night})` : text;
}

export interface TimeInZones {
  /** In the community's zone (SPEC shows the pool's times in Pacific time), e.g. 'Sunday, March 15, 2026 at 1:00 AM PDT (Saturday night)'. */
  community: string;
  /** In the member's own zone, or null when that zone's clock reads the same at that instant. */
  own: string | null;
}

/**
 * An instant as the community's clock and the member's own show it, each naming the night an early-morning
 * time belongs to: the one way the grid's heading, the interview pages and My Interviews show a time.
 */
export function timeInZones(instant: string | DateTime, communityZone: string, options: { ownZone?: string; withDate?: boolean } = {}): TimeInZones {
  const base = typeof instant === 'string' ? DateTime.fromISO(instant) : instant;
  const withDate = options.withDate ?? true;
  const community = base.setZone(communityZone);
  const own = base.setZone(options.ownZone ?? ownTimeZone());
  return { community: wallClockText(community, withDate), own: own.offset === community.offset ? null : wallClockText(own, withDate) };
}

/** timeInZones as one line: 'Sunday, March 15, 2026 at 1:00 AM PDT (Saturday night); your time: Sunday, … 4:00 AM EDT (Saturday night)'. */
export function formatTimeInZones(instant: string | DateTime, communityZone: string, options: { ownZone?: string; withDate?: boolean } = {}): string {
  const { community, own } = timeInZones(instant, communityZone, options);
  return own ? `${community}; your time: ${own}` : community;
}

/** The other member of a pair, whose clock a time is also shown on: their name and IANA zone ('' when unknown). */
export interface PartnerClock {
  name: string;
  timeZone: string;
}

/**
 * An instant for one member of a pair, on their own clock and, where the partner's reads differently, on the
 * partner's, named: 'Monday, March 9, 2026 at 6:00 PM PDT (your time) · 2:00 AM (Monday night) for Ana (Europe/London)'
 * (the partner's date only when it is another day there). A partner with no known zone: formatTimeInZones.
 */
export function formatTimeForPair(instant: string, communityZone: string, partner: PartnerClock | null, options: { ownZone?: string } = {}): string {
  if (!partner || !IANAZone.isValidZone(partner.timeZone)) return formatTimeInZones(instant, communityZone, options);
  const own = DateTime.fromISO(instant).setZone(options.ownZone ?? ownTimeZone());
  const theirs = own.setZone(partner.timeZone);
  const ownText = `${wallClockText(own, true)} (your time)`;
  if (theirs.offset === own.offset) return ownText;
  const sameDay = theirs.toISODate() === own.toISODate();
  return `${ownText} · ${wallClockText(theirs, !sameDay, false)} for ${partner.name} (${partner.timeZone})`;
}
