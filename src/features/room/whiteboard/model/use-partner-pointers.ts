import { useCallback, useEffect, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type { RoundNumber } from '@contracts/room-document';
import { POINTER_FIELD, POINTER_INTERVAL_MS } from '../config/whiteboard';
import { partnerPointers, type WhiteboardPointer } from '../lib/partner-pointers';

/**
 * The partner's pointer and name on the board (Excalidraw's collaborators, from the room's awareness), and this
 * member's own pointer published there at most every POINTER_INTERVAL_MS. Returns Excalidraw's onPointerUpdate and
 * the names of those whose pointer is on the board, for the words beside the canvas.
 */
export function usePartnerPointers(api: ExcalidrawImperativeAPI | null, awareness: Awareness, round: RoundNumber) {
  const [pointing, setPointing] = useState('');
  useEffect(() => {
    if (!api) return undefined;
    const show = () => {
      const collaborators = partnerPointers(awareness.getStates(), awareness.clientID, round);
      api.updateScene({ collaborators });
      const names = [...collaborators.values()].filter((collaborator) => collaborator.pointer).map((collaborator) => collaborator.username);
      setPointing([...new Set(names)].join(' and '));
    };
    show();
    awareness.on('change', show);
    return () => awareness.off('change', show);
  }, [api, awareness, round]);

  const latest = useRef<WhiteboardPointer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // Off the board: the partner's screen stops showing this pointer.
      if (awareness.getLocalState() !== null) awareness.setLocalStateField(POINTER_FIELD, null);
    },
    [awareness, round],
  );

  const onPointerUpdate = useCallback(
    ({ pointer, button }: { pointer: { x: number; y: number; tool: 'pointer' | 'laser' }; button: 'up' | 'down' }) => {
      latest.current = { round, x: Math.round(pointer.x), y: Math.round(pointer.y), tool: pointer.tool, button };
      timer.current ??= setTimeout(() => {
        timer.current = null;
        if (awareness.getLocalState() !== null) awareness.setLocalStateField(POINTER_FIELD, latest.current);
      }, POINTER_INTERVAL_MS);
    },
    [awareness, round],
  );
  return { onPointerUpdate, pointing };
}
