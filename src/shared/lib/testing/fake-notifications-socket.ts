import { setNotificationsSocketFactory, type NotificationsSocket } from '@/shared/lib/notifications-socket';

/**
 * The notifications channel without a server: every socket the SPA opens is one of these, open at once (as soon
 * as the opener has set its handlers). `FakeNotificationsSocket.latest.receive(...)` plays a server message.
 */
export class FakeNotificationsSocket implements NotificationsSocket {
  static opened: FakeNotificationsSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeNotificationsSocket.opened.push(this);
    queueMicrotask(() => this.onopen?.(new Event('open')));
  }

  static get latest(): FakeNotificationsSocket | undefined {
    return FakeNotificationsSocket.opened.at(-1);
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  close(): void {
    this.closed = true;
  }
}

/** Every component test runs with the fake channel: jsdom would otherwise try a real socket to localhost. */
export function installFakeNotificationsSocket(): void {
  setNotificationsSocketFactory((url) => new FakeNotificationsSocket(url));
  FakeNotificationsSocket.opened = [];
}
