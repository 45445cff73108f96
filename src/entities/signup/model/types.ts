/** GET /interview/signups/ row (API.md "Interviews"); the timestamp is epoch milliseconds. */
export type { SignupRecordDto } from '@/shared/api';

/** SPEC section 3 "Signup record". */
export interface SignupRecord {
  timestamp: number;
  username: string;
  userId: number;
}
