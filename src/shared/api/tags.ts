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
  /** A pair's time panel (its time, confirmations, open proposal), per interview id. */
  'PairTime',
  /** The running week's standby offer on My Interviews. */
  'Standby',
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
