import * as Y from 'yjs';
import { LANGUAGE_KEY, ROOM_MAP, roundTextName, type RoundNumber } from '@/entities/room';
import { readWhiteboardElements, type WhiteboardElement } from '@/features/room/whiteboard';
import { fromBase64 } from '@/shared/lib/room-connection';
import { CHECKPOINT_EVERY } from '../config/playback';
import type { ReplayUpdate } from '../model/types';

/** What the room showed at one moment. */
export interface ReplayMoment {
  /** Each round's code, round 1 first. */
  code: [string, string];
  /** The language picked in the room then, if any. */
  language: string | null;
  /** Each round's whiteboard shapes, round 1 first. */
  whiteboards: [WhiteboardElement[], WhiteboardElement[]];
}

/** The last index in `sorted` (ascending) whose value is at most `value`, plus one: how many are at or before it. */
function countAtOrBefore(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The room's document over time, rebuilt from its stored changes: the state after any number of them. Built once
 * by applying every change in order to a fresh Y.Doc, keeping the whole document every CHECKPOINT_EVERY changes.
 * Moving forward applies the changes in between to the current document (playback); moving back starts again
 * from the checkpoint before the moment, so scrubbing never replays the session from its start.
 */
export class ReplayTimeline {
  /** When each change was stored (ms since the epoch), never decreasing. */
  readonly times: number[];
  private readonly updates: Uint8Array[];
  private readonly checkpoints: Uint8Array[] = [];
  private doc = new Y.Doc();
  private applied = 0;

  constructor(steps: readonly ReplayUpdate[], private readonly checkpointEvery = CHECKPOINT_EVERY) {
    this.updates = steps.map((step) => fromBase64(step.update));
    let latest = -Infinity;
    this.times = steps.map((step) => (latest = Math.max(latest, Date.parse(step.at))));
    this.checkpoints.push(Y.encodeStateAsUpdate(this.doc));
    this.updates.forEach((update, index) => {
      Y.applyUpdate(this.doc, update);
      if ((index + 1) % checkpointEvery === 0) this.checkpoints.push(Y.encodeStateAsUpdate(this.doc));
    });
    this.applied = this.updates.length;
  }

  get length(): number {
    return this.updates.length;
  }

  get start(): number {
    return this.times[0] ?? 0;
  }

  get end(): number {
    return this.times.at(-1) ?? 0;
  }

  /** How many changes had been stored at `time` (ms since the epoch). */
  countAt(time: number): number {
    return countAtOrBefore(this.times, time);
  }

  /** The room after its first `count` changes. */
  momentAfter(count: number): ReplayMoment {
    const doc = this.docAfter(Math.max(0, Math.min(count, this.updates.length)));
    const language = doc.getMap(ROOM_MAP).get(LANGUAGE_KEY);
    const codeOf = (round: RoundNumber) => doc.getText(roundTextName(round)).toString();
    return {
      code: [codeOf(1), codeOf(2)],
      language: typeof language === 'string' ? language : null,
      whiteboards: [readWhiteboardElements(doc, 1), readWhiteboardElements(doc, 2)],
    };
  }

  private docAfter(count: number): Y.Doc {
    if (count < this.applied || count - this.applied > this.checkpointEvery) {
      const checkpoint = Math.floor(count / this.checkpointEvery);
      this.doc.destroy();
      this.doc = new Y.Doc();
      Y.applyUpdate(this.doc, this.checkpoints[checkpoint]);
      this.applied = checkpoint * this.checkpointEvery;
    }
    for (; this.applied < count; this.applied += 1) Y.applyUpdate(this.doc, this.updates[this.applied]);
    return this.doc;
  }
}
