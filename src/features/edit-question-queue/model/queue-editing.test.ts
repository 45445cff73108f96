import { addToQueue, moveInQueue, queueChanged, removeFromQueue } from './queue-editing';

describe('queue editing rules', () => {
  it('adds a question at the back, but never twice', () => {
    expect(addToQueue(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(addToQueue(['a', 'b'], 'a')).toEqual(['a', 'b']);
  });

  it('puts a question where it was dropped: before the entry at that position, or at the back past the end', () => {
    expect(addToQueue(['a', 'b'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(addToQueue(['a', 'b'], 'c', 1)).toEqual(['a', 'c', 'b']);
    expect(addToQueue(['a', 'b'], 'c', 9)).toEqual(['a', 'b', 'c']);
    expect(addToQueue(['a', 'b'], 'a', 0)).toEqual(['a', 'b']);
  });

  it('moves a question up or down by one place, bounded by the queue ends', () => {
    expect(moveInQueue(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveInQueue(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveInQueue(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveInQueue(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('removes a question', () => {
    expect(removeFromQueue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('counts a draft as changed only when its order differs from the saved one', () => {
    expect(queueChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(queueChanged(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(queueChanged(['a', 'b'], ['a'])).toBe(true);
    expect(queueChanged(['a', 'b'], removeFromQueue(addToQueue(['a', 'b'], 'c'), 'c'))).toBe(false);
  });
});
