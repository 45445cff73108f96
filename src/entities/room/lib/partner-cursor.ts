import * as Y from 'yjs';

/**
 * The line (from 1) of `memberId`'s cursor in `text`, read from the awareness states y-codemirror writes (`user.id`
 * is ours, `cursor.head` a Yjs relative position), or null when that member's cursor is not in this text.
 */
export function partnerCursorLine(states: ReadonlyMap<number, Record<string, unknown>>, memberId: number, text: Y.Text): number | null {
  const doc = text.doc;
  if (!doc) return null;
  for (const state of states.values()) {
    if ((state.user as { id?: unknown } | undefined)?.id !== memberId) continue;
    const head = (state.cursor as { head?: unknown } | null | undefined)?.head;
    if (!head) continue;
    try {
      const position = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(head), doc);
      if (position?.type === text) return text.toString().slice(0, position.index).split('\n').length;
    } catch {
      // The partner's tab wrote something that is no relative position: no line to tell.
    }
  }
  return null;
}
