import type { members, SocialLink } from '../../db/schema';
import type { OwnProfileDto } from '@contracts/members';
import { isPreferredLanguage } from '@contracts/preferences';

export type MemberRow = typeof members.$inferSelect;

export interface MemberDto {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  bio: string;
  major: string;
  grad_date: string | null;
  local: string;
  preview: string;
  role: string;
  resume_url: string;
  discord_username: string;
  discord_id: string | null;
  profile_picture_url: string;
  created: string;
  groups: Array<{ name: 'is_verified' | 'is_admin' }>;
  linkedin: SocialLink | null;
  github: SocialLink | null;
  leetcode: SocialLink | null;
}

/** Who is looking decides whether private links are shown: the member themself and admins see them. */
export interface Viewer {
  id: number;
  isAdmin: boolean;
}

function visibleLink(link: SocialLink | null, showPrivate: boolean): SocialLink | null {
  if (!link || !link.username) return null;
  return link.isPrivate && !showPrivate ? null : { username: link.username, isPrivate: link.isPrivate };
}

/**
 * Uploaded pictures are stored as paths on this server (`/uploads/avatars/...`); clients get them as
 * absolute URLs on PUBLIC_URL, so a SPA or client on another origin can load them. External URLs pass as they are.
 */
export function publicPictureUrl(stored: string, publicUrl: string): string {
  return stored.startsWith('/') ? publicUrl + stored : stored;
}

/** The inverse, for a client that sends back the absolute URL it was given. */
export function storedPictureUrl(given: string, publicUrl: string): string {
  return given.startsWith(`${publicUrl}/uploads/`) ? given.slice(publicUrl.length) : given;
}

/** `publicUrl`: the configured PUBLIC_URL, which uploaded pictures' URLs are built on. */
export function toMemberDto(row: MemberRow, viewer: Viewer | null, publicUrl: string): MemberDto {
  const showPrivate = viewer !== null && (viewer.id === row.id || viewer.isAdmin);
  const groups: MemberDto['groups'] = [];
  if (row.isVerified) groups.push({ name: 'is_verified' });
  if (row.isAdmin) groups.push({ name: 'is_admin' });
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    bio: row.bio,
    major: row.major,
    grad_date: row.gradDate,
    local: row.local,
    preview: row.preview,
    role: row.role,
    resume_url: row.resumeUrl,
    discord_username: row.discordUsername,
    discord_id: row.discordId,
    profile_picture_url: publicPictureUrl(row.profilePictureUrl, publicUrl),
    created: row.created.toISOString(),
    groups,
    linkedin: visibleLink(row.linkedin, showPrivate),
    github: visibleLink(row.github, showPrivate),
    leetcode: visibleLink(row.leetcode, showPrivate),
  };
}

/** The member's own profile (GET and PUT /members/profile/): their settings as well. */
export function toOwnProfileDto(row: MemberRow, publicUrl: string): OwnProfileDto {
  return {
    ...toMemberDto(row, row, publicUrl),
    reminders_enabled: row.remindersEnabled,
    interview_focus: row.interviewFocus,
    interview_difficulty: row.interviewDifficulty,
    // A value the SPA no longer offers reads as "no preference" rather than failing the response.
    preferred_language: isPreferredLanguage(row.preferredLanguage) ? row.preferredLanguage : '',
    time_zone: row.timeZone,
  };
}
