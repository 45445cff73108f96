import type { NotificationDto } from '@/shared/api';

export type { NotificationDto, NotificationListDto, EmailPreferencesDto, EmailPreferenceBodyDto } from '@/shared/api';

/** One notification behind the bell: what a notice said, where it leads, and whether the member has read it. */
export interface AppNotification {
  key: NotificationDto['key'];
  kind: string;
  title: string;
  text: string;
  /** An SPA path, e.g. `/interviews/<id>`. */
  link: string;
  created: string;
  read: boolean;
}

export interface NotificationPage {
  total: number;
  unread: number;
  items: AppNotification[];
}

export interface EmailPreference {
  kind: string;
  label: string;
  email: boolean;
  /** Changes an agreed time: always emailed, the switch is shown on and disabled. */
  always: boolean;
}
