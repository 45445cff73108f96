import WebSocket from 'ws';
import * as Y from 'yjs';
import type { RoomServerMessageDto } from '@contracts/room';
import { interviews } from '../../src/db/schema';
import type { MemberRow } from '../../src/modules/members/dto';
import type { TestApp, TestClient } from './test-app';

/**
 * The week of interviews a room test uses: one under way (started yesterday), since a room closes when its week
 * is over. `daysAgo` 8 or more gives a week that is over.
 */
export function roomWeek(daysAgo = 1): { weekStart: string; dateEffective: Date } {
  const dateEffective = new Date(Date.now() - daysAgo * 86_400_000);
  return { weekStart: dateEffective.toISOString().slice(0, 10), dateEffective };
}

/** The pair's two interviews in a week under way (`daysAgo` as roomWeek); the first is the lead when `first` has the lower id. */
export async function pairForRoom(app: TestApp, first: MemberRow, second: MemberRow, daysAgo = 1): Promise<[string, string]> {
  const { weekStart, dateEffective } = roomWeek(daysAgo);
  const rows = await app.ctx.db
    .insert(interviews)
    .values([
      { weekStart, interviewerId: first.id, intervieweeId: second.id, dateEffective },
      { weekStart, interviewerId: second.id, intervieweeId: first.id, dateEffective },
    ])
    .returning();
  return [rows[0].id, rows[1].id];
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * Waits until `check` holds, asking every 25 ms; throws after `timeoutMs`. For what the server stores after it has
 * relayed it (the room's writer), which a test reads from the database rather than from a socket.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A member's browser tab in the interview room, over a real WebSocket: it keeps a Y.Doc in step with the
 * room as the SPA does (sync on open, then updates both ways) and records every message it receives.
 */
export class RoomTestClient {
  readonly doc = new Y.Doc();
  readonly received: RoomServerMessageDto[] = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as RoomServerMessageDto;
      this.received.push(message);
      if (message.type === 'sync') {
        Y.applyUpdate(this.doc, fromBase64(message.update), 'server');
        this.send({ type: 'update', update: toBase64(Y.encodeStateAsUpdate(this.doc, fromBase64(message.state_vector))) });
      }
      if (message.type === 'update') Y.applyUpdate(this.doc, fromBase64(message.update), 'server');
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'server') this.send({ type: 'update', update: toBase64(update) });
    });
  }

  static async open(baseUrl: string, interviewId: string, options: { member?: TestClient; origin?: string } = {}): Promise<RoomTestClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/interview/${interviewId}/room/socket/`;
    const headers: Record<string, string> = {};
    if (options.member) headers.cookie = options.member.cookieHeader;
    if (options.origin !== '') headers.origin = options.origin ?? baseUrl;
    const socket = new WebSocket(url, { headers });
    // Listening from the start: the welcome can arrive in the same read as the upgrade's answer.
    const client = new RoomTestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) => reject(new RefusedUpgrade(response.statusCode ?? 0)));
      socket.once('error', reject);
    });
    client.send({ type: 'sync', state_vector: toBase64(Y.encodeStateVector(client.doc)) });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  get text(): string {
    return this.doc.getText('round-1').toString();
  }

  /** Resolves once `check` holds, re-checked after every message; fails after `timeoutMs`. */
  async until(check: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the room');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  closed(): Promise<number> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve(-1);
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }
}

export class RefusedUpgrade extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}
