import {
  SOCIAL_SERVICES,
  socialLinkError,
  type EditableProfile,
  type OwnProfile,
  type SocialLink,
  type SocialService,
} from '@/entities/member';
import { ownTimeZone } from '@/shared/lib/dates';

/** What the form edits: the profile, with every link present (an empty username means "no link"). */
export type ProfileFormValues = Omit<EditableProfile, SocialService> & Record<SocialService, SocialLink>;

export type TextField = 'firstName' | 'lastName' | 'preview' | 'role' | 'major' | 'local' | 'bio' | 'resumeUrl';

export function formValuesOf(member: OwnProfile): ProfileFormValues {
  const link = (value: SocialLink | null): SocialLink => value ?? { username: '', isPrivate: false };
  return {
    firstName: member.firstName,
    lastName: member.lastName,
    preview: member.preview,
    role: member.role,
    major: member.major,
    gradDate: member.gradDate,
    local: member.local,
    bio: member.bio,
    resumeUrl: member.resumeUrl,
    github: link(member.github),
    linkedin: link(member.linkedin),
    leetcode: link(member.leetcode),
    remindersEnabled: member.remindersEnabled,
    interviewFocus: member.interviewFocus,
    interviewDifficulty: member.interviewDifficulty,
    preferredLanguage: member.preferredLanguage,
    // Unknown until the member saves: the browser's zone is the likeliest answer.
    timeZone: member.timeZone || ownTimeZone(),
  };
}

/** Each link's validation message (SPEC section 5), or null when it is valid or empty. */
export function linkErrorsOf(values: ProfileFormValues): Record<SocialService, string | null> {
  return {
    github: socialLinkError('github', values.github.username),
    linkedin: socialLinkError('linkedin', values.linkedin.username),
    leetcode: socialLinkError('leetcode', values.leetcode.username),
  };
}

export function hasLinkErrors(values: ProfileFormValues): boolean {
  const errors = linkErrorsOf(values);
  return SOCIAL_SERVICES.some((service) => errors[service] !== null);
}
