import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '@/shared/api';
import { notificationsSocketUrl, openNotificationsSocket, type NotificationsSocket } from '@/shared/lib/notifications-socket';

const RECONNECT_MIN_DELAY_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * Keeps the signed-in member's notifications live: one WebSocket per tab, which the server tells when a
 * notification of theirs commits; the bell's list and count are then refetched. On every reconnect they are
 * refetched too (what arrived while the tab was offline, or while a server restarted, is not lost). Retries with
 * backoff, 1 s doubling to 30 s, for as long as the member is signed in.
 */
export function useLiveNotifications(enabled: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!enabled) return undefined;
    let socket: NotificationsSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_DELAY_MS;
    let opened = false;
    let stopped = false;
    const refresh = () => dispatch(baseApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }, { type: 'Notification', id: 'COUNT' }]));
    const connect = () => {
      const current = openNotificationsSocket(notificationsSocketUrl());
      socket = current;
      current.onopen = () => {
        delay = RECONNECT_MIN_DELAY_MS;
        if (opened) refresh();
        opened = true;
      };
      current.onmessage = (event) => {
        try {
          if ((JSON.parse(String(event.data)) as { type?: string }).type === 'notification') refresh();
        } catch {
          // Not a message of this channel (contracts/notifications.ts): nothing to do.
        }
      };
      current.onclose = () => {
        if (stopped) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_DELAY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      if (socket) {
        socket.onclose = null;
        socket.close(1000, 'Signed out or left');
      }
    };
  }, [enabled, dispatch]);
}
