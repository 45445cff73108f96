/** Every cache tag of the one api; entities and features refer to these by name. */
export const tagTypes = [
  'Session',
  'Member',
  'Directory',
  'Engagement',
  'Question',
  'Topic',
  'Queue',
  'Interview',
  'Availability',
  'Pool',
  'PoolStatus',
  'Signups',
  'Report',
  'Admins',
  'Commands',
  'Feedback',
  'RoomNotes',
  'Notification',
  'NotificationEmail',
] as const;

export type TagType = (typeof tagTypes)[number];
