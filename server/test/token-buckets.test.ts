import { fixedClock } from '../src/lib/clock';
import { TokenBuckets } from '../src/lib/token-buckets';

describe('TokenBuckets', () => {
  it('gives each key its burst, refills it with time, and never above the burst', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const buckets = new TokenBuckets<string>(clock, 10, 30);
    const taken = (key: string, times: number) => Array.from({ length: times }, () => buckets.take(key)).filter(Boolean).length;
    expect(taken('ada', 40)).toBe(30);
    expect(taken('bob', 5)).toBe(5);
    clock.advance(500);
    expect(taken('ada', 40)).toBe(5);
    clock.advance(60_000);
    expect(taken('ada', 40)).toBe(30);
    // A clock set back refills nothing and takes nothing away.
    clock.advance(-10_000);
    expect(taken('ada', 1)).toBe(0);
  });

  it('drops buckets that have refilled to full, and only those, once the map has doubled', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const buckets = new TokenBuckets<number>(clock, 1, 3, 4);
    for (let key = 0; key < 4; key++) buckets.take(key);
    expect(buckets.size).toBe(4);
    clock.advance(2000);
    for (let key = 0; key < 2; key++) for (let times = 0; times < 3; times++) buckets.take(key); // 0 and 1 emptied
    clock.advance(1000); // 2 and 3 full again; 0 and 1 hold one token each
    buckets.take(100);
    // The sweep kept the two still spending (0 and 1), dropped the two full ones, then added the new key.
    expect(buckets.size).toBe(3);
    expect([buckets.take(0), buckets.take(0)]).toEqual([true, false]);
    // A dropped key starts full, as it would have been.
    expect([buckets.take(2), buckets.take(2), buckets.take(2), buckets.take(2)]).toEqual([true, true, true, false]);
  });

  it('stays bounded under a stream of new keys, each used once', () => {
    const clock = fixedClock('2026-01-01T00:00:00Z');
    const buckets = new TokenBuckets<number>(clock, 60, 180, 1024);
    let largest = 0;
    for (let key = 0; key < 100_000; key++) {
      buckets.take(key);
      if (key % 100 === 0) clock.advance(100); // 1,000 new keys a second; a bucket is full again after 1/60 s
      largest = Math.max(largest, buckets.size);
    }
    expect(largest).toBeLessThanOrEqual(2048);
  });
});
