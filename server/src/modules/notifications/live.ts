/**
 * The live side of notifications: each signed-in tab keeps one WebSocket (routes.ts) and is told when a
 * notification for its member commits. `recordNotifications` announces the member ids with `pg_notify` inside the
 * notice's transaction; every process LISTENs (PostgreSQL: on a connection of its own, as the room's fan-out; the
 * embedded database: PGlite's own listen, same SQL), so a notice queued by any process reaches the member's tabs
 * on every process, and only once the change it announces has committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { NotificationServerMessageDto } from '@contracts/notifications';
import type { Db } from '../../db/client';
import { listenOnDatabase, type Unlisten } from '../../db/listen';
import { NOTIFICATIONS_CHANNEL } from './in-app';

/** Below the 30-60 s idle timeouts of common proxies (nginx's proxy_read_timeout is 60 s). */
export const PING_EVERY_MS = 25_000;

export class NotificationsLive {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private unlisten: Unlisten = async () => {};
  private readonly pinger: NodeJS.Timeout;

  constructor(private readonly logger: FastifyBaseLogger) {
    this.pinger = setInterval(() => this.broadcast([...this.sockets.keys()], { type: 'ping' }), PING_EVERY_MS);
    this.pinger.unref();
  }

  /** Starts listening: PostgreSQL when `databaseUrl` is one, else the embedded database behind `db`. */
  async start(db: Db, databaseUrl: string | undefined): Promise<void> {
    this.unlisten = await listenOnDatabase(db, databaseUrl, NOTIFICATIONS_CHANNEL, this.logger, (payload) => this.onPayload(payload));
  }

  add(memberId: number, socket: WebSocket): void {
    const tabs = this.sockets.get(memberId) ?? new Set<WebSocket>();
    tabs.add(socket);
    this.sockets.set(memberId, tabs);
    socket.once('close', () => {
      tabs.delete(socket);
      if (tabs.size === 0 && this.sockets.get(memberId) === tabs) this.sockets.delete(memberId);
    });
  }

  private onPayload(payload: string): void {
    let memberIds: unknown;
    try {
      memberIds = JSON.parse(payload);
    } catch {
      return;
    }
    if (Array.isArray(memberIds)) this.broadcast(memberIds.filter((id): id is number => typeof id === 'number'), { type: 'notification' });
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
