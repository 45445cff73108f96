/**
 * The shapes a pairing run plans with: the pairs it made and the week's interviews it may keep or replace.
 * Their own module so that kept-pairs.ts can use them without importing the service that calls it.
 */
import type { InterviewStatus } from '../../db/schema';

export interface PoolMemberRef {
  id: number;
  username: string;
}

export interface PlannedPair {
  a: PoolMemberRef;
  b: PoolMemberRef;
  commonSlots: number;
  /** Start of the pair's earliest common window still in the future; null when none is left. */
  proposedTime: Date | null;
}

export interface WeekInterview {
  id: string;
  interviewerId: number;
  intervieweeId: number;
  status: InterviewStatus;
}
