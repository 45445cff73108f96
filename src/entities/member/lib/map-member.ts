import type { Member, MemberDto, OwnProfile, OwnProfileDto, SocialLink, SocialLinkDto } from '../model/types';

function mapSocialLink(dto: SocialLinkDto | null | undefined): SocialLink | null {
  return dto ? { username: dto.username, isPrivate: dto.isPrivate } : null;
}

/** The one DTO → model mapper for members; the admin and verified flags come from the groups. */
export function mapMember(dto: MemberDto): Member {
  const groups = (dto.groups ?? []).map((group) => ({ name: group.name }));
  const inGroup = (name: string) => groups.some((group) => group.name === name);
  return {
    id: dto.id,
    username: dto.username,
    email: dto.email,
    firstName: dto.first_name ?? '',
    lastName: dto.last_name ?? '',
    bio: dto.bio ?? '',
    major: dto.major ?? '',
    gradDate: dto.grad_date ?? null,
    local: dto.local ?? '',
    preview: dto.preview ?? '',
    role: dto.role ?? '',
    resumeUrl: dto.resume_url ?? '',
    discordUsername: dto.discord_username ?? '',
    discordId: dto.discord_id ?? null,
    profilePictureUrl: dto.profile_picture_url ?? '',
    created: dto.created,
    groups,
    isAdmin: inGroup('is_admin'),
    isVerified: inGroup('is_verified'),
    linkedin: mapSocialLink(dto.linkedin),
    github: mapSocialLink(dto.github),
    leetcode: mapSocialLink(dto.leetcode),
  };
}

/** The member's own profile; reminders are on unless the server says they were turned off. */
export function mapOwnProfile(dto: OwnProfileDto): OwnProfile {
  return {
    ...mapMember(dto),
    remindersEnabled: dto.reminders_enabled ?? true,
    interviewFocus: dto.interview_focus,
    interviewDifficulty: dto.interview_difficulty,
    preferredLanguage: dto.preferred_language,
    timeZone: dto.time_zone,
  };
}
