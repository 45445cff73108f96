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

/**
 * A question bank file (contracts/question-bank.ts): questions of each kind, and the whole file as JSON (the import
 * route's body limit; the admin page checks it before sending). A community bank of a thousand questions with test
 * cases is about 5 MB.
 */
export const QUESTION_BANK_LIMITS = { entries: 2_000, bytes: 8 * 1024 * 1024 } as const;

/**
 * A technical question's test cases (contracts/test-cases.ts): names, how many, and the time one case may run in the
 * browser. `spec_bytes` bounds the whole spec as JSON (a case's values are free-form JSON of the declared type).
 */
export const TEST_CASE_LIMITS = {
  identifier: 40,
  parameters: 8,
  cases: 50,
  spec_bytes: 64 * 1024,
  string_value: 10_000,
  min_time_limit_ms: 100,
  default_time_limit_ms: 2_000,
  max_time_limit_ms: 10_000,
} as const;

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
/**
 * Messages one member may send into one room per second, all their tabs and reconnects together (typing is ~10,
 * a paste 1), averaged over ROOM_MESSAGE_BURST_SECONDS: a quiet member may send that many seconds' worth at once.
 */
export const ROOM_MESSAGES_PER_SECOND = 60;
export const ROOM_MESSAGE_BURST_SECONDS = 3;
/**
 * Sockets one member may hold open in one room: tabs, plus a reconnect overlapping a socket the server has not yet
 * seen close. Opening one more closes that member's oldest one there (`too_many_connections`, close 4429).
 */
export const ROOM_SOCKETS_PER_MEMBER = 8;

/**
 * The bell's live channel (contracts/notifications.ts): open sockets per member (one per signed-in tab; one more
 * is refused until one closes), and what the browser may send on it: nothing is expected, a few stray frames are
 * ignored, more than `message_burst` at `messages_per_second`, or one over `message_max_bytes`, close it.
 */
export const NOTIFICATION_SOCKET_LIMITS = { sockets_per_member: 16, messages_per_second: 1, message_burst: 10, message_max_bytes: 1024 } as const;

/** The interviewer's notes pad in the interview room (contracts/room-records.ts). */
/** `star_field`: each of a behavioral answer's Situation, Task, Action and Result notes (issue 29). */
export const ROOM_NOTES_LIMITS = { text: 20_000, star_field: 2_000 } as const;
