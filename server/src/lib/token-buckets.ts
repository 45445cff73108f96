import type { Clock } from './clock';

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Token buckets by key (a member in a room, a member's notification channel), kept in the process while that
 * member's sockets come and go, so neither reconnecting nor a second socket gets a fresh allowance. Each holds
 * `capacity` tokens and refills at `perSecond` (on the app's clock, so tests can stop time).
 *
 * Memory stays bounded without a timer: a bucket that has refilled to capacity is the same as a new one, so
 * whenever the map has doubled since the last sweep, the full ones are dropped. The map holds at most about twice
 * the keys that sent something within the last `capacity / perSecond` seconds (and never fewer than `sweepFrom`).
 * Per process: several processes each count their own share (docs/decisions.md, "Issue 28: limits per member").
 */
export class TokenBuckets<Key> {
  private readonly buckets = new Map<Key, Bucket>();
  private sweepAt: number;

  constructor(
    private readonly clock: Clock,
    readonly perSecond: number,
    readonly capacity: number,
    private readonly sweepFrom = 1024,
  ) {
    this.sweepAt = sweepFrom;
  }

  /** Takes one token from `key`'s bucket; false (and nothing taken) when it is empty. */
  take(key: Key): boolean {
    const now = this.clock.now().getTime();
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = this.level(bucket, now);
      bucket.at = now;
    } else {
      if (this.buckets.size >= this.sweepAt) this.sweep(now);
      bucket = { tokens: this.capacity, at: now };
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** How many buckets are kept (tests, metrics). */
  get size(): number {
    return this.buckets.size;
  }

  private level(bucket: Bucket, now: number): number {
    // A clock set back (tests, an NTP step) refills nothing rather than draining.
    const elapsed = Math.max(0, now - bucket.at);
    return Math.min(this.capacity, bucket.tokens + (elapsed / 1000) * this.perSecond);
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (this.level(bucket, now) >= this.capacity) this.buckets.delete(key);
    this.sweepAt = Math.max(this.sweepFrom, this.buckets.size * 2);
  }
}
