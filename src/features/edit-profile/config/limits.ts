import { MEMBER_LIMITS } from '@/shared/config';
import type { TextField } from '../model/profile-form';

/** The server's limit for each text field of the form (contracts/limits.ts). */
export const PROFILE_FIELD_LIMITS: Record<TextField, number> = {
  firstName: MEMBER_LIMITS.first_name,
  lastName: MEMBER_LIMITS.last_name,
  preview: MEMBER_LIMITS.preview,
  role: MEMBER_LIMITS.role,
  major: MEMBER_LIMITS.major,
  local: MEMBER_LIMITS.local,
  bio: MEMBER_LIMITS.bio,
  resumeUrl: MEMBER_LIMITS.url,
};
