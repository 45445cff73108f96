import type { OwnProfile, SocialLink } from '../model/types';
import type { EditableProfile, ProfileField, ProfileFieldErrors, ProfileUpdateDto } from '../model/profile';

/** Wire name of each editable field, for reading the server's per-field 400 errors. */
const WIRE_NAMES: Record<ProfileField, keyof ProfileUpdateDto> = {
  firstName: 'first_name',
  lastName: 'last_name',
  bio: 'bio',
  major: 'major',
  gradDate: 'grad_date',
  local: 'local',
  preview: 'preview',
  role: 'role',
  resumeUrl: 'resume_url',
  linkedin: 'linkedin',
  github: 'github',
  leetcode: 'leetcode',
  remindersEnabled: 'reminders_enabled',
  interviewFocus: 'interview_focus',
  interviewDifficulty: 'interview_difficulty',
  preferredLanguage: 'preferred_language',
  timeZone: 'time_zone',
};

/** The editable part of a member, as the edit form starts from. */
export function editableProfileOf(member: OwnProfile): EditableProfile {
  const { firstName, lastName, bio, major, gradDate, local, preview, role, resumeUrl, linkedin, github, leetcode, remindersEnabled } = member;
  const { interviewFocus, interviewDifficulty, preferredLanguage, timeZone } = member;
  return {
    firstName, lastName, bio, major, gradDate, local, preview, role, resumeUrl, linkedin, github, leetcode, remindersEnabled,
    interviewFocus, interviewDifficulty, preferredLanguage, timeZone,
  };
}

/** A link without a username is no link: sent as null so the server clears it. */
function socialLinkDto(link: SocialLink | null): SocialLink | null {
  const username = link?.username.trim() ?? '';
  return link && username ? { username, isPrivate: link.isPrivate } : null;
}

/** Model → wire (snake_case) for PUT /members/profile/. */
export function mapProfileToDto(profile: EditableProfile): ProfileUpdateDto {
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    bio: profile.bio,
    major: profile.major,
    grad_date: profile.gradDate || null,
    local: profile.local,
    preview: profile.preview,
    role: profile.role,
    resume_url: profile.resumeUrl,
    linkedin: socialLinkDto(profile.linkedin),
    github: socialLinkDto(profile.github),
    leetcode: socialLinkDto(profile.leetcode),
    reminders_enabled: profile.remindersEnabled,
    interview_focus: profile.interviewFocus,
    interview_difficulty: profile.interviewDifficulty,
    preferred_language: profile.preferredLanguage,
    // '' is "unknown", which the server does not take back: the stored zone stays as it is.
    ...(profile.timeZone ? { time_zone: profile.timeZone } : {}),
  };
}

/** The first message the server gave for each editable field, from a 400's `errors`. */
export function mapProfileFieldErrors(errors: Record<string, string[] | undefined>): ProfileFieldErrors {
  const byField: ProfileFieldErrors = {};
  for (const [field, wireName] of Object.entries(WIRE_NAMES) as Array<[ProfileField, string]>) {
    const message = errors[wireName]?.[0];
    if (message) byField[field] = message;
  }
  return byField;
}
