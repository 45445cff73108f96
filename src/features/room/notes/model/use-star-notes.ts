import { useState } from 'react';
import { useGetRoomNotesQuery, type StarNotes, type StarPart } from '@/entities/room-note';
import { useSaveStarNotesMutation } from '../api/save-star-notes-api';
import { NOTES_SAVE_DELAY_MS } from '../config/notes-pad';
import { useLatestSave } from './use-latest-save';

const EMPTY = { situation: '', task: '', action: '', result: '' };

/** The STAR notes on one behavioral question: what is typed, saved as the notes pad is (useLatestSave). */
export function useStarNotes(interviewId: string, questionId: string) {
  const { currentData: saved, isError: loadFailed } = useGetRoomNotesQuery(interviewId);
  const [draft, setDraft] = useState<StarNotes | null>(null);
  const [save] = useSaveStarNotesMutation();
  const saving = useLatestSave<StarNotes>(async (notes) => !('error' in (await save({ interviewId, notes }))));

  // What was stored, once: later answers never replace what is being typed.
  if (draft === null && saved) setDraft(saved.star.find((entry) => entry.questionId === questionId) ?? { questionId, ...EMPTY });

  return {
    draft,
    status: saving.status,
    loadFailed: loadFailed && !draft,
    setPart: (part: StarPart, text: string) => {
      if (!draft) return;
      const next = { ...draft, [part]: text };
      setDraft(next);
      saving.schedule(next, NOTES_SAVE_DELAY_MS);
    },
    saveNow: () => void saving.flush(),
  };
}
