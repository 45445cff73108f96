import { useEffect } from 'react';
import { SURFACES_MAP } from '@contracts/room-document';
import { useGetInterviewQuery } from '@/entities/interview';
import { roundTextName, type RoomMember, type RoomRound, type RoundNumber } from '@/entities/room';
import { useSharedMap, type RoomConnection } from '@/shared/lib/room-connection';
import { openingSurfaceFor, readOpeningSurface } from '../lib/opening-surface';

/**
 * The surface the round opens on, from the room's document. Only the round's interviewer knows its questions (the
 * interviewee's copy of the interview has none until the week is over), so the interviewer's browser writes it there
 * once it has them (the first tab to do so: the others write the same); both members then read it, replays too.
 */
export function useOpeningSurface(connection: RoomConnection | null, round: RoundNumber, roomRound: RoomRound | undefined, you: RoomMember | null) {
  const written = readOpeningSurface(useSharedMap(connection?.doc, SURFACES_MAP)[roundTextName(round)]);
  const asksQuestions = roomRound !== undefined && you !== null && roomRound.interviewerId === you.id;
  const { data: interview } = useGetInterviewQuery(roomRound?.interviewId ?? '', { skip: !asksQuestions || written !== undefined });

  useEffect(() => {
    if (!connection || !interview || written !== undefined) return;
    connection.doc.getMap(SURFACES_MAP).set(roundTextName(round), openingSurfaceFor(interview.technicalQuestions));
  }, [connection, interview, round, written]);
  return written;
}
