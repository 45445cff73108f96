import * as Y from 'yjs';
import { toBase64 } from '@/shared/lib/room-connection';
import type { ReplayUpdate } from '../model/types';
import { advancePosition, formatElapsed } from './playback';
import { ReplayTimeline } from './replay-timeline';

/** Types `count` characters into round 1, one stored change per character, a second apart from `startAt`. */
function typedSession(count: number, startAt = Date.parse('2026-03-09T18:00:00Z')): ReplayUpdate[] {
  const doc = new Y.Doc();
  const steps: ReplayUpdate[] = [];
  doc.on('update', (update: Uint8Array) => steps.push({ at: new Date(startAt + steps.length * 1000).toISOString(), update: toBase64(update) }));
  for (let index = 0; index < count; index += 1) doc.getText('round-1').insert(index, String.fromCharCode(97 + (index % 26)));
  return steps;
}

describe('ReplayTimeline', () => {
  it('shows the code after any number of changes, forwards, backwards and across checkpoints', () => {
    const steps = typedSession(200);
    const timeline = new ReplayTimeline(steps, 16);
    const expected = (count: number) => Array.from({ length: count }, (_unused, index) => String.fromCharCode(97 + (index % 26))).join('');
    for (const count of [200, 0, 1, 17, 16, 150, 149, 3, 199, 64, 65, 200]) {
      expect(timeline.momentAfter(count).code).toEqual([expected(count), '']);
    }
  });

  it('counts the changes stored at or before a moment', () => {
    const timeline = new ReplayTimeline(typedSession(5));
    expect(timeline.countAt(timeline.start - 1)).toBe(0);
    expect(timeline.countAt(timeline.start)).toBe(1);
    expect(timeline.countAt(timeline.start + 2500)).toBe(3);
    expect(timeline.countAt(timeline.end)).toBe(5);
  });

  it('reads the language the room had picked, and the second round', () => {
    const doc = new Y.Doc();
    const steps: ReplayUpdate[] = [];
    doc.on('update', (update: Uint8Array) => steps.push({ at: '2026-03-09T18:00:00Z', update: toBase64(update) }));
    doc.getMap('room').set('language', 'python');
    doc.getText('round-2').insert(0, 'print(2)');
    const timeline = new ReplayTimeline(steps);
    expect(timeline.momentAfter(1)).toEqual({ code: ['', ''], language: 'python', whiteboards: [[], []] });
    expect(timeline.momentAfter(2)).toEqual({ code: ['', 'print(2)'], language: 'python', whiteboards: [[], []] });
  });

  it("shows each round's whiteboard as it was: shapes drawn later are not there yet, deleted ones are gone", () => {
    const doc = new Y.Doc();
    const steps: ReplayUpdate[] = [];
    doc.on('update', (update: Uint8Array) => steps.push({ at: '2026-03-09T18:00:00Z', update: toBase64(update) }));
    const board = doc.getMap('whiteboard-1');
    board.set('box', { id: 'box', type: 'rectangle', index: 'a0', version: 1, isDeleted: false });
    board.set('arrow', { id: 'arrow', type: 'arrow', index: 'a1', version: 1, isDeleted: false });
    board.set('box', { id: 'box', type: 'rectangle', index: 'a0', version: 2, isDeleted: true });
    const timeline = new ReplayTimeline(steps);
    const ids = (count: number) => timeline.momentAfter(count).whiteboards.map((elements) => elements.map((element) => element.id));
    expect(ids(1)).toEqual([['box'], []]);
    expect(ids(2)).toEqual([['box', 'arrow'], []]);
    expect(ids(3)).toEqual([['arrow'], []]);
  });
});

describe('playback', () => {
  const offsets = [0, 1000, 60_000, 61_000];

  it('moves at the chosen speed while changes are near', () => {
    expect(advancePosition(0, 100, 1, offsets, 61_000)).toBe(100);
    expect(advancePosition(0, 100, 8, offsets, 61_000)).toBe(800);
  });

  it('plays a long pause as two seconds, and stops at the end', () => {
    // A minute without changes after 1 s: playback skips to 2 s before the next change.
    expect(advancePosition(1000, 100, 1, offsets, 61_000)).toBe(58_100);
    expect(advancePosition(60_900, 500, 4, offsets, 61_000)).toBe(61_000);
  });

  it('words how far into the session a moment is', () => {
    expect(formatElapsed(750_000)).toBe('12:30');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(0)).toBe('0:00');
  });
});
