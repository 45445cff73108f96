import type { Registration } from '../api/register-api';

export interface RegistrationFormValues extends Registration {
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationFormValues;

export const emptyRegistrationForm: RegistrationFormValues = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  discordUsername: '',
  password: '',
  confirmPassword: '',
};

const FILL_ALL_FIELDS = 'Please fill out all fields.';
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** SPEC section 5: the message that stops the form from being sent, or null when it may be sent. */
export function registrationFormError(values: RegistrationFormValues): string | null {
  const fields = Object.values(values);
  if (fields.some((value) => value.trim() === '')) return FILL_ALL_FIELDS;
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
  };
}
