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
  /** The caller waits on that week's standby list (for a first pair, or for a second practice). */
  on_standby: Type.Boolean(),
  /** The caller has a pending or completed interview that week. */
  paired: Type.Boolean(),
  /** How many pairs the caller has that week: one, or two after a second practice they asked for. */
  pairs: Type.Integer({ minimum: 0, maximum: 2 }),
});
export type StandbyStateDto = Static<typeof StandbyState>;

export const StandbyBody = Type.Object({
  availability: AvailabilityGrid,
  /** A member with a pair this week asks for one more; without it a member with a pair is refused (409). */
  second_practice: Type.Optional(Type.Boolean()),
});
export type StandbyBodyDto = Static<typeof StandbyBody>;

export const StandbyJoined = Type.Object({
  detail: Type.String(),
  /** Paired at once: the new pair's interviews (the caller's first). */
  interview_ids: Type.Array(Type.String()),
});
export type StandbyJoinedDto = Static<typeof StandbyJoined>;
