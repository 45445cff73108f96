import fc from 'fast-check';
import { rotateQueue } from '../src/modules/questions/rotation';

describe('rotateQueue', () => {
  it('takes the head and moves it to the back, keeping the rest in order', () => {
    expect(rotateQueue(['a', 'b', 'c', 'd'], 2)).toEqual({ taken: ['a', 'b'], queue: ['c', 'd', 'a', 'b'] });
  });

  it('takes everything when asked for the whole queue, which then keeps its order', () => {
    expect(rotateQueue(['a', 'b', 'c'], 3)).toEqual({ taken: ['a', 'b', 'c'], queue: ['a', 'b', 'c'] });
  });

  it('gives what it has when the queue is shorter than asked', () => {
    expect(rotateQueue(['a', 'b'], 5)).toEqual({ taken: ['a', 'b'], queue: ['a', 'b'] });
    expect(rotateQueue([], 2)).toEqual({ taken: [], queue: [] });
  });

  it('takes nothing for a count of zero', () => {
    expect(rotateQueue(['a', 'b'], 0)).toEqual({ taken: [], queue: ['a', 'b'] });
  });

  it('never hands out the same id twice, even if the queue repeats one', () => {
    expect(rotateQueue(['a', 'a', 'b', 'c'], 2)).toEqual({ taken: ['a', 'b'], queue: ['a', 'c', 'a', 'b'] });
  });

  it('cycles through every question before repeating one', () => {
    let queue = ['q1', 'q2', 'q3', 'q4', 'q5'];
    const handedOut: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const rotation = rotateQueue(queue, 2);
      handedOut.push(...rotation.taken);
      queue = rotation.queue;
    }
    expect(handedOut).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q1', 'q2', 'q3', 'q4', 'q5']);
  });

  it('keeps the queue a permutation of itself and takes min(count, distinct) distinct ids', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')), fc.nat(8), (queue, count) => {
        const { taken, queue: after } = rotateQueue(queue, count);
        expect([...after].sort()).toEqual([...queue].sort());
        expect(new Set(taken).size).toBe(taken.length);
        expect(taken.length).toBe(Math.min(count, new Set(queue).size));
        expect(after.slice(after.length - taken.length)).toEqual(taken);
      }),
    );
  });
});
