import * as Y from 'yjs';
import { partnerCursorLine } from './partner-cursor';

test("reads the line of the partner's cursor in the round's text, and nothing for another text or member", () => {
  const doc = new Y.Doc();
  const text = doc.getText('round-1');
  text.insert(0, 'one\ntwo\nthree');
  const head = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, 'one\ntwo\nth'.length));
  const states = new Map<number, Record<string, unknown>>([
    [7, { user: { id: 2, name: 'Bob' }, cursor: { anchor: head, head } }],
    [8, { user: { id: 1, name: 'Ada' } }],
  ]);
  expect(partnerCursorLine(states, 2, text)).toBe(3);
  expect(partnerCursorLine(states, 1, text)).toBeNull();
  expect(partnerCursorLine(states, 2, doc.getText('round-2'))).toBeNull();
  expect(partnerCursorLine(new Map([[7, { user: { id: 2 }, cursor: { head: 'not a position' } }]]), 2, text)).toBeNull();
});
