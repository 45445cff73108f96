import { roomNotesApi, type RoomNotes } from '@/entities/room-note';

/**
 * A save's answer is the interview's whole notes: the cache takes them rather than asking again (the pad and the
 * STAR cards keep what is being typed; the feedback prefill reads the cache). A failed save leaves the cache as it was.
 */
export async function keepSavedNotes(interviewId: string, lifecycle: {
  dispatch: (action: ReturnType<typeof roomNotesApi.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: RoomNotes }>;
}): Promise<void> {
  try {
    const { data } = await lifecycle.queryFulfilled;
    lifecycle.dispatch(roomNotesApi.util.upsertQueryData('getRoomNotes', interviewId, data));
  } catch {
    // The pad or card shows the failure.
  }
}
