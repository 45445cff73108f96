import type { members, SocialLink } from '../../db/schema';
import type { ProfileUpdateDto } from '@contracts/members';
import { UNKNOWN_TIME_ZONE } from '@contracts/time-zone';
import { FieldErrors } from '../../lib/http-errors';
import { isHttpUrl, trimmed } from '../../lib/text';
import { isIanaTimeZone } from '../../lib/time-zone';
import type { MemberRow } from './dto';

export type ProfileChanges = Partial<Pick<typeof members.$inferInsert,
  'firstName' | 'lastName' | 'bio' | 'major' | 'gradDate' | 'local' | 'preview' | 'role' | 'resumeUrl' | 'profilePictureUrl' | 'linkedin' | 'github' | 'leetcode' | 'remindersEnabled'
  | 'interviewFocus' | 'interviewDifficulty' | 'preferredLanguage' | 'timeZone'>>;

/** Free-text fields: wire name and column; their rules are in the route schema (contracts/members.ts). */
const TEXT_FIELDS = [
  { field: 'first_name', column: 'firstName' },
  { field: 'last_name', column: 'lastName' },
  { field: 'bio', column: 'bio' },
  { field: 'major', column: 'major' },
  { field: 'local', column: 'local' },
  { field: 'preview', column: 'preview' },
  { field: 'role', column: 'role' },
  { field: 'resume_url', column: 'resumeUrl' },
] as const;

const SOCIAL_SITES = ['github', 'leetcode', 'linkedin'] as const;

/** `{username, isPrivate}`; a blank username (or null) clears the link. */
function toSocialLink(value: NonNullable<ProfileUpdateDto['github']> | null): SocialLink | null {
  const username = value?.username.trim();
  return value && username ? { username, isPrivate: value.isPrivate ?? false } : null;
}

/**
 * PUT /members/profile/ after its schema: any subset of the editable fields (every other key was dropped).
 * A picture URL is either cleared, kept, or an http(s) address: a path to an upload is accepted only as the
 * member's current picture, since uploads go through the upload route.
 */
export function parseProfileUpdate(body: ProfileUpdateDto, current: MemberRow): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const { field, column } of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined) changes[column] = trimmed(value);
  }
  if (body.grad_date !== undefined) changes.gradDate = body.grad_date || null;
  const pictureUrl = body.profile_picture_url === undefined ? undefined : trimmed(body.profile_picture_url);
  if (pictureUrl !== undefined && pictureUrl !== current.profilePictureUrl) {
    if (pictureUrl !== '' && !isHttpUrl(pictureUrl)) {
      new FieldErrors().add('profile_picture_url', 'Enter a URL starting with http:// or https://, or upload a picture.').throwIfAny();
    }
    changes.profilePictureUrl = pictureUrl;
  }
  for (const site of SOCIAL_SITES) {
    const link = body[site];
    if (link !== undefined) changes[site] = toSocialLink(link);
  }
  if (body.reminders_enabled !== undefined) changes.remindersEnabled = body.reminders_enabled;
  if (body.interview_focus !== undefined) changes.interviewFocus = body.interview_focus;
  if (body.interview_difficulty !== undefined) changes.interviewDifficulty = body.interview_difficulty;
  if (body.preferred_language !== undefined) changes.preferredLanguage = body.preferred_language;
  if (body.time_zone !== undefined) {
    if (!isIanaTimeZone(body.time_zone)) new FieldErrors().add('time_zone', UNKNOWN_TIME_ZONE).throwIfAny();
    changes.timeZone = body.time_zone;
  }
  return changes;
}
