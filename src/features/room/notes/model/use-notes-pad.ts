import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetRoomNotesQuery } from '@/entities/room-note';
import { ROOM_NOTES_LIMITS } from '@/shared/config';
import { useSaveRoomNotesMutation } from '../api/save-room-notes-api';
import { NOTES_SAVE_DELAY_MS } from '../config/notes-pad';

export type NotesPadStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'too-long';

/** The server measures the pad as sent (it keeps the pad's spaces), so this does too. */
const tooLong = (text: string) => text.length > ROOM_NOTES_LIMITS.text;

interface Draft {
  text: string;
  shared: boolean;
}

/**
 * The notes pad: what the interviewer types, saved a moment after they pause (and when they leave the field or
 * the pad closes). One save at a time, the latest text last, so an older save never lands after a newer one.
 */
export function useNotesPad(interviewId: string) {
  const { currentData: saved, isError: loadFailed, refetch } = useGetRoomNotesQuery(interviewId, { refetchOnMountOrArgChange: true });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [status, setStatus] = useState<NotesPadStatus>('saved');
  const [save] = useSaveRoomNotesMutation();
  const pending = useRef<Draft | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  // The stored pad, once: later answers never replace what is being typed.
  if (draft === null && saved) setDraft({ text: saved.text, shared: saved.shared });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (saving.current || !pending.current) return;
    const next = pending.current;
    if (tooLong(next.text)) return;
    pending.current = null;
    saving.current = true;
    if (mounted.current) setStatus('saving');
    const result = await save({ interviewId, ...next });
    saving.current = false;
    if ('error' in result) {
      pending.current ??= next;
      if (mounted.current) setStatus('failed');
      return;
    }
    if (pending.current) void flush();
    else if (mounted.current) setStatus('saved');
  }, [interviewId, save]);

  function schedule(next: Draft, delay: number) {
    setDraft(next);
    pending.current = next;
    clearTimeout(timer.current);
    if (tooLong(next.text)) {
      setStatus('too-long');
      return;
    }
    setStatus('unsaved');
    timer.current = setTimeout(() => void flush(), delay);
  }

  // Leaving the room (or the round) saves what was typed since the last save.
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
    retryLoad: refetch,
    setText: (text: string) => draft && schedule({ ...draft, text }, NOTES_SAVE_DELAY_MS),
    setShared: (shared: boolean) => draft && schedule({ ...draft, shared }, 0),
    saveNow: () => void flush(),
  };
}
