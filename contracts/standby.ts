/**
 * "Find me a partner this week" (issue 22): after the cutoff, a member joins the paired week's standby list with
 * their availability; the server pairs them as soon as another free member of that week shares a window ahead.
 */
import { Type, type Static } from 'typebox';
import { DateOnly, Nullable } from './common';
import { AvailabilityGrid } from './interviews';

export const StandbyState = Type.Object({
  /** The paired week a standby member would be paired in; null when no paired week is still running. */
  week_start: Nullable(DateOnly),
  /** The caller waits on that week's standby list. */
  on_standby: Type.Boolean(),
  /** The caller has a pending or completed interview that week (one pair per week). */
  paired: Type.Boolean(),
});
export type StandbyStateDto = Static<typeof StandbyState>;

export const StandbyBody = Type.Object({ availability: AvailabilityGrid });
export type StandbyBodyDto = Static<typeof StandbyBody>;

export const StandbyJoined = Type.Object({
  detail: Type.String(),
  /** Paired at once: the new pair's interviews (the caller's first). */
  interview_ids: Type.Array(Type.String()),
});
export type StandbyJoinedDto = Static<typeof StandbyJoined>;
