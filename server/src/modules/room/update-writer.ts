import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { INLINE_PAYLOAD_MAX, type RoomEvent } from './fanout';
import { appendUpdates } from './persistence';

/** A room with changes to store: hands them over merged, and hears the row they became. */
export interface RoomWithChanges {
  readonly id: string;
  takeUnstored(): Uint8Array | null;
  stored(rowId: number): void;
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/**
 * Stores every room's changes for the whole process: one multi-row INSERT per turn of the event loop, then one
 * round of notifications for the other processes. A write per room would queue hundreds of single-row inserts at
 * once, which on the embedded database run back to back without yielding (no socket is read meanwhile) and on a
 * server wait a commit each (docs/benchmarks.md "room"). Waiting one `setImmediate` first lets the sockets' input
 * of this turn join the batch.
 */
export class RoomUpdateWriter {
  private readonly waiting = new Set<RoomWithChanges>();
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publish: (events: RoomEvent[]) => Promise<void>,
    private readonly logger: FastifyBaseLogger,
  ) {}

  schedule(room: RoomWithChanges): void {
    this.waiting.add(room);
    if (!this.writing) this.writing = this.writeWhileWaiting().finally(() => (this.writing = null));
  }

  /** Resolves once everything scheduled so far is stored. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeWhileWaiting(): Promise<void> {
    while (this.waiting.size > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const rows = [...this.waiting].flatMap((room) => {
        const update = room.takeUnstored();
        return update ? [{ room, update }] : [];
      });
      this.waiting.clear();
      if (rows.length === 0) continue;
      try {
        const ids = await appendUpdates(this.db, rows.map(({ room, update }) => ({ roomId: room.id, update })), this.clock.now());
        const events: RoomEvent[] = rows.map(({ room, update }) => {
          const inline = toBase64(update);
          return { kind: 'update', roomId: room.id, id: ids.get(room.id) as number, ...(inline.length <= INLINE_PAYLOAD_MAX ? { update: inline } : {}) };
        });
        await this.publish(events);
        for (const { room } of rows) room.stored(ids.get(room.id) as number);
      } catch (error) {
        this.logger.error({ err: error, rooms: rows.length }, 'could not store room updates');
      }
    }
  }
}
