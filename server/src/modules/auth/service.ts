import type { AppContext } from '../../context';
import { conflict, FieldErrors } from '../../lib/http-errors';
import type { MemberRow } from '../members/dto';
import { findMemberByEmail, findMemberByUsername, insertMember } from '../members/repository';
import {
  DISCORD_USERNAME_TAKEN,
  findMemberByDiscordUsername,
  INVALID_DISCORD_USERNAME,
  isValidDiscordUsername,
} from '../members/verification';
import { hashPassword, passwordProblems, verifyPassword } from './passwords';
import { requiredText, type JsonObject } from './request-body';
import { violatedUniqueIndex } from './unique-violation';

const USERNAME = /^[\p{L}\p{N}@.+_-]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME_LENGTH = 150;
const MAX_EMAIL_LENGTH = 254;

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
}

function maxLength(errors: FieldErrors, field: string, value: string, limit: number): void {
  if (value.length > limit) errors.add(field, `Ensure this field has no more than ${limit} characters.`);
}

/** Reads and checks a registration body; throws one 400 that lists every field's problems. */
export function parseRegistration(body: JsonObject): Registration {
  const errors = new FieldErrors();
  const registration: Registration = {
    firstName: requiredText(body, 'first_name', errors),
    lastName: requiredText(body, 'last_name', errors),
    username: requiredText(body, 'username', errors),
    email: requiredText(body, 'email', errors),
    password: requiredText(body, 'password', errors, { trim: false }),
    discordUsername: requiredText(body, 'discord_username', errors),
  };
  const { username, email, password, discordUsername } = registration;
  maxLength(errors, 'first_name', registration.firstName, MAX_NAME_LENGTH);
  maxLength(errors, 'last_name', registration.lastName, MAX_NAME_LENGTH);
  maxLength(errors, 'username', username, MAX_NAME_LENGTH);
  if (username && !USERNAME.test(username)) {
    errors.add('username', 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.');
  }
  if (email && (!EMAIL.test(email) || email.length > MAX_EMAIL_LENGTH)) errors.add('email', 'Enter a valid email address.');
  if (discordUsername && !isValidDiscordUsername(discordUsername)) errors.add('discord_username', INVALID_DISCORD_USERNAME);
  if (password) for (const problem of passwordProblems(password, username)) errors.add('password', problem);
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
