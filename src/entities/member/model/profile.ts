import type { Member, MemberDto } from './types';

/** The fields a member edits on their profile (PUT /members/profile/); the picture has its own upload. */
export type EditableProfile = Pick<
  Member,
  'firstName' | 'lastName' | 'bio' | 'major' | 'gradDate' | 'local' | 'preview' | 'role' | 'resumeUrl' | 'linkedin' | 'github' | 'leetcode'
>;

export type ProfileField = keyof EditableProfile;

/** The PUT body; the server ignores keys it does not list, so this is exactly what it reads. */
export type ProfileUpdateDto = Pick<
  MemberDto,
  'first_name' | 'last_name' | 'bio' | 'major' | 'grad_date' | 'local' | 'preview' | 'role' | 'resume_url' | 'linkedin' | 'github' | 'leetcode'
>;

/** One message per field, as the edit form shows them. */
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;
