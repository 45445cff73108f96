import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { CallSignalDto } from '@contracts/room';
import { listenOnPostgres } from '../../db/listen';

/**
 * What one server process tells the others about a room: a document update (inline as it arrives when small;
 * else by its row id once stored) or an awareness update. Processes fan out through PostgreSQL (LISTEN/NOTIFY), never memory
 * alone (ARCHITECTURE.md "Real time"); the embedded database has one process, so there it goes nowhere.
 */
export type RoomEvent =
  | { kind: 'update'; roomId: string; update: string }
  | { kind: 'update'; roomId: string; id: number }
  | { kind: 'awareness'; roomId: string; update: string }
  | { kind: 'signal'; roomId: string; from: number; signal: CallSignalDto };

export interface RoomFanout {
  /** Whether other processes may hold the same rooms: without them, nothing is encoded for them. */
  readonly shared: boolean;
  /** Tells the other processes, packing the events into as few notifications as fit; in order. */
  publish(events: RoomEvent[]): Promise<void>;
  /** Events other processes published; never this process's own. */
  onEvent(listener: (event: RoomEvent) => void): void;
  close(): Promise<void>;
}

export const singleProcessFanout = (): RoomFanout => ({ shared: false, publish: async () => {}, onEvent: () => {}, close: async () => {} });

const CHANNEL = 'mockprep_room';
/** NOTIFY payloads are limited to 8000 bytes; bigger updates go by row id and are read from room_updates. */
export const INLINE_PAYLOAD_MAX = 7000;
/** What one notification may carry, below NOTIFY's 8000 bytes. */
const NOTIFICATION_MAX = 7900;

/** Events as sent: as JSON, or (one event too large for a notification, e.g. a call's session description) deflated. */
type Envelope = { origin: string; events: RoomEvent[] } | { origin: string; deflated: string };

/** The notifications that carry `events`, in order: as many events per notification as fit. */
function envelopes(origin: string, events: RoomEvent[]): string[] {
  const payloads: string[] = [];
  let batch: RoomEvent[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length > 0) payloads.push(JSON.stringify({ origin, events: batch } satisfies Envelope));
    batch = [];
    size = 0;
  };
  for (const event of events) {
    const length = JSON.stringify(event).length + 1;
    if (length + origin.length + 40 > NOTIFICATION_MAX) {
      flush();
      // As text a session description deflates to about a third.
      payloads.push(JSON.stringify({ origin, deflated: deflateRawSync(JSON.stringify(event)).toString('base64') } satisfies Envelope));
      continue;
    }
    if (size + length + origin.length + 40 > NOTIFICATION_MAX) flush();
    batch.push(event);
    size += length;
  }
  flush();
  return payloads;
}

/** Publishes on a small pool; hears the other processes through db/listen (a connection of its own, reconnected). */
export async function postgresFanout(databaseUrl: string, logger: FastifyBaseLogger): Promise<RoomFanout> {
  const origin = randomUUID();
  const listeners: Array<(event: RoomEvent) => void> = [];
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle connection the server ended is replaced on the next publish; unheard, the event would crash the process.
  notifier.on('error', (error) => logger.warn({ err: error }, 'a room fan-out connection was closed by the database'));
  const unlisten = await listenOnPostgres(databaseUrl, CHANNEL, logger, (payload) => {
    const envelope = JSON.parse(payload) as Envelope;
    if (envelope.origin === origin) return;
    const events = 'events' in envelope ? envelope.events : [JSON.parse(inflateRawSync(Buffer.from(envelope.deflated, 'base64')).toString('utf8')) as RoomEvent];
    for (const event of events) for (const deliver of listeners) deliver(event);
  });

  return {
    shared: true,
    async publish(events) {
      // One after another on one connection: notifications are delivered in the order they are committed.
      for (const payload of envelopes(origin, events)) await notifier.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    onEvent(deliver) {
      listeners.push(deliver);
    },
    async close() {
      await unlisten();
      await notifier.end();
    },
  };
}
