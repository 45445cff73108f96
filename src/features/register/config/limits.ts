import { MEMBER_LIMITS } from '@/shared/config';
import type { RegistrationTextField } from '../model/registration-form';

/** The server's limit for each field of the form (contracts/limits.ts); the confirmation matches the password. */
export const REGISTRATION_FIELD_LIMITS: Record<RegistrationTextField, number> = {
  username: MEMBER_LIMITS.username,
  firstName: MEMBER_LIMITS.first_name,
  lastName: MEMBER_LIMITS.last_name,
  email: MEMBER_LIMITS.email,
  discordUsername: MEMBER_LIMITS.discord_username,
  password: MEMBER_LIMITS.password,
  confirmPassword: MEMBER_LIMITS.password,
};
