import type { InterviewDifficulty, InterviewFocus, PreferredLanguage } from '../config/preferences';
/** A link to a member's account elsewhere; private links are only returned to the member and admins. */
export interface SocialLink {
  username: string;
  isPrivate: boolean;
}

/** A member as the API sends it (API.md "Members"), from the server's schema. */
export type { MemberDto, OwnProfileDto, SocialLinkDto } from '@/shared/api';

export type MemberGroupName = 'is_verified' | 'is_admin';

/** A member as the SPA uses it (SPEC section 3). */
export interface Member {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  major: string;
  /** 'YYYY-MM-DD'; parse with the shared date helpers so it stays a local date. */
  gradDate: string | null;
  local: string;
  preview: string;
  role: string;
  resumeUrl: string;
  discordUsername: string;
  discordId: string | null;
  profilePictureUrl: string;
  created: string;
  groups: Array<{ name: string }>;
  isAdmin: boolean;
  isVerified: boolean;
  linkedin: SocialLink | null;
  github: SocialLink | null;
  leetcode: SocialLink | null;
}

/** The signed-in member's own profile (GET /members/profile/): the member, and settings only they see. */
export interface OwnProfile extends Member {
  /** Interview reminders by email (and chat DM): the day before the proposed time and at the start of the week. */
  remindersEnabled: boolean;
  /** Interview preferences: pairing prefers the same focus and difficulty; the questions drawn match them. */
  interviewFocus: InterviewFocus;
  interviewDifficulty: InterviewDifficulty;
  /** '' is "no preference". */
  preferredLanguage: PreferredLanguage;
  /** IANA zone, '' when unknown: interview times are also shown to the partner in it. */
  timeZone: string;
}
