/** `GET /interview/outcomes/` (admin; docs/decisions.md): how the last paired weeks went, for the pairing dashboard. */
import { Type, type Static } from 'typebox';
import { DateOnly, Nullable } from './common';

export const WeekOutcomesQuery = Type.Object({ weeks: Type.Integer({ minimum: 1, maximum: 52, default: 12 }) });

export const WeekOutcome = Type.Object({
  week_start: DateOnly,
  /** Interviews of the week, not cancelled (a pair has two: each member interviews the other). */
  interviews: Type.Integer(),
  /** Interviews whose two participants both gave feedback. */
  feedback_complete: Type.Integer(),
  /** feedback_complete / interviews; null for a week without interviews. */
  feedback_completion_rate: Nullable(Type.Number()),
  /** Members paired that week. */
  paired_members: Type.Integer(),
  /** Members with a confirmed, unlifted no-show for an interview of that week. */
  no_shows: Type.Integer(),
  /** no_shows / paired_members; null for a week without paired members. */
  no_show_rate: Nullable(Type.Number()),
  /** Pairs cancelled by one of their members that week (issue 22). */
  cancellations: Type.Integer(),
  /** Of those, cancelled less than LATE_CANCELLATION_HOURS before their time (not no-show strikes). */
  late_cancellations: Type.Integer(),
});
export type WeekOutcomeDto = Static<typeof WeekOutcome>;

/** Newest week first. */
export const WeekOutcomes = Type.Object({ weeks: Type.Array(WeekOutcome) });
export type WeekOutcomesDto = Static<typeof WeekOutcomes>;
