import type { SignupRecordDto } from '@/shared/api';
import type { SignupRecord } from '../model/types';

export function mapSignupRecord(dto: SignupRecordDto): SignupRecord {
  return { timestamp: dto.timestamp, username: dto.username, userId: dto.user_id };
}
