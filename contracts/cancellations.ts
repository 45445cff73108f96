/**
 * Cancelling an interview (issue 22): `POST /interview/{interviewId}/cancel/` cancels the pair's two interviews
 * and re-matches the partner; `GET /interview/{interviewId}/cancellation/` says whether the caller may cancel,
 * whether it would be late, and who cancelled it once cancelled.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from './common';

export const CANCELLATION_LIMITS = { reason: 500 } as const;

export const CancelInterviewBody = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: CANCELLATION_LIMITS.reason,
    pattern: '\\S',
    errorMessage: `Say why you cancel, in at most ${CANCELLATION_LIMITS.reason} characters.`,
  }),
});
export type CancelInterviewBodyDto = Static<typeof CancelInterviewBody>;

/** What happened to the partner who was cancelled on. */
export const PartnerOutcome = Type.Union([
  /** Paired at once with another member of the week who shares a window: `new_partner` names them. */
  Type.Literal('rematched'),
  /** Nobody free shared a window: the partner keeps priority for next week and was told so. */
  Type.Literal('priority_next_week'),
]);
export type PartnerOutcomeDto = Static<typeof PartnerOutcome>;

export const CancelInterviewResult = Type.Object({
  detail: Type.String(),
  /** Less than `late_cancellation_hours` before the interview's time. */
  late: Type.Boolean(),
  cancelled_interview_ids: Type.Array(Type.String()),
  partner_outcome: PartnerOutcome,
});
export type CancelInterviewResultDto = Static<typeof CancelInterviewResult>;

export const CancellationRecord = Type.Object({
  cancelled_by: Type.Object({ id: Type.Integer(), username: Type.String(), first_name: Type.String(), last_name: Type.String() }),
  /** True when an admin cancelled on the member's behalf. */
  by_admin: Type.Boolean(),
  reason: Type.String(),
  late: Type.Boolean(),
  cancelled_at: DateTime,
});
export type CancellationRecordDto = Static<typeof CancellationRecord>;

export const CancellationStatus = Type.Object({
  /** The caller is one of the pair, the interview is pending and its time (or, without one, its week) is not over. */
  cancellable: Type.Boolean(),
  /** Cancelling now would be late. */
  late_if_now: Type.Boolean(),
  late_cancellation_hours: Type.Integer(),
  /** Set once the interview is cancelled. */
  cancellation: Nullable(CancellationRecord),
});
export type CancellationStatusDto = Static<typeof CancellationStatus>;
