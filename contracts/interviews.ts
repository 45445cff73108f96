/** API.md "Interviews" and "Pairing". */
import { Type, type Static } from 'typebox';
import { DateOnly, DateTime, DetailBody, Nullable, UuidParam } from './common';
import { SIGNUP_LIMITS } from './limits';
import { Member } from './members';
import { BehavioralQuestion, TechnicalQuestion } from './questions';

export const GRID_DAYS = 7;
export const GRID_SLOTS_PER_DAY = 48;

export const Interview = Type.Object({
  interview_id: Type.String(),
  interviewer: Member,
  interviewee: Member,
  technical_questions: Type.Array(TechnicalQuestion),
  behavioral_questions: Type.Array(BehavioralQuestion),
  date_effective: DateTime,
  date_completed: Nullable(DateTime),
  status: Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('cancelled')]),
  proposed_time: Nullable(DateTime),
  /** Both members confirmed `proposed_time`, or one accepted the other's proposal (issue 22): "Agreed time", not "Proposed time". */
  agreed: Type.Boolean(),
  /**
   * The caller's partner's IANA time zone (members.time_zone), so the pair's times show on both clocks; '' when the
   * partner has not stated one or the caller is not one of the pair (an admin).
   */
  partner_time_zone: Type.String(),
  /**
   * True when the caller is the interviewee and the round is not over yet (the interviewer has not given feedback
   * and the week has not ended): the questions are withheld, so the lists are empty. The rule is
   * server/src/modules/questions/access.ts.
   */
  questions_hidden: Type.Boolean(),
  /**
   * For whoever sees the questions: why they are not at the interviewee's focus or difficulty (the queue had none
   * left), e.g. "No medium system design question was left in the queue; this one is hard." Absent when they are.
   */
  question_note: Type.Optional(Type.String()),
});
export type InterviewDto = Static<typeof Interview>;

export const InterviewList = Type.Object({ interviews: Type.Array(Interview) });
export const InterviewParams = Type.Object({ interviewId: UuidParam('Interview not found.') });

/** 7 days of 48 half-hour slots; true means available. */
const GRID_MESSAGE = 'Availability must be 7 days of 48 half-hour slots, each true or false.';
export const AvailabilityGrid = Type.Array(
  Type.Array(Type.Boolean({ errorMessage: GRID_MESSAGE }), { minItems: GRID_SLOTS_PER_DAY, maxItems: GRID_SLOTS_PER_DAY, errorMessage: GRID_MESSAGE }),
  { minItems: GRID_DAYS, maxItems: GRID_DAYS, errorMessage: GRID_MESSAGE },
);

/** `availability` is null until the member first saves one (200, not API.md's 404: a browser logs a 404 as an error). */
export const Availability = Type.Object({ user_id: Type.Integer(), availability: Type.Union([AvailabilityGrid, Type.Null()]) });
export type AvailabilityDto = Static<typeof Availability>;

const PairPartner = Type.Object({ id: Type.Integer(), username: Type.String(), first_name: Type.String(), last_name: Type.String() });

/**
 * What the week paired last (the one before the open week) means for the caller: each of their pairs (a second
 * practice makes two), named by its partner, or that nobody was left to pair them with. An addition to API.md
 * (docs/decisions.md).
 */
export const LastPairing = Type.Object({
  week_start: DateOnly,
  /** `cancelled`: the member was paired, and all their interviews of that week were cancelled since. */
  outcome: Type.Union([Type.Literal('paired'), Type.Literal('unpaired'), Type.Literal('cancelled')]),
  /** The pair meeting first comes first; empty unless paired. Each pair's interviews are one in each role. */
  pairs: Type.Array(Type.Object({
    partner: PairPartner,
    interviews: Type.Array(Type.Object({
      interview_id: Type.String(),
      role: Type.Union([Type.Literal('interviewer'), Type.Literal('interviewee')]),
    })),
  })),
});
export type LastPairingDto = Static<typeof LastPairing>;

/** Why and until when a member may not sign up (two confirmed no-shows in eight weeks). */
export const Suspension = Type.Object({ until: DateTime, reason: Type.String() });
export type SuspensionDto = Static<typeof Suspension>;

/**
 * `week_start`, `last_pairing` and `suspension` are additions to API.md (docs/decisions.md); `last_pairing` is null when
 * that week is not paired yet or the caller was not in its pool; `suspension` says until when and why the caller may not
 * sign up (two confirmed no-shows), null when they may.
 */
export const PoolMembership = Type.Object({
  sign_up: Type.Boolean(),
  week_start: DateOnly,
  last_pairing: Nullable(LastPairing),
  suspension: Nullable(Suspension),
});
export type PoolMembershipDto = Static<typeof PoolMembership>;

/** `userId` is accepted and ignored: members sign up only themselves. */
export const SignupBody = Type.Object({
  userId: Type.Optional(Type.Unknown()),
  availability: AvailabilityGrid,
});

export const SignupsQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: SIGNUP_LIMITS.days_max, default: SIGNUP_LIMITS.days_default }),
});
export const SignupRecord = Type.Object({ timestamp: Type.Number(), username: Type.String(), user_id: Type.Integer() });
export type SignupRecordDto = Static<typeof SignupRecord>;
export const SignupRecords = Type.Array(SignupRecord);

/** Absent means false, and the query string 'false' is coerced to false (not a truthy string). */
export const PoolStatusQuery = Type.Object({ force_current_week: Type.Boolean({ default: false }) });
export const PoolStatus = Type.Object({
  number_sign_up: Type.Integer(),
  next_cutoff: DateTime,
  previous_cutoff: DateTime,
  members: Type.Array(Type.String()),
  is_paired: Type.Boolean(),
  /** docs/decisions.md: the Sunday of the week this status describes, the same week the pair call and its preview act on. */
  week: DateOnly,
  /** When that pool stopped taking signups (paired early, or at its cutoff); null while it is open. */
  closed_at: Nullable(DateTime),
});
export type PoolStatusDto = Static<typeof PoolStatus>;

export const PairBody = Type.Object({ signal: Type.Boolean(), force_current_week: Type.Boolean({ default: false }) });
export const PairingResult = Type.Object({
  detail: Type.String(),
  week: DateOnly,
  paired_interviews: Type.Array(
    Type.Object({
      interview_id: Type.String(),
      interviewer: Type.String(),
      interviewee: Type.String(),
      common_slots: Type.Integer(),
      proposed_time: Nullable(DateTime),
    }),
  ),
  unpaired_members: Type.Array(Type.String()),
  stats: Type.Object({
    pool_size: Type.Integer(),
    pairs: Type.Integer(),
    unpaired: Type.Integer(),
    min_overlap_slots: Type.Number(),
    mean_overlap_slots: Type.Number(),
  }),
});
export type PairingResultDto = Static<typeof PairingResult>;

/** Said (409) to the second of two pairing requests at once: every pairing run, manual or at the cutoff, takes one lock. */
export const PAIRING_RUNNING = 'A pairing is already running; try again when it has finished.';
export const PairingRunning = Type.Object({ detail: Type.String() }, { description: `409: ${PAIRING_RUNNING}` });
/** POST /interview/pair/'s answers: the result (201) or that another pairing holds the lock (409). */
export const PairResponses = { 201: PairingResult, 409: PairingRunning };

export { DetailBody };
