import { useState } from 'react';
import { useGetRoomNotesQuery } from '@/entities/room-note';
import { ROOM_NOTES_LIMITS } from '@/shared/config';
import { useSaveRoomNotesMutation } from '../api/save-room-notes-api';
import { NOTES_SAVE_DELAY_MS } from '../config/notes-pad';
import { useLatestSave, type SaveStatus } from './use-latest-save';

export type NotesPadStatus = SaveStatus | 'too-long';

/** The server measures the pad as sent (it keeps the pad's spaces), so this does too. */
const tooLong = (text: string) => text.length > ROOM_NOTES_LIMITS.text;

interface Draft {
  text: string;
  shared: boolean;
}

/**
 * The notes pad: what the interviewer types, saved a moment after they pause (and when they leave the field or
 * the pad closes), the latest text last (useLatestSave). A pad over the limit is not sent until shortened.
 */
export function useNotesPad(interviewId: string) {
  const { currentData: saved, isError: loadFailed, refetch } = useGetRoomNotesQuery(interviewId, { refetchOnMountOrArgChange: true });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [save] = useSaveRoomNotesMutation();
  const saving = useLatestSave<Draft>(async (next) => !('error' in (await save({ interviewId, ...next }))), (next) => !tooLong(next.text));

  // The stored pad, once: later answers never replace what is being typed.
  if (draft === null && saved) setDraft({ text: saved.text, shared: saved.shared });

  function schedule(next: Draft, delay: number) {
    setDraft(next);
    saving.schedule(next, delay);
  }

  const status: NotesPadStatus = draft && tooLong(draft.text) ? 'too-long' : saving.status;
  return {
    draft,
    status,
    loadFailed: loadFailed && !draft,
    retryLoad: refetch,
    setText: (text: string) => draft && schedule({ ...draft, text }, NOTES_SAVE_DELAY_MS),
    setShared: (shared: boolean) => draft && schedule({ ...draft, shared }, 0),
    saveNow: () => void saving.flush(),
  };
}
