import type { SessionStore } from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

type StoredSession = Parameters<SessionStore['set']>[1];
type Callback = (error?: unknown) => void;

/** Sessions live in PostgreSQL so that several server processes can share them. */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly db: Db, private readonly maxAgeMs: number) {}

  set(sessionId: string, session: StoredSession, callback: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const memberId = typeof data.memberId === 'number' ? data.memberId : null;
    const expiresAt = new Date(Date.now() + this.maxAgeMs);
    this.db
      .insert(sessions)
      .values({ id: sessionId, memberId, data, expiresAt })
      .onConflictDoUpdate({ target: sessions.id, set: { memberId, data, expiresAt } })
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, result?: StoredSession | null) => void): void {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .then(([row]) => {
        if (!row || row.expiresAt.getTime() <= Date.now()) return callback(null, null);
        callback(null, row.data as unknown as StoredSession);
      }, (error: unknown) => callback(error));
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db.delete(sessions).where(eq(sessions.id, sessionId)).then(() => callback(), callback);
  }
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function endAllSessionsOf(db: DbOrTx, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}
