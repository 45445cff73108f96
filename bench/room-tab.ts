/**
 * A simulated browser tab of the room bench (bench/room.ts), run in the bench's tab threads (room-tabs-worker.ts):
 * a Y.Doc kept in step with the room over a real WebSocket as the SPA keeps it.
 *
 * While typing the code workload, a tab notes which of the partner's edits an update carries from its bytes and
 * applies what it received only after the typing, where both tabs' documents are compared. A member's browser
 * applies a partner's change on the member's own device; here applying them (and observing them) took more than
 * half of the 1,000 tabs' CPU, which ran on the two cores the server under test runs on. What the server receives,
 * applies, relays and stores is the same.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import type { RoomServerMessageDto } from '@contracts/room';
import type { Side, Workload } from './room-workloads';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** Milliseconds since the epoch, to the microsecond: comparable between the bench's threads. */
export const now = () => performance.timeOrigin + performance.now();

/** Everything the tabs of one run measured. */
export interface Tally {
  latencies: number[];
  /** When each latency's edit arrived (epoch ms: the tabs' threads share no other clock), to see whether delays grow over the run. */
  arrivals: number[];
  serverErrors: Map<string, number>;
}

/**
 * A member's tab: a Y.Doc kept in step with the room over a real WebSocket, as the SPA keeps it, making the
 * workload's edits (room-workloads.ts), each carrying its number so the partner tab knows which one arrived.
 */
export class BenchTab {
  readonly doc = new Y.Doc();
  /** This tab's edits the partner has not received yet: edit number → when it was made. */
  readonly pending = new Map<number, number>();
  partner!: BenchTab;
  sent = 0;
  received = 0;
  private edits = 0;
  private socket!: WebSocket;
  private timer: NodeJS.Timeout | undefined;
  private messageArrived = 0;
  private resolveSynced!: () => void;
  /** The partner's updates this tab has received but not applied yet (see the file's comment). */
  private readonly receivedUpdates: Uint8Array[] = [];
  readonly synced = new Promise<void>((resolve) => (this.resolveSynced = resolve));

  /** With `withCursor`, each edit also sends the tab's cursor (an awareness update), as the SPA's editor does. */
  private readonly awareness: Awareness | null;

  constructor(readonly side: Side, private readonly workload: Workload, private readonly tally: Tally, withCursor = false) {
    this.awareness = withCursor ? new Awareness(this.doc) : null;
    this.awareness?.setLocalState({ user: { name: side } });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'server') this.send({ type: 'update', update: toBase64(update) });
    });
    workload.watch(this.doc, side === 'a' ? 'b' : 'a', (edit) => this.arrived(edit));
  }

  /** The partner's edit number `edit` reached this tab, in the message that arrived last. */
  private arrived(edit: number): void {
    const madeAt = this.partner.pending.get(edit);
    if (madeAt === undefined) return;
    this.partner.pending.delete(edit);
    this.tally.latencies.push(this.messageArrived - madeAt);
    this.tally.arrivals.push(this.messageArrived);
    this.received += 1;
  }

  /** Applies what the tab received while typing, so its document can be compared with its partner's and the store's. */
  applyReceived(): void {
    for (const update of this.receivedUpdates.splice(0)) Y.applyUpdate(this.doc, update, 'server');
  }

  content(): string {
    return this.workload.content(this.doc);
  }

  async open(baseUrl: string, interviewId: string, cookie: string): Promise<void> {
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/interview/${interviewId}/room/socket/`, { headers: { cookie, origin: baseUrl } });
    this.socket.on('message', (data: Buffer) => this.onMessage(data));
    // After the opening handshake an error only ends the socket: a lost tab shows as edits not delivered.
    this.socket.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('unexpected-response', (_request, response) => reject(new Error(`room upgrade refused: ${response.statusCode}`)));
      this.socket.once('error', reject);
    });
    this.send({ type: 'sync', state_vector: toBase64(Y.encodeStateVector(this.doc)) });
  }

  private onMessage(data: Buffer): void {
    // Arrival at the tab: the partner's edit has reached it (applying it to the document is the tab's own work).
    this.messageArrived = now();
    const message = JSON.parse(data.toString('utf8')) as RoomServerMessageDto;
    switch (message.type) {
      case 'sync':
        Y.applyUpdate(this.doc, fromBase64(message.update), 'server');
        this.send({ type: 'update', update: toBase64(Y.encodeStateAsUpdate(this.doc, fromBase64(message.state_vector))) });
        this.resolveSynced();
        return;
      case 'update': {
        const update = Buffer.from(message.update, 'base64');
        const partnerEdits = this.workload.editsInUpdate?.(update, this.partner.side);
        if (!partnerEdits) {
          Y.applyUpdate(this.doc, update, 'server');
          return;
        }
        this.receivedUpdates.push(update);
        for (const edit of partnerEdits) this.arrived(edit);
        return;
      }
      case 'error':
        this.tally.serverErrors.set(message.code, (this.tally.serverErrors.get(message.code) ?? 0) + 1);
        return;
      default:
        return;
    }
  }

  private send(message: unknown): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Edits until `until` (epoch ms), one edit every 1/editsPerSecond s on average (0.5x to 1.5x). */
  type(until: number): void {
    const interval = 1000 / this.workload.editsPerSecond;
    const next = () => {
      if (now() >= until) return;
      this.edit();
      this.timer = setTimeout(next, interval * (0.5 + Math.random()));
    };
    this.timer = setTimeout(next, Math.random() * interval);
  }

  private edit(): void {
    this.edits += 1;
    this.pending.set(this.edits, now());
    this.workload.edit(this.doc, this.side, this.edits);
    this.sent += 1;
    if (this.awareness) {
      // As the editor's binding does after a keystroke: the cursor moved, and the partner is told.
      this.awareness.setLocalStateField('cursor', { anchor: this.edits, head: this.edits });
      this.send({ type: 'awareness', update: toBase64(encodeAwarenessUpdate(this.awareness, [this.doc.clientID])) });
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.awareness?.destroy();
    if (!this.socket || this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
    this.doc.destroy();
  }
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
export async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}
