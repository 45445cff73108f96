import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { CaptureUpdateAction } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { whiteboardMapName, type RoundNumber } from '@contracts/room-document';
import type { WhiteboardElement } from './types';
import { WhiteboardBinding } from './whiteboard-binding';

/** Binds Excalidraw (once its API is there) to the round's whiteboard in the room's document; null until then. */
export function useWhiteboardBinding(api: ExcalidrawImperativeAPI | null, doc: Y.Doc, round: RoundNumber): WhiteboardBinding | null {
  const [binding, setBinding] = useState<WhiteboardBinding | null>(null);
  useEffect(() => {
    if (!api) return undefined;
    const bound = new WhiteboardBinding(doc.getMap<WhiteboardElement>(whiteboardMapName(round)), {
      getSceneElementsIncludingDeleted: () => api.getSceneElementsIncludingDeleted(),
      editingIds: () => {
        const { newElement, resizingElement, editingTextElement } = api.getAppState();
        return new Set([newElement?.id, resizingElement?.id, editingTextElement?.id].filter((id): id is string => id !== undefined));
      },
      replaceElementsUnrecorded: (elements) => api.updateScene({ elements, captureUpdate: CaptureUpdateAction.NEVER }),
    });
    setBinding(bound);
    return () => {
      bound.destroy();
      setBinding(null);
    };
  }, [api, doc, round]);
  return binding;
}
