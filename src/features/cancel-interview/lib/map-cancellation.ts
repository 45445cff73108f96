import type { CancellationStatusDto, CancelInterviewResultDto } from '@contracts/cancellations';
import type { CancellationStatus, CancelResult } from '../model/types';

export function mapCancellationStatus(dto: CancellationStatusDto): CancellationStatus {
  const record = dto.cancellation;
  return {
    cancellable: dto.cancellable,
    lateIfNow: dto.late_if_now,
    lateCancellationHours: dto.late_cancellation_hours,
    cancellation: record && {
      cancelledBy: { id: record.cancelled_by.id, username: record.cancelled_by.username, firstName: record.cancelled_by.first_name, lastName: record.cancelled_by.last_name },
      byAdmin: record.by_admin,
      reason: record.reason,
      late: record.late,
      cancelledAt: record.cancelled_at,
    },
  };
}

export function mapCancelResult(dto: CancelInterviewResultDto): CancelResult {
  return { detail: dto.detail, late: dto.late, partnerOutcome: dto.partner_outcome };
}
