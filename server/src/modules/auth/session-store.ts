import { createHash } from 'node:crypto';
import type { FastifySessionObject, SessionStore } from '@fastify/session';
import type { FastifyRequest } from 'fastify';
import { eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

declare module '@fastify/session' {
  interface FastifySessionObject {
    /** When the session's expiry was last pushed back (epoch ms). */
    touchedAt?: number;
  }
}

/** A session's expiry moves with use, but its row is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 5 * 60_000;

type StoredSession = Parameters<SessionStore['set']>[1];
type Callback = (error?: unknown) => void;

/** The table holds sha-256 of each session id, never the id itself: a leaked database signs nobody in. */
export function sessionIdHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

interface CachedSession {
  /** The session as stored, as JSON: every reader gets its own copy. */
  json: string;
  memberId: number | null;
  expiresAt: number;
  cachedUntil: number;
}

/**
 * Sessions read recently, by id hash, so that a signed-in request does not read its session row again.
 * Every write of this process goes through the store or `endAllSessionsOf`, which update or drop the
 * entry at once; another process sharing a PostgreSQL database cannot tell this one, so there an entry
 * lives only a few seconds (the time a sign-out elsewhere may take to reach this process).
 *
 * An ended session (or every session of a member) is also remembered for a while: a request that read the
 * row just before the delete committed must not put it back.
 */
class SessionCache {
  private static readonly MAX_ENTRIES = 10_000;
  private readonly entries = new Map<string, CachedSession>();
  private readonly endedSessions = new Map<string, number>();
  private readonly endedMembers = new Map<number, number>();

  get(hash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.cachedUntil > now && entry.expiresAt > now) return entry;
    this.entries.delete(hash);
    return undefined;
  }

  put(hash: string, entry: CachedSession, now: number): void {
    // Whatever was cached under this id is out of date, even when the new value may not be cached: a
    // sign-in saves the fresh session before the member is put in it (regenerate), and right after a
    // password reset the member's sessions are kept out of the cache, so keeping the old entry would
    // answer the signed-in session as the empty one.
    this.entries.delete(hash);
    if ((this.endedSessions.get(hash) ?? 0) > now || (entry.memberId !== null && (this.endedMembers.get(entry.memberId) ?? 0) > now)) return;
    // Map keeps insertion order: when full, forget the oldest entry.
    if (this.entries.size >= SessionCache.MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(hash, entry);
  }

  forget(hash: string, until: number): void {
    this.entries.delete(hash);
    remember(this.endedSessions, hash, until);
  }

  forgetMember(memberId: number, until: number): void {
    for (const [hash, entry] of this.entries) if (entry.memberId === memberId) this.entries.delete(hash);
    remember(this.endedMembers, memberId, until);
  }
}

function remember<K>(ended: Map<K, number>, key: K, until: number): void {
  if (ended.size >= 1_000) {
    const now = Date.now();
    for (const [endedKey, endedUntil] of ended) if (endedUntil <= now) ended.delete(endedKey);
  }
  ended.set(key, until);
}

/**
 * How long a session read stays cached: the embedded database has one user, this process, which sees
 * every sign-out; on a PostgreSQL server other processes may end sessions without telling this one.
 */
export const SESSION_CACHE_MS = { embedded: 60_000, shared: 5_000 };
/** How long an ended session (or member) is kept out of the cache: far longer than any write transaction. */
const ENDED_MEMORY_MS = 60_000;

/** One per process: `endAllSessionsOf` may run inside any transaction, and must reach it. */
const cache = new SessionCache();

/** Sessions live in PostgreSQL so that several server processes can share them. */
export class DatabaseSessionStore implements SessionStore {
  /**
   * @param cacheMs how long a session read stays in this process's cache: long when this process is the
   * database's only user (the embedded one), a few seconds when other processes may end sessions.
   */
  constructor(private readonly db: Db, private readonly maxAgeMs: number, private readonly cacheMs: number) {}

  set(sessionId: string, session: StoredSession, callback: Callback): void {
    const json = JSON.stringify(session);
    const data = JSON.parse(json) as Record<string, unknown>;
    const memberId = typeof data.memberId === 'number' ? data.memberId : null;
    const now = Date.now();
    const expiresAt = new Date(now + this.maxAgeMs);
    const id = sessionIdHash(sessionId);
    this.db
      .insert(sessions)
      .values({ id, memberId, data, expiresAt })
      .onConflictDoUpdate({ target: sessions.id, set: { memberId, data, expiresAt } })
      .then(() => {
        cache.put(id, { json, memberId, expiresAt: expiresAt.getTime(), cachedUntil: now + this.cacheMs }, now);
        callback();
      }, callback);
  }

  get(sessionId: string, callback: (error: unknown, result?: StoredSession | null) => void): void {
    const id = sessionIdHash(sessionId);
    const now = Date.now();
    const cached = cache.get(id, now);
    if (cached) return callback(null, JSON.parse(cached.json) as StoredSession);
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, id))
      .then(([row]) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        const json = JSON.stringify(row.data);
        cache.put(id, { json, memberId: row.memberId, expiresAt: row.expiresAt.getTime(), cachedUntil: now + this.cacheMs }, now);
        callback(null, JSON.parse(json) as StoredSession);
      }, (error: unknown) => callback(error));
  }

  destroy(sessionId: string, callback: Callback): void {
    const id = sessionIdHash(sessionId);
    cache.forget(id, Date.now() + ENDED_MEMORY_MS);
    this.db.delete(sessions).where(eq(sessions.id, id)).then(() => callback(), callback);
  }
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function endAllSessionsOf(db: DbOrTx, memberId: number): Promise<void> {
  cache.forgetMember(memberId, Date.now() + ENDED_MEMORY_MS);
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

/**
 * Marks a signed-in session as changed when its expiry was last pushed back SESSION_TOUCH_MS ago or more:
 * the session plugin then saves it (new expiry in the table and on the cookie). Other requests write nothing.
 */
export async function touchSignedInSession(request: FastifyRequest): Promise<void> {
  const session: FastifySessionObject | undefined = request.session;
  if (session?.memberId === undefined) return;
  const now = Date.now();
  if ((session.touchedAt ?? 0) <= now - SESSION_TOUCH_MS) session.touchedAt = now;
}
