/** API.md "CSRF and sessions" and "Auth". */
import { Type, type Static } from 'typebox';
import { DetailBody, RequiredText, SingleLineText } from './common';
import { InterviewFocusSchema, PreferredLanguageSchema, QuestionDifficultySchema } from './preferences';
import { EMAIL_ADDRESS_PATTERN, INVALID_EMAIL_ADDRESS } from './email-address';
import { MEMBER_LIMITS } from './limits';
import { DiscordUsername, Member } from './members';
import { TimeZoneName } from './time-zone';

/** Passwords keep every character but control ones; their length is capped so a huge one costs no hash. */
const Password = SingleLineText(MEMBER_LIMITS.password, { minLength: 1 });

export const CsrfToken = Type.Object({ csrfToken: Type.String() });

/** Signed out is an answer, not an error (200, not API.md's 401): a browser logs every 4xx as a console error. */
export const Session = Type.Union([
  Type.Object({ isAuthenticated: Type.Literal(true), user: Member }),
  Type.Object({ isAuthenticated: Type.Literal(false) }),
]);
export type SessionDto = Static<typeof Session>;

export const LoginBody = Type.Object({ username: RequiredText(MEMBER_LIMITS.username), password: Password });

export const Username = RequiredText(MEMBER_LIMITS.username, {
  pattern: '^\\s*[\\p{L}\\p{N}@.+_-]+\\s*$',
  errorMessage: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
});

export const Email = RequiredText(MEMBER_LIMITS.email, { pattern: EMAIL_ADDRESS_PATTERN, errorMessage: INVALID_EMAIL_ADDRESS });

export const RegisterBody = Type.Object({
  first_name: RequiredText(MEMBER_LIMITS.first_name),
  last_name: RequiredText(MEMBER_LIMITS.last_name),
  username: Username,
  email: Email,
  password: Password,
  discord_username: DiscordUsername,
  /** Interview preferences, chosen at signup (issue 22); absent: mixed, medium, no language (changeable on the profile). */
  interview_focus: Type.Optional(InterviewFocusSchema),
  interview_difficulty: Type.Optional(QuestionDifficultySchema),
  preferred_language: Type.Optional(PreferredLanguageSchema),
  /** The browser's IANA time zone, sent without asking (issue 22); absent: unknown ('') until set on the profile. */
  time_zone: Type.Optional(TimeZoneName),
});
export type RegisterDto = Static<typeof RegisterBody>;

export const Registered = Type.Object({ detail: Type.String(), id: Type.Integer(), username: Type.String() });
export type RegisteredDto = Static<typeof Registered>;

export const PasswordResetBody = Type.Object({ email: Email });

export const PasswordResetConfirmParams = Type.Object({
  uid: Type.String({ maxLength: 100 }),
  token: Type.String({ maxLength: 200 }),
});
export const PasswordResetConfirmBody = Type.Object({ new_password: Password });

export { DetailBody };
