export type { AppNotification, NotificationPage, EmailPreference } from './model/types';
export { mapNotification, mapNotificationPage, mapEmailPreferences } from './lib/map-notification';
export {
  notificationsApi,
  BELL_PAGE_SIZE,
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetEmailPreferencesQuery,
  useSetEmailPreferenceMutation,
} from './api/notifications-api';
export { useLiveNotifications } from './model/live-notifications';
