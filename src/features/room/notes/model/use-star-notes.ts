import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetRoomNotesQuery, type StarNotes, type StarPart } from '@/entities/room-note';
import { useSaveStarNotesMutation } from '../api/save-star-notes-api';
import { NOTES_SAVE_DELAY_MS } from '../config/notes-pad';
import type { NotesPadStatus } from './use-notes-pad';

const EMPTY = { situation: '', task: '', action: '', result: '' };

/**
 * The STAR notes on one behavioral question: what is typed, saved a moment after a pause (and on leaving a field or
 * the card), one save at a time with the latest last, as the notes pad saves.
 */
export function useStarNotes(interviewId: string, questionId: string) {
  const { currentData: saved, isError: loadFailed } = useGetRoomNotesQuery(interviewId);
  const [draft, setDraft] = useState<StarNotes | null>(null);
  const [status, setStatus] = useState<Exclude<NotesPadStatus, 'too-long'>>('saved');
  const [save] = useSaveStarNotesMutation();
  const pending = useRef<StarNotes | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  // What was stored, once: later answers never replace what is being typed.
  if (draft === null && saved) setDraft(saved.star.find((entry) => entry.questionId === questionId) ?? { questionId, ...EMPTY });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (saving.current || !pending.current) return;
    const next = pending.current;
    pending.current = null;
    saving.current = true;
    if (mounted.current) setStatus('saving');
    const result = await save({ interviewId, notes: next });
    saving.current = false;
    if ('error' in result) {
      pending.current ??= next;
      if (mounted.current) setStatus('failed');
      return;
    }
    if (pending.current) void flush();
    else if (mounted.current) setStatus('saved');
  }, [interviewId, save]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  return {
    draft,
    status,
    loadFailed: loadFailed && !draft,
    setPart: (part: StarPart, text: string) => {
      if (!draft) return;
      const next = { ...draft, [part]: text };
      setDraft(next);
      pending.current = next;
      setStatus('unsaved');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), NOTES_SAVE_DELAY_MS);
    },
    saveNow: () => void flush(),
  };
}
