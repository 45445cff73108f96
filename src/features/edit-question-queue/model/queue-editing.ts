/** SPEC sections 4 and 5, queue editing: pure steps on a queue draft (question ids, head first). */

/**
 * Puts a question at `position` (0 is the head; the back when absent or past the end), where it was dropped;
 * a question already queued is never added twice.
 */
export function addToQueue(queue: readonly string[], questionId: string, position = queue.length): string[] {
  if (queue.includes(questionId)) return [...queue];
  const at = Math.max(0, Math.min(position, queue.length));
  return [...queue.slice(0, at), questionId, ...queue.slice(at)];
}

export function removeFromQueue(queue: readonly string[], questionId: string): string[] {
  return queue.filter((id) => id !== questionId);
}

/** Moves the question at `index` one place towards the head (-1) or the back (+1); at either end nothing moves. */
export function moveInQueue(queue: readonly string[], index: number, direction: -1 | 1): string[] {
  const target = index + direction;
  const next = [...queue];
  if (index < 0 || index >= queue.length || target < 0 || target >= queue.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Whether the draft differs from what the server holds: Save is enabled only then. */
export function queueChanged(saved: readonly string[], draft: readonly string[]): boolean {
  return saved.length !== draft.length || saved.some((id, index) => draft[index] !== id);
}
