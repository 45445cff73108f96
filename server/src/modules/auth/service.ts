import type { InterviewFocus, QuestionDifficulty } from '@contracts/preferences';
import type { RegisterDto } from '@contracts/auth';
import type { AppContext } from '../../context';
import { conflict, FieldErrors } from '../../lib/http-errors';
import { isIanaTimeZone } from '../../lib/time-zone';
import type { MemberRow } from '../members/dto';
import { findMemberByEmail, findMemberByUsername, insertMember } from '../members/repository';
import {
  DISCORD_USERNAME_TAKEN,
  findMemberByDiscordUsername,
} from '../members/verification';
import { hashPassword, passwordProblems, verifyPassword } from './passwords';
import { violatedUniqueIndex } from './unique-violation';


export const USERNAME_TAKEN = 'A member with that username already exists.';
export const EMAIL_TAKEN = 'A member with that email already exists.';

const takenByIndex: Record<string, string> = {
  members_username_lower_idx: USERNAME_TAKEN,
  members_email_lower_idx: EMAIL_TAKEN,
  members_discord_username_lower_idx: DISCORD_USERNAME_TAKEN,
};

let dummyHash: Promise<string> | undefined;

/**
 * The member with these credentials, or null. An unknown username still costs one password hash, so the
 * response time does not tell which usernames exist.
 */
export async function authenticate(ctx: AppContext, username: string, password: string): Promise<MemberRow | null> {
  const member = await findMemberByUsername(ctx.db, username);
  if (!member) {
    dummyHash ??= hashPassword('no member has this password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, member.passwordHash)) ? member : null;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  discordUsername: string;
  interviewFocus?: InterviewFocus;
  interviewDifficulty?: QuestionDifficulty;
  preferredLanguage?: string;
  /** An IANA zone; absent when the browser did not say. */
  timeZone?: string;
}

/** A registration body the schema has checked, trimmed; the password's strength depends on the username, email and names, so it is checked here. */
export async function parseRegistration(body: RegisterDto): Promise<Registration> {
  const errors = new FieldErrors();
  const registration: Registration = {
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    username: body.username.trim(),
    email: body.email.trim(),
    password: body.password,
    discordUsername: body.discord_username.trim(),
    interviewFocus: body.interview_focus,
    interviewDifficulty: body.interview_difficulty,
    preferredLanguage: body.preferred_language,
    // The SPA sends the browser's zone without showing a field: a zone this server's time zone database does not know
    // (a browser's newer data) is left unknown ('', changeable on the profile) rather than refusing the registration.
    timeZone: body.time_zone !== undefined && isIanaTimeZone(body.time_zone) ? body.time_zone : undefined,
  };
  const { username, email, password } = registration;
  const personal = [email, email.split('@')[0], registration.firstName, registration.lastName, registration.discordUsername];
  for (const problem of await passwordProblems(password, username, personal)) errors.add('password', problem);
  errors.throwIfAny();
  return registration;
}

/** Creates an unverified member; 409 when the username, email or Discord username is taken (in any case). */
export async function registerMember(ctx: AppContext, registration: Registration): Promise<MemberRow> {
  if (await findMemberByUsername(ctx.db, registration.username)) throw conflict(USERNAME_TAKEN);
  if (await findMemberByEmail(ctx.db, registration.email)) throw conflict(EMAIL_TAKEN);
  if (await findMemberByDiscordUsername(ctx.db, registration.discordUsername)) throw conflict(DISCORD_USERNAME_TAKEN);
  try {
    return await insertMember(ctx.db, { ...registration, isVerified: false, isAdmin: false });
  } catch (error) {
    // Two registrations racing for the same name both pass the checks above; the unique index stops the second.
    const index = violatedUniqueIndex(error);
    if (index === null) throw error;
    throw conflict(takenByIndex[index] ?? 'That username, email or Discord username is already taken.');
  }
}
