import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { PRODUCT_NAME } from '@/shared/config';
import type { RegistrationField } from './registration-form';

const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const REGISTRATION_ERROR = 'An error occurred.';

/**
 * What a newly registered member is told to do next: SPEC section 8's /verify advice where a chat-server bot
 * answers it; without one (GET /config/), an admin verifies accounts, so that is what to wait for.
 */
export function registrationSuccessMessage(username: string, discordBotEnabled: boolean): string {
  if (!discordBotEnabled) return `Registration successful. An admin verifies ${PRODUCT_NAME} accounts: sign in, and ask an admin to verify ${username}.`;
  return `Registration successful. Please type /verify in the ${PRODUCT_NAME} server and enter ${username}`;
}

/** The API's field names for the form's fields. */
const wireFields: Record<string, RegistrationField> = {
  username: 'username',
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  discord_username: 'discordUsername',
  password: 'password',
  interview_focus: 'interviewFocus',
  interview_difficulty: 'interviewDifficulty',
  preferred_language: 'preferredLanguage',
};

export interface RegistrationFailure {
  message: string;
  fieldErrors: Partial<Record<RegistrationField, string>>;
}

function isServerAnswer(error: FetchBaseQueryError | SerializedError): error is FetchBaseQueryError & { status: number; data: unknown } {
  return 'status' in error && typeof error.status === 'number';
}

/** The server's detail (or its first field error) plus each field's first problem; transport failures say less. */
export function describeRegistrationFailure(error: FetchBaseQueryError | SerializedError): RegistrationFailure {
  if (!isServerAnswer(error)) return { message: REGISTRATION_ERROR, fieldErrors: {} };
  const body = (error.data ?? {}) as { detail?: unknown; errors?: Record<string, unknown> };
  const fieldErrors: RegistrationFailure['fieldErrors'] = {};
  for (const [wireField, problems] of Object.entries(body.errors ?? {})) {
    const field = wireFields[wireField];
    if (field && Array.isArray(problems) && typeof problems[0] === 'string') fieldErrors[field] = problems[0];
  }
  const detail = typeof body.detail === 'string' && body.detail ? body.detail : null;
  return { message: detail ?? Object.values(fieldErrors)[0] ?? REGISTRATION_FAILED, fieldErrors };
}
