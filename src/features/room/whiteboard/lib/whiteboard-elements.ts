import type * as Y from 'yjs';
import { whiteboardMapName, type RoundNumber } from '@contracts/room-document';
import type { WhiteboardElement } from '../model/types';

/** The shapes on a round's whiteboard in a document (the live room's or a replay's), in drawing order. */
export function readWhiteboardElements(doc: Y.Doc, round: RoundNumber): WhiteboardElement[] {
  return [...doc.getMap<WhiteboardElement>(whiteboardMapName(round)).values()]
    .filter((element) => !element.isDeleted)
    .sort((a, b) => ((a.index ?? '') < (b.index ?? '') ? -1 : (a.index ?? '') > (b.index ?? '') ? 1 : 0));
}
