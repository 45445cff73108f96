/** API.md "Members" and "Chat-server verification". */
import { Type, type Static } from 'typebox';
import { DateTime, HttpUrlOrEmpty, MemberIdText, MultilineText, Nullable, RequiredText, SingleLineText } from './common';
import { MEMBER_LIMITS } from './limits';
import { InterviewFocusSchema, PreferredLanguageSchema, QuestionDifficultySchema } from './preferences';
import { TimeZoneName } from './time-zone';

export const SocialLink = Type.Object({ username: Type.String(), isPrivate: Type.Boolean() });

export const Member = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  bio: Type.String(),
  major: Type.String(),
  grad_date: Nullable(Type.String()),
  local: Type.String(),
  preview: Type.String(),
  role: Type.String(),
  resume_url: Type.String(),
  discord_username: Type.String(),
  discord_id: Nullable(Type.String()),
  profile_picture_url: Type.String(),
  created: DateTime,
  groups: Type.Array(Type.Object({ name: Type.Union([Type.Literal('is_verified'), Type.Literal('is_admin')]) })),
  linkedin: Nullable(SocialLink),
  github: Nullable(SocialLink),
  leetcode: Nullable(SocialLink),
});
export type MemberDto = Static<typeof Member>;
export type SocialLinkDto = Static<typeof SocialLink>;

export const MemberList = Type.Array(Member);

/** GET and PUT /members/profile/: the member as others see them, plus settings only the member sees. */
export const OwnProfile = Type.Object({
  ...Member.properties,
  /** Interview reminders by email (and chat DM): the day before the proposed time and at the start of the week. */
  reminders_enabled: Type.Boolean(),
  /** Interview preferences: pairing prefers the same focus and difficulty; the question draw matches them. */
  interview_focus: InterviewFocusSchema,
  interview_difficulty: QuestionDifficultySchema,
  /** One of the room's languages, or '' for no preference. */
  preferred_language: PreferredLanguageSchema,
  /** The member's IANA time zone (interview times are also shown to the partner in it), or '' when unknown. */
  time_zone: Type.String(),
});
export type OwnProfileDto = Static<typeof OwnProfile>;

/** null clears a text field, so the SPA can send what an emptied input holds. */
const ClearableText = (maxLength: number) => Nullable(SingleLineText(maxLength));

/**
 * The same rule as the SPA (SPEC section 5): the SPA keeps each site's fixed prefix (github.com/,
 * linkedin.com/in/, leetcode.com/u/) and stores the rest, which must be one path segment: no slash, space,
 * query or fragment; blank clears the link. LeetCode's old links have no /u/, so a lone "u" would be the
 * start of an address.
 */
const PATH_SEGMENT = '^\\s*([^\\s/?#]+)?\\s*$';
export const SOCIAL_LINK_RULES = {
  github: { pattern: PATH_SEGMENT, message: 'Please enter a valid GitHub username' },
  leetcode: { pattern: '^\\s*((?![uU]\\s*$)[^\\s/?#]+)?\\s*$', message: 'Please enter a valid LeetCode username' },
  linkedin: { pattern: PATH_SEGMENT, message: 'Please enter a valid LinkedIn username' },
} as const;
const SocialLinkInput = (site: keyof typeof SOCIAL_LINK_RULES) =>
  Nullable(
    Type.Object({
      username: Type.String({ maxLength: MEMBER_LIMITS.social_username, pattern: SOCIAL_LINK_RULES[site].pattern, errorMessage: SOCIAL_LINK_RULES[site].message }),
      isPrivate: Type.Optional(Type.Boolean()),
    }),
  );

/** A date YYYY-MM-DD that exists, in a plausible graduation range; '' or null clears it. */
const GradDate = Type.Union([
  Type.String({ format: 'date', pattern: '^(19\\d\\d|20\\d\\d|2100)-', errorMessage: 'Enter a valid date in the form YYYY-MM-DD.' }),
  Type.Literal(''),
  Type.Null(),
]);

/** PUT /members/profile/: any subset; unknown and read-only keys are dropped before the handler sees them. */
export const ProfileUpdateBody = Type.Object({
  first_name: Type.Optional(ClearableText(MEMBER_LIMITS.first_name)),
  last_name: Type.Optional(ClearableText(MEMBER_LIMITS.last_name)),
  bio: Type.Optional(Nullable(MultilineText(MEMBER_LIMITS.bio))),
  major: Type.Optional(ClearableText(MEMBER_LIMITS.major)),
  grad_date: Type.Optional(GradDate),
  local: Type.Optional(ClearableText(MEMBER_LIMITS.local)),
  preview: Type.Optional(ClearableText(MEMBER_LIMITS.preview)),
  role: Type.Optional(ClearableText(MEMBER_LIMITS.role)),
  resume_url: Type.Optional(Nullable(HttpUrlOrEmpty(MEMBER_LIMITS.url, 'Enter a URL starting with http:// or https://.'))),
  /** Uploads go through the upload route; here a picture is cleared, kept as it is, or set to an http(s) address. */
  profile_picture_url: Type.Optional(
    Nullable(
      Type.String({
        maxLength: MEMBER_LIMITS.url,
        pattern: '^\\s*(([Hh][Tt][Tt][Pp][Ss]?://|/uploads/)[^\\s]+)?\\s*$',
        errorMessage: 'Enter a URL starting with http:// or https://, or upload a picture.',
      }),
    ),
  ),
  linkedin: Type.Optional(SocialLinkInput('linkedin')),
  github: Type.Optional(SocialLinkInput('github')),
  leetcode: Type.Optional(SocialLinkInput('leetcode')),
  reminders_enabled: Type.Optional(Type.Boolean()),
  interview_focus: Type.Optional(InterviewFocusSchema),
  interview_difficulty: Type.Optional(QuestionDifficultySchema),
  preferred_language: Type.Optional(PreferredLanguageSchema),
  time_zone: Type.Optional(TimeZoneName),
});
export type ProfileUpdateDto = Static<typeof ProfileUpdateBody>;

/** Discord's own rule for usernames: 2 to 32 letters, digits, underscores or periods (compared ignoring case). */
export const DiscordUsername = Type.String({
  maxLength: MEMBER_LIMITS.discord_username + 20,
  pattern: '^\\s*[A-Za-z0-9_.]{2,32}\\s*$',
  errorMessage: 'Enter a valid Discord username: 2 to 32 letters, digits, underscores or periods.',
});

export const DiscordUsernameBody = Type.Object({ new_discord_username: DiscordUsername });
export const DiscordUsernameUpdated = Type.Object({ success: Type.Literal(true), discord_username: Type.String() });
export type DiscordUsernameUpdatedDto = Static<typeof DiscordUsernameUpdated>;

export const VerifyDiscordBody = Type.Object({
  username: RequiredText(MEMBER_LIMITS.username),
  discord_username: DiscordUsername,
  discord_id: Type.String({ pattern: '^\\d{1,25}$' }),
});

export const PictureUploaded = Type.Object({ url: Type.String() });
export type PictureUploadedDto = Static<typeof PictureUploaded>;

/** POST /members/{id}/verify/ (admin): the member to verify; an id that names nobody is a 404. */
export const VerifyMemberParams = Type.Object({ id: MemberIdText('No member has that id.') });
