import * as Y from 'yjs';

/** A document with nothing in it, as an update (no structs, an empty delete set). */
export const EMPTY_DOCUMENT: Uint8Array = new Uint8Array([0, 0]);

/** Parts kept apart before they are merged: about a minute of a typing room (the writer adds one a second). */
const PARTS_BEFORE_MERGE = 64;

/**
 * A room's document as the hub holds it: Yjs updates as bytes, never applied to a Y.Doc. Applying each member's
 * update to a server-side Y.Doc was a fifth of the server's CPU at 500 rooms typing, and the server never reads
 * the document: it relays, stores and answers syncs (docs/decisions.md "Issue 31, sixth session"). The parts are
 * merged when the whole is asked for (a tab's sync, a reveal, a snapshot) and otherwise about once a minute, so
 * merging never runs per keystroke.
 */
export class RoomDocumentState {
  private parts: Uint8Array[];

  constructor(stored: Uint8Array) {
    this.parts = [stored];
  }

  /** Adds an update that is already a merge of several (a second of the room's typing, another process's publish). */
  add(update: Uint8Array): void {
    this.parts.push(update);
    if (this.parts.length >= PARTS_BEFORE_MERGE) this.whole();
  }

  /** The whole document as one update, with `pending` (updates not added yet) merged in. */
  whole(pending: readonly Uint8Array[] = []): Uint8Array {
    if (this.parts.length > 1) this.parts = [Y.mergeUpdates(this.parts)];
    return pending.length === 0 ? this.parts[0] : Y.mergeUpdates([this.parts[0], ...pending]);
  }
}

/**
 * What bytes from a tab or another process carry: `changes`; `nothing` (a tab's answer to the server's sync when it
 * has nothing the room lacks, sent at every open); or `unreadable`, not a Yjs update merging can read. The hub
 * stores and relays an update without applying it, so this is what stops a malformed one from reaching the store
 * (where it would break every later merge of the room) and the partner, and keeps an empty one from being stored as
 * a row and relayed at every tab's open. It reads every struct and the delete set, as merging does (~4 µs for a
 * keystroke).
 */
export function readUpdate(update: Uint8Array): 'changes' | 'nothing' | 'unreadable' {
  try {
    const { structs, ds } = Y.decodeUpdate(update);
    return structs.length === 0 && ds.clients.size === 0 ? 'nothing' : 'changes';
  } catch {
    return 'unreadable';
  }
}

/** What a tab with `stateVector` lacks of `whole`, and the state vector of `whole` (so the tab sends what the server lacks). */
export function syncAnswer(whole: Uint8Array, stateVector: Uint8Array): { missing: Uint8Array; stateVector: Uint8Array } {
  return { missing: Y.diffUpdate(whole, stateVector), stateVector: Y.encodeStateVectorFromUpdate(whole) };
}

/** The update that sets `key` of the map `mapName` in the document `whole`, as a member's change would (a revealed question). */
export function updateSettingMapEntry(whole: Uint8Array, mapName: string, key: string, value: unknown): Uint8Array {
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, whole);
    const before = Y.encodeStateVector(doc);
    doc.getMap(mapName).set(key, value);
    return Y.encodeStateAsUpdate(doc, before);
  } finally {
    doc.destroy();
  }
}
