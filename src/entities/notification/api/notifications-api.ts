import { baseApi, type MarkedReadDto, type UnreadCountDto } from '@/shared/api';
import { mapEmailPreferences, mapNotification, mapNotificationPage } from '../lib/map-notification';
import type { AppNotification, EmailPreference, EmailPreferenceBodyDto, EmailPreferencesDto, NotificationDto, NotificationListDto, NotificationPage } from '../model/types';

/** How many the bell's menu lists; older ones stay on the server (the list is paged). */
export const BELL_PAGE_SIZE = 20;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, void>({
      query: () => `/notifications/?page=1&page_size=${BELL_PAGE_SIZE}`,
      transformResponse: (dto: NotificationListDto) => mapNotificationPage(dto),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    getUnreadCount: build.query<number, void>({
      query: () => '/notifications/unread-count/',
      transformResponse: (dto: UnreadCountDto) => dto.unread,
      providesTags: [{ type: 'Notification', id: 'COUNT' }],
    }),
    markNotificationRead: build.mutation<AppNotification, string>({
      query: (key) => ({ url: `/notifications/${encodeURIComponent(key)}/read/`, method: 'POST' }),
      transformResponse: (dto: NotificationDto) => mapNotification(dto),
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }, { type: 'Notification', id: 'COUNT' }],
    }),
    markAllNotificationsRead: build.mutation<number, void>({
      query: () => ({ url: '/notifications/read-all/', method: 'POST' }),
      transformResponse: (dto: MarkedReadDto) => dto.marked,
      invalidatesTags: [{ type: 'Notification', id: 'LIST' }, { type: 'Notification', id: 'COUNT' }],
    }),
    getEmailPreferences: build.query<EmailPreference[], void>({
      query: () => '/notifications/email-preferences/',
      transformResponse: (dto: EmailPreferencesDto) => mapEmailPreferences(dto),
      providesTags: ['NotificationEmail'],
    }),
    setEmailPreference: build.mutation<EmailPreference[], EmailPreferenceBodyDto>({
      query: (body) => ({ url: '/notifications/email-preferences/', method: 'PUT', body }),
      transformResponse: (dto: EmailPreferencesDto) => mapEmailPreferences(dto),
      invalidatesTags: ['NotificationEmail'],
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useGetUnreadCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetEmailPreferencesQuery,
  useSetEmailPreferenceMutation,
} = notificationsApi;
