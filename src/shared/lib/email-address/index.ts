/** The server's rule for an email address (contracts/email-address.ts, import-free), for forms to check first. */
export { isEmailAddress, INVALID_EMAIL_ADDRESS } from '@contracts/email-address';
