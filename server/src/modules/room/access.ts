import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviews, members } from '../../db/schema';
import type { InterviewRow } from '../interviews/dto';
import { findInterview } from '../interviews/read-service';

export interface RoomMemberInfo {
  id: number;
  firstName: string;
}

/** A pair's room: both interviews of the pair and week, the lead (lower interviewer id) first as round 1. */
export interface RoomInfo {
  roomId: string;
  rounds: InterviewRow[];
  you: RoomMemberInfo;
  partner: RoomMemberInfo;
}

/**
 * The room that `interviewId` (either of the pair's two interviews) opens for `memberId`, or null when that
 * member is not one of the pair: the room is the two members' practice, and nobody else's.
 */
export async function roomFor(db: DbOrTx, interviewId: string, memberId: number): Promise<RoomInfo | null> {
  const row = await findInterview(db, interviewId);
  if (!row || (row.interviewerId !== memberId && row.intervieweeId !== memberId)) return null;
  const [reverse] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.weekStart, row.weekStart), eq(interviews.interviewerId, row.intervieweeId), eq(interviews.intervieweeId, row.interviewerId)));
  const rounds = [row, ...(reverse ? [reverse] : [])].sort((a, b) => a.interviewerId - b.interviewerId);
  const partnerId = row.interviewerId === memberId ? row.intervieweeId : row.interviewerId;
  const names = await db.select({ id: members.id, firstName: members.firstName }).from(members).where(inArray(members.id, [memberId, partnerId]));
  const nameOf = (id: number) => ({ id, firstName: names.find((name) => name.id === id)?.firstName ?? '' });
  return { roomId: rounds[0].id, rounds, you: nameOf(memberId), partner: nameOf(partnerId) };
}
