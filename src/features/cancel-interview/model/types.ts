export interface CancellationRecord {
  cancelledBy: { id: number; username: string; firstName: string; lastName: string };
  byAdmin: boolean;
  reason: string;
  late: boolean;
  cancelledAt: string;
}

/** GET /interview/{id}/cancellation/: may the viewer cancel, would it be late, and who cancelled once cancelled. */
export interface CancellationStatus {
  cancellable: boolean;
  lateIfNow: boolean;
  lateCancellationHours: number;
  cancellation: CancellationRecord | null;
}

export type PartnerOutcome = 'rematched' | 'priority_next_week';

export interface CancelResult {
  detail: string;
  late: boolean;
  partnerOutcome: PartnerOutcome;
}
