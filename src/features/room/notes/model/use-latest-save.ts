import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed';

/**
 * Saving what a member types, as the notes pad and the STAR notes do: a moment after they pause (`schedule`), at once
 * on leaving a field or when the form unmounts (`flush`), one save at a time with the latest value last, so an
 * older save never lands after a newer one. A value `canSave` refuses waits (unsaved) until it changes.
 */
export function useLatestSave<T>(save: (value: T) => Promise<boolean>, canSave: (value: T) => boolean = () => true) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const pending = useRef<T | null>(null);
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  // The latest callbacks, so `flush` stays one function for the component's life.
  const callbacks = useRef({ save, canSave });
  callbacks.current = { save, canSave };

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (saving.current || pending.current === null) return;
    const next = pending.current;
    if (!callbacks.current.canSave(next)) return;
    pending.current = null;
    saving.current = true;
    if (mounted.current) setStatus('saving');
    const saved = await callbacks.current.save(next);
    saving.current = false;
    if (!saved) {
      pending.current ??= next;
      if (mounted.current) setStatus('failed');
      return;
    }
    if (pending.current !== null) void flush();
    else if (mounted.current) setStatus('saved');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  const schedule = useCallback(
    (value: T, delay: number) => {
      pending.current = value;
      clearTimeout(timer.current);
      setStatus('unsaved');
      if (callbacks.current.canSave(value)) timer.current = setTimeout(() => void flush(), delay);
    },
    [flush],
  );

  return { status, schedule, flush };
}
