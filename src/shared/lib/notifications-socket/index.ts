import { API_URL } from '@/shared/config';

/** The part of the browser's WebSocket the notifications channel uses; tests pass a fake. */
export interface NotificationsSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number, reason?: string): void;
}

export type NotificationsSocketFactory = (url: string) => NotificationsSocket;

let factory: NotificationsSocketFactory = (url) => new WebSocket(url);

/** Replaces how the channel opens its socket (component tests, which have no server); returns the previous one. */
export function setNotificationsSocketFactory(next: NotificationsSocketFactory): NotificationsSocketFactory {
  const previous = factory;
  factory = next;
  return previous;
}

export const openNotificationsSocket = (url: string): NotificationsSocket => factory(url);

/** `ws(s)://<API origin>/notifications/socket/`, as the room's socket URL (same origin in production). */
export function notificationsSocketUrl(apiUrl: string = API_URL, pageOrigin: string = window.location.origin): string {
  const url = new URL(`${(apiUrl || pageOrigin).replace(/\/+$/, '')}/notifications/socket/`, pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
