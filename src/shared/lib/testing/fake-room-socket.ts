import type { RoomSocket, RoomWelcomeDto } from '@/shared/lib/room-connection';

/**
 * A WebSocket stand-in for tests: records what the connection sends and lets the test open, answer and drop
 * it. A test helper (ESLint keeps it out of the bundle).
 */
export class FakeRoomSocket implements RoomSocket {
  static instances: FakeRoomSocket[] = [];
  readyState = 0;
  onopen: RoomSocket['onopen'] = null;
  onmessage: RoomSocket['onmessage'] = null;
  onclose: RoomSocket['onclose'] = null;
  onerror: RoomSocket['onerror'] = null;
  readonly sent: Array<Record<string, string>> = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeRoomSocket.instances.push(this);
  }

  static latest(): FakeRoomSocket {
    const socket = FakeRoomSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened.');
    return socket;
  }

  static reset(): void {
    FakeRoomSocket.instances = [];
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, string>);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  sentOfType(type: string) {
    return this.sent.filter((message) => message.type === type);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(message: object): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server (or the network) ends the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code, reason: '', wasClean: code !== 1006 } as CloseEvent);
  }
}

/** A room's welcome as the server sends it (Ada, id 1, with Bob, id 2); tests override what they care about. */
export function roomWelcomeFixture(overrides: Partial<RoomWelcomeDto> = {}): RoomWelcomeDto {
  return {
    type: 'welcome',
    server_time: '2026-11-26T18:00:00.000Z',
    ice_servers: [],
    room_id: '00000000-0000-4000-8000-000000000001',
    you: { id: 1, first_name: 'Ada' },
    partner: { id: 2, first_name: 'Bob' },
    rounds: [],
    ...overrides,
  };
}
