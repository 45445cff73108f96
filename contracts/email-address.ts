/**
 * What the server accepts as an email address (registration, password reset), free of imports so the SPA
 * can check a form with the same rule at run time (through `@/shared/lib/email-address`).
 */
export const EMAIL_ADDRESS_PATTERN = '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$';

export const INVALID_EMAIL_ADDRESS = 'Enter a valid email address.';

const emailAddress = new RegExp(EMAIL_ADDRESS_PATTERN);

export function isEmailAddress(text: string): boolean {
  return emailAddress.test(text);
}
