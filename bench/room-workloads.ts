/**
 * What the room bench's simulated tabs do to the shared document (bench/room.ts). Each edit carries its number, so
 * the partner tab can tell which edit arrived; `content` is what both tabs and the stored document must agree on.
 *  - code: type `<side><edit number>;` at the start of `round-1` (side a) or at its end (side b), so no edit lands
 *    inside another and each reaches the partner as one run of text the partner reads its number from;
 *  - whiteboard: add a rectangle to `whiteboard-1` (an Excalidraw element's full JSON, ~500 bytes, as the SPA's
 *    binding stores it) every other edit, and move one of the tab's own shapes (a new version of its JSON) between.
 */
import * as Y from 'yjs';
import { roundTextName, whiteboardMapName } from '@contracts/room-document';

export type Side = 'a' | 'b';

export interface Workload {
  readonly name: 'code' | 'whiteboard';
  readonly editsPerSecond: number;
  /** Makes edit number `edit` of the tab on `side` in its document. */
  edit(doc: Y.Doc, side: Side, edit: number): void;
  /** Calls `arrived` with the number of each of the partner's edits in a change that came from the server. */
  watch(doc: Y.Doc, partnerSide: Side, arrived: (edit: number) => void): void;
  /**
   * The numbers of the partner's edits in an update as it arrived, read from its bytes without applying it (when the
   * workload can): the tab then applies what it received only after the typing (room-tab.ts).
   */
  editsInUpdate?(update: Buffer, partnerSide: Side): number[];
  content(doc: Y.Doc): string;
}

export const codeWorkload: Workload = {
  name: 'code',
  editsPerSecond: 5,
  edit(doc, side, edit) {
    const text = doc.getText(roundTextName(1));
    text.insert(side === 'a' ? 0 : text.length, `${side}${edit};`);
  },
  watch(doc, partnerSide, arrived) {
    const partnerEdit = new RegExp(`${partnerSide}(\\d+);`, 'g');
    doc.getText(roundTextName(1)).observe((event) => {
      if (event.transaction.origin !== 'server') return;
      for (const op of event.delta) {
        if (typeof op.insert !== 'string') continue;
        for (const match of op.insert.matchAll(partnerEdit)) arrived(Number(match[1]));
      }
    });
  },
  // Yjs writes an inserted string's UTF-8 bytes as they are, so `b12;` is in the update that carries it.
  editsInUpdate(update, partnerSide) {
    return [...update.toString('latin1').matchAll(new RegExp(`${partnerSide}(\\d+);`, 'g'))].map((match) => Number(match[1]));
  },
  content: (doc) => doc.getText(roundTextName(1)).toString(),
};

interface BenchShape {
  id: string;
  x: number;
  y: number;
  version: number;
  customData: { edit: number };
  [field: string]: unknown;
}

/** A rectangle with every field Excalidraw 0.18 writes for one. */
function rectangle(id: string, edit: number): BenchShape {
  return {
    id,
    type: 'rectangle',
    x: Math.round(Math.random() * 1200),
    y: Math.round(Math.random() * 800),
    width: 160,
    height: 90,
    angle: 0,
    strokeColor: '#1e1e1e',
    backgroundColor: 'transparent',
    fillStyle: 'solid',
    strokeWidth: 2,
    strokeStyle: 'solid',
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    index: `a${id}`,
    roundness: { type: 3 },
    seed: Math.floor(Math.random() * 2 ** 31),
    version: 1,
    versionNonce: Math.floor(Math.random() * 2 ** 31),
    isDeleted: false,
    boundElements: null,
    updated: Date.now(),
    link: null,
    locked: false,
    customData: { edit },
  };
}

export const whiteboardWorkload: Workload = {
  name: 'whiteboard',
  editsPerSecond: 2,
  edit(doc, side, edit) {
    const map = doc.getMap<BenchShape>(whiteboardMapName(1));
    if (edit % 2 === 1) {
      map.set(`${side}${edit}`, rectangle(`${side}${edit}`, edit));
      return;
    }
    // One of this tab's shapes (added on odd edits), dragged somewhere else: a new version of its JSON.
    const id = `${side}${2 * Math.floor((Math.random() * edit) / 2) + 1}`;
    const shape = map.get(id)!;
    map.set(id, { ...shape, x: shape.x + 40, y: shape.y - 20, version: shape.version + 1, versionNonce: Math.floor(Math.random() * 2 ** 31), updated: Date.now(), customData: { edit } });
  },
  watch(doc, partnerSide, arrived) {
    const map = doc.getMap<BenchShape>(whiteboardMapName(1));
    map.observe((event) => {
      if (event.transaction.origin !== 'server') return;
      for (const id of event.keysChanged) if (id.startsWith(partnerSide)) arrived(map.get(id)!.customData.edit);
    });
  },
  content: (doc) => JSON.stringify([...doc.getMap(whiteboardMapName(1)).entries()].sort(([a], [b]) => (a < b ? -1 : 1))),
};
