import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { NotificationServerMessageDto } from '@/shared/api';
import { baseApi, liveChangeTags, LIVE_TAGS } from '@/shared/api';
import { notificationsSocketUrl, openNotificationsSocket, type NotificationsSocket } from '@/shared/lib/notifications-socket';

const RECONNECT_MIN_DELAY_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * Keeps the signed-in member's notifications and open pages live: one WebSocket per tab, which the server tells when
 * a notification of theirs commits (the bell's list and count are then refetched) and what changed on their pages
 * (`refresh`: the interviews, a pair's time, the standby offer, feedback, whoever changed them; those entries are
 * refetched, so no page needs a reload). On every reconnect all of them are refetched (what changed while the tab
 * was offline, or while a server restarted, is not lost). Retries with backoff, 1 s doubling to 30 s, for as long
 * as the member is signed in.
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
    const notificationTags = [{ type: 'Notification', id: 'LIST' }, { type: 'Notification', id: 'COUNT' }] as const;
    const refresh = () => dispatch(baseApi.util.invalidateTags([...notificationTags]));
    const refreshAll = () => dispatch(baseApi.util.invalidateTags([...notificationTags, ...LIVE_TAGS]));
    const connect = () => {
      const current = openNotificationsSocket(notificationsSocketUrl());
      socket = current;
      current.onopen = () => {
        delay = RECONNECT_MIN_DELAY_MS;
        if (opened) refreshAll();
        opened = true;
      };
      current.onmessage = (event) => {
        try {
          const message = JSON.parse(String(event.data)) as Partial<NotificationServerMessageDto> & { tags?: unknown };
          if (message.type === 'notification') refresh();
          else if (message.type === 'refresh' && Array.isArray(message.tags)) dispatch(baseApi.util.invalidateTags(liveChangeTags(message.tags.map(String))));
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
