import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RoomEvent } from './fanout';
import { appendUpdates } from './persistence';

/** A room with changes to store: hands them over merged (and whether the other processes already have them), and hears the row they became. */
export interface RoomWithChanges {
  readonly id: string;
  takeUnstored(): { update: Uint8Array; published: boolean } | null;
  stored(rowId: number): void;
}

/**
 * How long a room's changes may wait before they are stored: its row then holds about this long of typing. The
 * partner does not wait for it (changes are relayed, and published to other processes, as they arrive); a crash
 * loses at most this much of what no open tab still holds (a tab's sync after the reconnect sends it again).
 * The replay steps by whole seconds, so it shows nothing less.
 */
export const STORE_DELAY_MS = 1000;
/** Rooms that are nearly due are taken along, so one INSERT carries many rooms rather than one each. */
const STORE_TICK_MS = 200;
/**
 * At most this many rooms' rows per INSERT, with a turn of the event loop between. The embedded database runs a
 * statement without yielding, and merging and building the rows is synchronous too: 500 rooms that began typing
 * together, stored in one statement, held the loop ~230 ms each second; 32 rooms a statement still held it 5-25 ms
 * (docs/decisions.md "Issue 31, sixth session").
 */
const ROWS_PER_STATEMENT = 12;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Stores every room's changes for the whole process: about once per STORE_DELAY_MS per room with changes, as
 * one multi-row INSERT for every room due, then the ids of rows whose changes no process has been told of. The
 * cost of a row is mostly per row and per statement, not per byte (PGlite: ~0.5 ms a statement, 35-65 µs a row),
 * so writing each room's second of typing as one row took the database from half of the room's CPU to a few
 * per cent (docs/decisions.md "Issue 31: room capacity"). A write per room would queue hundreds of single-row
 * inserts at once, which on the embedded database run back to back without yielding (no socket is read meanwhile).
 */
export class RoomUpdateWriter {
  /** Rooms with unstored changes, and when (performance.now()) the oldest of them arrived; oldest first. */
  private readonly waiting = new Map<RoomWithChanges, number>();
  /** Rooms to store at the next turn: a change too large to publish inline (the other processes read it by id). */
  private readonly urgent = new Set<RoomWithChanges>();
  private flushing = 0;
  private writing: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publish: (events: RoomEvent[]) => Promise<void>,
    private readonly logger: FastifyBaseLogger,
    private readonly delayMs = STORE_DELAY_MS,
  ) {}

  schedule(room: RoomWithChanges, urgent = false): void {
    if (!this.waiting.has(room)) this.waiting.set(room, performance.now());
    if (urgent) {
      this.urgent.add(room);
      this.wake?.();
    }
    if (!this.writing) this.writing = this.writeWhileWaiting().finally(() => (this.writing = null));
  }

  /** Resolves once everything scheduled so far is stored (a room being left, the server stopping): nothing waits its delay. */
  async flushed(): Promise<void> {
    this.flushing += 1;
    this.wake?.();
    try {
      while (this.writing) await this.writing;
    } finally {
      this.flushing -= 1;
    }
  }

  private async writeWhileWaiting(): Promise<void> {
    while (this.waiting.size > 0) {
      await this.untilDue();
      const dueBy = performance.now() - this.delayMs + STORE_TICK_MS;
      const due = [...this.waiting].filter(([room, since]) => this.flushing > 0 || this.urgent.has(room) || since <= dueBy).map(([room]) => room);
      for (let start = 0; start < due.length; start += ROWS_PER_STATEMENT) {
        // The sockets are read between statements: rooms that began typing together fall due together.
        if (start > 0) await nextTurn();
        await this.store(due.slice(start, start + ROWS_PER_STATEMENT));
      }
    }
  }

  private async store(rooms: RoomWithChanges[]): Promise<void> {
    const rows = rooms.flatMap((room) => {
      this.waiting.delete(room);
      this.urgent.delete(room);
      const changes = room.takeUnstored();
      return changes ? [{ room, ...changes }] : [];
    });
    if (rows.length === 0) return;
    try {
      const ids = await appendUpdates(this.db, rows.map(({ room, update }) => ({ roomId: room.id, update })), this.clock.now());
      const unpublished = rows.filter((row) => !row.published);
      if (unpublished.length > 0) await this.publish(unpublished.map(({ room }) => ({ kind: 'update', roomId: room.id, id: ids.get(room.id) as number })));
      for (const { room } of rows) room.stored(ids.get(room.id) as number);
    } catch (error) {
      this.logger.error({ err: error, rooms: rows.length }, 'could not store room updates');
    }
  }

  /** Until the oldest waiting room is due, a room is urgent or a flush is asked for; at least one turn, so this turn's input joins. */
  private async untilDue(): Promise<void> {
    await nextTurn();
    const [oldest] = this.waiting.values();
    const wait = this.flushing > 0 || this.urgent.size > 0 || oldest === undefined ? 0 : oldest + this.delayMs - performance.now();
    if (wait <= 0) return;
    await new Promise<void>((resolve) => {
      // Not what keeps the process alive: stopping stores what waits (flushed()).
      const timer = setTimeout(() => resolve(), wait).unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }
}
