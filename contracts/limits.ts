/**
 * Every length and range the server enforces, as plain numbers: the route schemas in this folder build on
 * them, and the SPA imports this file at run time to show the same limits while a member types. It must
 * stay free of imports so it adds nothing but these numbers to the SPA bundle.
 */
export const MEMBER_LIMITS = {
  username: 150,
  first_name: 50,
  last_name: 50,
  email: 254,
  discord_username: 32,
  password: 128,
  bio: 2000,
  major: 100,
  local: 100,
  preview: 160,
  role: 60,
  url: 2000,
  social_username: 100,
} as const;

export const QUESTION_LIMITS = { title: 200, topic_name: 100, text: 20_000, source: 2000, queue_length: 10_000 } as const;

export const REPORT_LIMITS = { reason: 5000, title: 200, admin_notes: 5000 } as const;

export const DIRECTORY_LIMITS = { query: 100, page_size_default: 20, page_size_max: 100, page_max: 1_000_000 } as const;

export const SIGNUP_LIMITS = { days_default: 20, days_max: 365 } as const;

/** PostgreSQL's `integer`: member ids beyond it can name nobody, and would make the database refuse the query. */
export const MAX_MEMBER_ID = 2_147_483_647;

/** Interview feedback: each rating is a whole number on this scale (higher is better, hints needed too), comments are markdown. */
export const FEEDBACK_LIMITS = { rating_min: 1, rating_max: 5, comments: 5000, window_days: 14 } as const;

/** The interview room's live channel (contracts/room.ts): one message, and the whole shared document. */
export const ROOM_MESSAGE_MAX_BYTES = 256 * 1024;
export const ROOM_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Messages a connection may send per second, averaged over a few seconds (typing is ~10, a paste 1). */
export const ROOM_MESSAGES_PER_SECOND = 60;

/** The interviewer's notes pad in the interview room (contracts/room-records.ts). */
export const ROOM_NOTES_LIMITS = { text: 20_000 } as const;
