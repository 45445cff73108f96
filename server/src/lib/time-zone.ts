import { TIME_ZONE_NAME_PATTERN } from '@contracts/time-zone';

const timeZoneName = new RegExp(TIME_ZONE_NAME_PATTERN);

/**
 * Whether `name` is a zone of the IANA database this runtime carries, aliases included (US/Pacific, UTC), as
 * Luxon and Intl will format times in it; a UTC offset ('+01:00', which newer runtimes accept) is not a zone name.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!timeZoneName.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
