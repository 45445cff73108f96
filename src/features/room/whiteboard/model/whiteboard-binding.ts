import type * as Y from 'yjs';
import { MAX_UPDATE_JSON_CHARS, UNSHARED_ELEMENT_TYPES, WHITEBOARD_FLUSH_INTERVAL_MS } from '../config/whiteboard';
import { localIsNewer, mergeRemoteElements } from '../lib/merge-elements';
import type { WhiteboardElement } from './types';

/** What the binding needs of Excalidraw's imperative API (so it is tested without rendering Excalidraw). */
export interface WhiteboardScene {
  getSceneElementsIncludingDeleted(): readonly WhiteboardElement[];
  /** Ids of the elements this member is drawing, resizing or typing in: a remote copy does not replace them. */
  editingIds(): ReadonlySet<string>;
  /** Replaces the scene's elements without recording the change in this member's undo history. */
  replaceElementsUnrecorded(elements: readonly WhiteboardElement[]): void;
}

/**
 * A plain-JSON copy no one else holds: Excalidraw mutates its elements in place, and Yjs hands out the objects it
 * stores (and accepts only plain objects: an element is JSON anyway).
 */
const detached = (element: WhiteboardElement): WhiteboardElement => JSON.parse(JSON.stringify(element)) as WhiteboardElement;

/**
 * Keeps one round's whiteboard (a Y.Map of element id → element JSON in the room's document) and an Excalidraw
 * scene in step. Local changes are written at most every WHITEBOARD_FLUSH_INTERVAL_MS, only the elements whose
 * version moved past the stored one (deleted elements included: Excalidraw deletes by marking `isDeleted`), in
 * transactions of at most MAX_UPDATE_JSON_CHARS. Remote changes are merged by Excalidraw's version rule and put in
 * the scene unrecorded, so undo only ever undoes this member's own strokes.
 */
export class WhiteboardBinding {
  private pending: readonly WhiteboardElement[] | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly map: Y.Map<WhiteboardElement>,
    private readonly scene: WhiteboardScene,
  ) {
    this.map.observe(this.onMapChange);
    this.applyRemote([...this.map.values()]);
  }

  /** Excalidraw's onChange: the scene as it is now (remote changes put in by the binding come back here too). */
  localChanged(elements: readonly WhiteboardElement[]): void {
    this.pending = elements;
    this.timer ??= setTimeout(() => this.flush(), WHITEBOARD_FLUSH_INTERVAL_MS);
  }

  /** Writes what is pending now (the surface calls it when it closes, so nothing drawn is left behind). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const elements = this.pending;
    this.pending = null;
    if (!elements) return;
    let batch: WhiteboardElement[] = [];
    let batchChars = 0;
    const write = () => {
      if (batch.length === 0) return;
      const written = batch;
      this.map.doc!.transact(() => written.forEach((element) => this.map.set(element.id, element)), this);
      batch = [];
      batchChars = 0;
    };
    for (const element of elements) {
      if (UNSHARED_ELEMENT_TYPES.has(element.type) || !localIsNewer(element, this.map.get(element.id))) continue;
      const json = JSON.stringify(element);
      const chars = json.length;
      if (chars > MAX_UPDATE_JSON_CHARS) continue; // a drawing of tens of thousands of points: too big for one message
      if (batchChars + chars > MAX_UPDATE_JSON_CHARS) write();
      batch.push(JSON.parse(json) as WhiteboardElement);
      batchChars += chars;
    }
    write();
  }

  destroy(): void {
    this.flush();
    this.map.unobserve(this.onMapChange);
  }

  private readonly onMapChange = (event: Y.YMapEvent<WhiteboardElement>) => {
    if (event.transaction.origin === this) return;
    const changed: WhiteboardElement[] = [];
    for (const id of event.keysChanged) {
      const element = this.map.get(id);
      if (element) changed.push(element);
    }
    this.applyRemote(changed);
  };

  private applyRemote(remote: readonly WhiteboardElement[]): void {
    if (remote.length === 0) return;
    const merged = mergeRemoteElements(this.scene.getSceneElementsIncludingDeleted(), remote.map(detached), this.scene.editingIds());
    if (merged) this.scene.replaceElementsUnrecorded(merged);
  }
}
