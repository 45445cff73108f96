import type { MemberDto, OwnProfileDto } from '../model/types';

/** A complete, verified member as the API would send it; tests override what they care about. */
export function memberDtoFixture(overrides: Partial<MemberDto> = {}): MemberDto {
  return {
    id: 1,
    username: 'ada',
    email: 'ada@example.edu',
    first_name: 'Ada',
    last_name: 'Lovelace',
    bio: '',
    major: 'Computer Science',
    grad_date: '2027-06-15',
    local: 'London',
    preview: '',
    role: 'Student',
    resume_url: '',
    discord_username: 'ada#1815',
    discord_id: '181512345678901234',
    profile_picture_url: '',
    created: '2026-01-05T10:00:00.000Z',
    groups: [{ name: 'is_verified' }],
    linkedin: null,
    github: null,
    leetcode: null,
    ...overrides,
  };
}

/** The member's own profile as GET /members/profile/ sends it: reminders on unless overridden. */
export function ownProfileDtoFixture(overrides: Partial<OwnProfileDto> = {}): OwnProfileDto {
  const {
    reminders_enabled: remindersEnabled = true,
    interview_focus: interviewFocus = 'mixed',
    interview_difficulty: interviewDifficulty = 'medium',
    preferred_language: preferredLanguage = '',
    time_zone: timeZone = '',
    ...member
  } = overrides;
  return {
    ...memberDtoFixture(member),
    reminders_enabled: remindersEnabled,
    interview_focus: interviewFocus,
    interview_difficulty: interviewDifficulty,
    preferred_language: preferredLanguage,
    time_zone: timeZone,
  };
}
