import { DEFAULT_INTERVIEW_PREFERENCES, type InterviewPreferences } from '@/entities/member';
import type { Registration } from '../api/register-api';

export interface RegistrationFormValues extends Registration {
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationFormValues;

/** The fields the member types; all seven are required (SPEC section 5). The preferences start at a choice. */
export type RegistrationTextField = Exclude<RegistrationField, keyof InterviewPreferences>;

export const emptyRegistrationForm: RegistrationFormValues = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  discordUsername: '',
  password: '',
  confirmPassword: '',
  ...DEFAULT_INTERVIEW_PREFERENCES,
};

const TEXT_FIELDS: readonly RegistrationTextField[] = ['username', 'firstName', 'lastName', 'email', 'discordUsername', 'password', 'confirmPassword'];

const FILL_ALL_FIELDS = 'Please fill out all fields.';
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** SPEC section 5: the message that stops the form from being sent, or null when it may be sent. */
export function registrationFormError(values: RegistrationFormValues): string | null {
  if (TEXT_FIELDS.some((field) => values[field].trim() === '')) return FILL_ALL_FIELDS;
  if (values.password !== values.confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return null;
}

/** The request body: text fields trimmed like the server does; passwords exactly as typed. */
export function toRegistration(values: RegistrationFormValues): Registration {
  return {
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    discordUsername: values.discordUsername.trim(),
    password: values.password,
    interviewFocus: values.interviewFocus,
    interviewDifficulty: values.interviewDifficulty,
    preferredLanguage: values.preferredLanguage,
  };
}
