/**
 * Confirming or moving a pair's interview time (issue 22, item 1). The time itself is the interviews'
 * `proposed_time`; these routes say who confirmed it and which other time one member proposed, and change them.
 * Only the pair's two members call them (anyone else gets the interview's 404).
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, UuidParam } from './common';

export const InterviewTimeParams = Type.Object({ interviewId: UuidParam('Interview not found.') });

export const TimeProposal = Type.Object({
  time: DateTime,
  proposed_by: Type.Integer(),
  proposed_at: DateTime,
});

export const InterviewTime = Type.Object({
  /** The pair's current time (both interviews'), null when the pairing found no common window left. */
  proposed_time: Nullable(DateTime),
  /** Members who confirmed `proposed_time`; both of the pair: `agreed`. */
  confirmed_by: Type.Array(Type.Integer()),
  agreed: Type.Boolean(),
  /** Another time one member proposed instead; the partner accepts it or proposes another. */
  proposal: Nullable(TimeProposal),
  /** The pair's next shared windows (both grids free for an hour), earliest first, within the allowed range. */
  windows: Type.Array(DateTime),
  /** A proposed time must lie after now and before `latest` (the end of the 7 days after the interview's week). */
  latest: DateTime,
  /** False once the interviews are completed or cancelled: the time can no longer change. */
  changeable: Type.Boolean(),
});
export type InterviewTimeDto = Static<typeof InterviewTime>;

/** `time`: the time the caller saw and confirms; a different one (it just moved) is a 409. */
export const ConfirmTimeBody = Type.Object({ time: DateTime });

/**
 * `replaces`: the partner's proposal the caller saw and answers with this one (null when they saw none), so two
 * members proposing at once do not overwrite each other: the second is told the partner just proposed.
 */
export const ProposeTimeBody = Type.Object({ time: DateTime, replaces: Nullable(DateTime) });

/** `time`: the caller's own proposed time they withdraw; a different one (accepted, answered or replaced) is a 409. */
export const WithdrawProposalBody = Type.Object({ time: DateTime });

/** `time`: the partner's proposed time the caller accepts; a different one (withdrawn or replaced) is a 409. */
export const AcceptTimeBody = Type.Object({ time: DateTime });
