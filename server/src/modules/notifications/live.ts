/**
 * The live side of notifications: each signed-in tab keeps one WebSocket (routes.ts) and is told when a
 * notification for its member commits, and what changed on its pages (live-changes.ts). `recordNotifications`
 * announces the member ids with `pg_notify` inside the notice's transaction; every process LISTENs (PostgreSQL: on a connection of its own, as the room's fan-out; the
 * embedded database: PGlite's own listen, same SQL), so a notice queued by any process reaches the member's tabs
 * on every process, and only once the change it announces has committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { NOTIFICATION_SOCKET_LIMITS } from '@contracts/limits';
import { NOTIFICATIONS_ABUSE_CLOSE, NOTIFICATIONS_TOO_MANY_CLOSE, type NotificationServerMessageDto } from '@contracts/notifications';
import type { Db } from '../../db/client';
import { listenOnDatabase, type Unlisten } from '../../db/listen';
import type { Clock } from '../../lib/clock';
import { TokenBuckets } from '../../lib/token-buckets';
import { NOTIFICATIONS_CHANNEL, parseChangePayload } from './live-changes';

/** Below the 30-60 s idle timeouts of common proxies (nginx's proxy_read_timeout is 60 s). */
export const PING_EVERY_MS = 25_000;

export class NotificationsLive {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private unlisten: Unlisten = async () => {};
  private readonly pinger: NodeJS.Timeout;
  /** What each member's tabs sent (they should send nothing), counted per member across their sockets and reconnects. */
  private readonly inbound: TokenBuckets<number>;

  constructor(
    private readonly logger: FastifyBaseLogger,
    clock: Clock,
  ) {
    this.inbound = new TokenBuckets(clock, NOTIFICATION_SOCKET_LIMITS.messages_per_second, NOTIFICATION_SOCKET_LIMITS.message_burst);
    this.pinger = setInterval(() => this.broadcast([...this.sockets.keys()], { type: 'ping' }), PING_EVERY_MS);
    this.pinger.unref();
  }

  /** Starts listening: PostgreSQL when `databaseUrl` is one, else the embedded database behind `db`. */
  async start(db: Db, databaseUrl: string | undefined): Promise<void> {
    this.unlisten = await listenOnDatabase(db, databaseUrl, NOTIFICATIONS_CHANNEL, this.logger, (payload) => this.onPayload(payload));
  }

  /** The member's sockets that are open in this process. */
  openSockets(memberId: number): number {
    let open = 0;
    for (const socket of this.sockets.get(memberId) ?? []) if (socket.readyState === socket.OPEN) open += 1;
    return open;
  }

  /**
   * Takes a member's tab in, unless they already have NOTIFICATION_SOCKET_LIMITS.sockets_per_member open here: false,
   * and the socket is closed with 4429. The route refuses those before the upgrade already (nothing awaits between
   * its check and this call); this keeps the limit whoever calls. Frames the tab sends are ignored, and more than the
   * member's allowance closes it.
   */
  add(memberId: number, socket: WebSocket): boolean {
    if (this.openSockets(memberId) >= NOTIFICATION_SOCKET_LIMITS.sockets_per_member) {
      socket.close(NOTIFICATIONS_TOO_MANY_CLOSE.code, NOTIFICATIONS_TOO_MANY_CLOSE.reason);
      return false;
    }
    const tabs = this.sockets.get(memberId) ?? new Set<WebSocket>();
    tabs.add(socket);
    this.sockets.set(memberId, tabs);
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.receive(memberId, socket, data));
    socket.once('close', () => {
      tabs.delete(socket);
      if (tabs.size === 0 && this.sockets.get(memberId) === tabs) this.sockets.delete(memberId);
    });
    return true;
  }

  /** The channel carries only the server's news: a frame is ignored, a flood or a large frame ends the socket. */
  private receive(memberId: number, socket: WebSocket, data: Buffer | ArrayBuffer | Buffer[]): void {
    if (socket.readyState !== socket.OPEN) return;
    const bytes = Array.isArray(data) ? data.reduce((sum, part) => sum + part.byteLength, 0) : data.byteLength;
    if (bytes > NOTIFICATION_SOCKET_LIMITS.message_max_bytes || !this.inbound.take(memberId)) {
      this.logger.warn({ memberId, bytes }, 'notifications socket closed: the client sent too much');
      socket.close(NOTIFICATIONS_ABUSE_CLOSE.code, NOTIFICATIONS_ABUSE_CLOSE.reason);
    }
  }

  /** A notification's payload is the array of its members' ids; a change's names its members and what changed. */
  private onPayload(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (Array.isArray(parsed)) {
      this.broadcast(parsed.filter((id): id is number => typeof id === 'number'), { type: 'notification' });
      return;
    }
    const change = parseChangePayload(parsed);
    if (change) this.broadcast(change.members, { type: 'refresh', tags: change.changes });
  }

  private broadcast(memberIds: number[], message: NotificationServerMessageDto): void {
    const frame = JSON.stringify(message);
    for (const memberId of memberIds) {
      for (const socket of this.sockets.get(memberId) ?? []) {
        if (socket.readyState === socket.OPEN) socket.send(frame);
      }
    }
  }

  /** Before the listener closes (shutdown): every tab is told to reconnect, which it does to another process. */
  disconnectAll(code: number, reason: string): void {
    for (const tabs of this.sockets.values()) for (const socket of tabs) socket.close(code, reason);
  }

  async close(): Promise<void> {
    clearInterval(this.pinger);
    await this.unlisten();
  }
}
