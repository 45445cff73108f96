import type { FastifyReply } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Counts attempts per key in fixed windows and says when a key has used up its allowance.
 *
 * Why in memory rather than @fastify/rate-limit or a database counter: the login limit counts only
 * failures (a member who signs in fine is never throttled), which @fastify/rate-limit cannot express,
 * and the schema has no table for counters. The cost: with several server processes each keeps its own
 * counts, so an attacker gets at most `max × processes` tries per window, still a hard bound.
 * A shared table would make the bound exact; this class is the only place that would change.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the key may try again, or 0 when it still has attempts left. */
  retryAfterSeconds(key: string): number {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.resetsAt <= now || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
  }

  record(key: string): void {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetsAt <= now) this.windows.set(key, { count: 1, resetsAt: now + this.windowMs });
    else window.count += 1;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  /** Drops finished windows now and then, so keys that never come back do not pile up. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
    this.nextSweepAt = now + this.windowMs;
  }
}

/** Throws 429 (with Retry-After) when the key has no attempts left. */
export function enforceLimit(limiter: AttemptLimiter, key: string, reply: FastifyReply, detail: string): void {
  const retryAfter = limiter.retryAfterSeconds(key);
  if (retryAfter === 0) return;
  reply.header('Retry-After', String(retryAfter));
  throw new HttpError(429, detail);
}
