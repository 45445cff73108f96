import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import { roomSnapshots, roomUpdates } from '../../db/schema';
import { EMPTY_DOCUMENT } from './document-state';

/** Rows appended since the last snapshot before a new snapshot is written (opening a room then reads at most this many). */
export const SNAPSHOT_EVERY_ROWS = 200;

export interface StoredUpdate {
  id: number;
  update: Uint8Array;
  created: Date;
}

/** Appends one row for each room (each room at most once) in a single statement: the new row id by room id. */
export async function appendUpdates(db: Db, rows: Array<{ roomId: string; update: Uint8Array }>, at: Date): Promise<Map<string, number>> {
  const stored = await db
    .insert(roomUpdates)
    .values(rows.map((row) => ({ ...row, created: at })))
    .returning({ id: roomUpdates.id, roomId: roomUpdates.roomId });
  return new Map(stored.map((row) => [row.roomId, row.id]));
}

export async function updatesAfter(db: Db, roomId: string, afterId: number): Promise<StoredUpdate[]> {
  return db
    .select({ id: roomUpdates.id, update: roomUpdates.update, created: roomUpdates.created })
    .from(roomUpdates)
    .where(and(eq(roomUpdates.roomId, roomId), gt(roomUpdates.id, afterId)))
    .orderBy(asc(roomUpdates.id));
}

/** The room's document as stored: its snapshot and every row after it, merged. */
export async function loadDocument(db: Db, roomId: string): Promise<{ state: Uint8Array; lastId: number; rowsSinceSnapshot: number }> {
  const [snapshot] = await db.select().from(roomSnapshots).where(eq(roomSnapshots.roomId, roomId));
  const after = await updatesAfter(db, roomId, snapshot?.uptoId ?? 0);
  const parts = [...(snapshot ? [snapshot.state] : []), ...after.map((row) => row.update)];
  return {
    state: parts.length > 0 ? Y.mergeUpdates(parts) : EMPTY_DOCUMENT,
    lastId: after.at(-1)?.id ?? snapshot?.uptoId ?? 0,
    rowsSinceSnapshot: after.length,
  };
}

/**
 * Writes the snapshot up to `uptoId` from what is stored (the last snapshot and the rows up to that id), never
 * from a process's live document, which may hold updates of other processes not stored yet, or lack some that
 * are. The rows stay: replay reads them with their times.
 */
export async function writeSnapshot(db: Db, roomId: string, uptoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [snapshot] = await tx.select().from(roomSnapshots).where(eq(roomSnapshots.roomId, roomId)).for('update');
    const from = snapshot?.uptoId ?? 0;
    if (from >= uptoId) return;
    const rows = await tx
      .select({ update: roomUpdates.update })
      .from(roomUpdates)
      .where(and(eq(roomUpdates.roomId, roomId), gt(roomUpdates.id, from), lte(roomUpdates.id, uptoId)))
      .orderBy(asc(roomUpdates.id));
    const state = Y.mergeUpdates([...(snapshot ? [snapshot.state] : []), ...rows.map((row) => row.update)]);
    await tx
      .insert(roomSnapshots)
      .values({ roomId, state, uptoId, updated: sql`now()` })
      .onConflictDoUpdate({ target: roomSnapshots.roomId, set: { state, uptoId, updated: sql`now()` } });
  });
}
