/**
 * A member's time zone (issue 22: interview times are shown in both members' zones): an IANA name such as
 * Europe/London, America/Argentina/Buenos_Aires or UTC, as a browser reports it. The schema checks its shape (a
 * name, not a UTC offset); whether the zone exists is the server's check (server/src/lib/time-zone.ts), since
 * the list is the runtime's time zone database, not something a pattern can hold.
 */
import { Type } from 'typebox';

export const TIME_ZONE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_+/-]*$';

export const UNKNOWN_TIME_ZONE = 'Not a known time zone: use an IANA name such as Europe/London or America/New_York.';

export const TimeZoneName = Type.String({ maxLength: 64, pattern: TIME_ZONE_NAME_PATTERN, errorMessage: UNKNOWN_TIME_ZONE });
