export interface Rotation {
  /** The ids handed out, in queue order, each at most once. */
  taken: string[];
  /** The queue afterwards: what was not taken keeps its order, the taken ids go to the back. */
  queue: string[];
}

/**
 * Takes up to `count` distinct ids from the head of the queue and moves them to the back, so every
 * question is asked once before any is asked again. A queue with fewer distinct ids gives what it has.
 */
export function rotateQueue(queue: readonly string[], count: number): Rotation {
  const taken: string[] = [];
  const takenIds = new Set<string>();
  const kept: string[] = [];
  for (const id of queue) {
    if (taken.length < count && !takenIds.has(id)) {
      taken.push(id);
      takenIds.add(id);
    } else {
      kept.push(id);
    }
  }
  return { taken, queue: [...kept, ...taken] };
}
