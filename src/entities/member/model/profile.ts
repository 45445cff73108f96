import type { OwnProfile } from './types';

/** The fields a member edits on their profile (PUT /members/profile/); the picture has its own upload. */
export type EditableProfile = Pick<
  OwnProfile,
  'firstName' | 'lastName' | 'bio' | 'major' | 'gradDate' | 'local' | 'preview' | 'role' | 'resumeUrl' | 'linkedin' | 'github' | 'leetcode'
  | 'remindersEnabled' | 'interviewFocus' | 'interviewDifficulty' | 'preferredLanguage' | 'timeZone'
>;

export type ProfileField = keyof EditableProfile;

/** The PUT body, from the server's schema; the server drops keys it does not list. */
export type { ProfileUpdateDto } from '@/shared/api';

/** One message per field, as the edit form shows them. */
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;
