import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorDetail } from '@/shared/api';
import type { PasswordResetConfirmation } from '../api/reset-password-api';

const BOTH_FIELDS_REQUIRED = 'Both password fields are required.';
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const INVALID_LINK = 'Invalid or missing reset link.';
const RESET_FAILED = 'An error occurred while resetting the password.';
export const RESET_DONE = 'Password has been successfully reset!';

export interface ResetFormInput {
  newPassword: string;
  confirmPassword: string;
  uid: string | undefined;
  token: string | undefined;
}

/** SPEC section 5: the request to send, or why the form may not be sent. */
export function validateResetForm({ newPassword, confirmPassword, uid, token }: ResetFormInput): { error: string } | { confirmation: PasswordResetConfirmation } {
  if (!newPassword || !confirmPassword) return { error: BOTH_FIELDS_REQUIRED };
  if (newPassword !== confirmPassword) return { error: PASSWORDS_DO_NOT_MATCH };
  if (!uid || !token) return { error: INVALID_LINK };
  return { confirmation: { uid, token, newPassword } };
}

export interface ResetFailure {
  message: string;
  /** The server's reasons the new password was refused (too short, all digits, ...). */
  passwordProblems: string[];
  /** The link itself was refused (expired, used, or never issued): no password will get through it. */
  linkRefused: boolean;
}

export function describeResetFailure(error: FetchBaseQueryError | SerializedError): ResetFailure {
  const detail = errorDetail(error, '');
  const data = 'data' in error && error.data && typeof error.data === 'object' ? (error.data as { errors?: { new_password?: unknown } }) : {};
  const problems = data.errors?.new_password;
  return {
    message: detail ? `${RESET_FAILED} ${detail}` : RESET_FAILED,
    passwordProblems: Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === 'string') : [],
    // API.md: a 400 without field errors is the link's fault (a weak password names `new_password`).
    linkRefused: 'status' in error && error.status === 400 && !data.errors,
  };
}
