import type { AppNotification, EmailPreference, EmailPreferencesDto, NotificationDto, NotificationListDto, NotificationPage } from '../model/types';

export const mapNotification = (dto: NotificationDto): AppNotification => ({
  key: dto.key,
  kind: dto.kind,
  title: dto.title,
  text: dto.text,
  link: dto.link,
  created: dto.created,
  read: dto.read_at !== null,
});

export const mapNotificationPage = (dto: NotificationListDto): NotificationPage => ({
  total: dto.count,
  unread: dto.unread,
  items: dto.results.map(mapNotification),
});

export const mapEmailPreferences = (dto: EmailPreferencesDto): EmailPreference[] =>
  dto.kinds.map((kind) => ({ kind: kind.kind, label: kind.label, email: kind.email, always: kind.always }));
