import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';

/**
 * Counts attempts per key in fixed windows and says when a key has used up its allowance.
 *
 * The counts live in the `rate_limit_counters` table, shared by every server process, so a limit is per
 * client whatever process a load balancer sends each attempt to. Not @fastify/rate-limit: the login
 * limit counts only failures (a member who signs in fine is never throttled), which it cannot express.
 * Windows are timed by the app's clock; expired rows are swept by the session cleanup job.
 */
export class AttemptLimiter {
  /**
   * `name` keeps this limiter's keys apart from the other limiters' in the shared table
   * (the login limit and the registration limit both count per address).
   */
  constructor(
    private readonly db: DbOrTx,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  private rowKey(key: string): string {
    return `${this.name}|${key}`;
  }

  /** Seconds until the key may try again, or 0 when it still has attempts left. */
  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.clock.now();
    const [window] = await this.db
      .select({ count: rateLimitCounters.count, resetsAt: rateLimitCounters.resetsAt })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, this.rowKey(key)), gt(rateLimitCounters.resetsAt, now)));
    return window && window.count >= this.max ? this.secondsUntil(window.resetsAt, now) : 0;
  }

  /** Counts one attempt. */
  async record(key: string): Promise<void> {
    await this.increment(key, this.clock.now());
  }

  /**
   * Counts one attempt and says how long to wait when it was one too many (else 0), in one statement:
   * two processes answering the same client at once cannot both take its last free attempt.
   */
  async consume(key: string): Promise<number> {
    const now = this.clock.now();
    const window = await this.increment(key, now);
    return window.count > this.max ? this.secondsUntil(window.resetsAt, now) : 0;
  }

  /** One atomic upsert: two processes recording at once both count; a window that has passed starts again at one. */
  private async increment(key: string, now: Date): Promise<{ count: number; resetsAt: Date }> {
    const expired = sql`${rateLimitCounters.resetsAt} <= ${now.toISOString()}::timestamptz`;
    const [window] = await this.db
      .insert(rateLimitCounters)
      .values({ key: this.rowKey(key), count: 1, resetsAt: new Date(now.getTime() + this.windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetsAt: rateLimitCounters.resetsAt });
    return window!;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, this.rowKey(key)));
  }

  private secondsUntil(resetsAt: Date, now: Date): number {
    return Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  }
}

/** Every limiter's windows that have passed: they would count from one again anyway. */
export async function deleteExpiredAttemptCounts(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, now));
}

function tooMany(reply: FastifyReply, retryAfter: number, detail: string): HttpError {
  reply.header('Retry-After', String(retryAfter));
  return new HttpError(429, detail);
}

/** Throws 429 (with Retry-After) when the key has no attempts left. */
export async function enforceLimit(limiter: AttemptLimiter, key: string, reply: FastifyReply, detail: string): Promise<void> {
  const retryAfter = await limiter.retryAfterSeconds(key);
  if (retryAfter > 0) throw tooMany(reply, retryAfter, detail);
}

/** Counts this attempt and throws 429 (with Retry-After) when it is one too many (AttemptLimiter.consume). */
export async function consumeAttempt(limiter: AttemptLimiter, key: string, reply: FastifyReply, detail: string): Promise<void> {
  const retryAfter = await limiter.consume(key);
  if (retryAfter > 0) throw tooMany(reply, retryAfter, detail);
}
