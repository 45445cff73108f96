import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, bit, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { FeedbackRubric } from '@contracts/feedback-rubrics';
import type { TestSpecDto } from '@contracts/test-cases';
import type { StarNotesDto } from '@contracts/room-records';
import type { InterviewFocus, QuestionDifficulty } from '@contracts/preferences';

/** A link to a member's profile elsewhere: only the username is stored; the SPA adds the fixed prefix. */
export interface SocialLink {
  username: string;
  isPrivate: boolean;
}

export type AvailabilityGrid = boolean[][];

const createdAt = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    bio: text('bio').notNull().default(''),
    major: text('major').notNull().default(''),
    gradDate: date('grad_date', { mode: 'string' }),
    local: text('local').notNull().default(''),
    preview: text('preview').notNull().default(''),
    role: text('role').notNull().default(''),
    resumeUrl: text('resume_url').notNull().default(''),
    discordUsername: text('discord_username').notNull().default(''),
    discordId: text('discord_id'),
    profilePictureUrl: text('profile_picture_url').notNull().default(''),
    linkedin: jsonb('linkedin').$type<SocialLink | null>(),
    github: jsonb('github').$type<SocialLink | null>(),
    leetcode: jsonb('leetcode').$type<SocialLink | null>(),
    isVerified: boolean('is_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Left over at last week's pairing: matched first next time. */
    pairingPriority: integer('pairing_priority').notNull().default(0),
    /** Interview reminders (the day before the proposed time, the start of the week): on unless the member turned them off. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Interview preferences (issue 22): pairing prefers the same focus and difficulty, the question draw matches them. */
    interviewFocus: text('interview_focus').$type<InterviewFocus>().notNull().default('mixed'),
    interviewDifficulty: text('interview_difficulty').$type<QuestionDifficulty>().notNull().default('medium'),
    /** One of the room's languages, or '' for no preference. */
    preferredLanguage: text('preferred_language').notNull().default(''),
    /** The member's IANA time zone (their browser's, kept by the SPA), or '' when not known: times are shown in both members' zones. */
    timeZone: text('time_zone').notNull().default(''),
    created: createdAt(),
    /** Lower-cased text the directory search matches against (username, names, full name, major). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(username || ' ' || first_name || ' ' || last_name || ' ' || major)`,
    ),
  },
  (table) => [
    uniqueIndex('members_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('members_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('members_discord_username_lower_idx').on(sql`lower(${table.discordUsername})`).where(sql`${table.discordUsername} <> ''`),
    index('members_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The directory's default listing (no search text) reads pages straight off this order.
    index('members_directory_order_idx').on(sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id).where(sql`${table.isVerified}`),
    // Discover's first candidates: verified members of the caller's major (then of nearby graduation years).
    index('members_major_lower_idx').on(sql`lower(${table.major})`).where(sql`${table.isVerified}`),
    index('members_grad_date_idx').on(table.gradDate).where(sql`${table.isVerified}`),
  ],
);

/**
 * One row whose number grows with every statement that changes `members` (a trigger, migration 0005), in the
 * same transaction: the directory caches pages under it, and a committed change is never served stale.
 */
export const directoryVersion = pgTable('directory_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_member_idx').on(table.memberId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  /** sha256 of the token: a leaked database does not leak working links. */
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  created: createdAt(),
});

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    created: createdAt(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('topics_name_lower_idx').on(sql`lower(${table.name})`)],
);

const questionColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  prompt: text('prompt').notNull(),
  solution: text('solution').notNull().default(''),
  followUps: text('follow_ups').notNull().default(''),
  source: text('source').notNull().default(''),
  created: createdAt(),
  createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
  approvedBy: integer('approved_by').references(() => members.id, { onDelete: 'set null' }),
  lastAssigned: date('last_assigned', { mode: 'string' }),
  /** Set by admins; the draw for a pair prefers the interviewee's difficulty. */
  difficulty: text('difficulty').$type<QuestionDifficulty>().notNull().default('medium'),
});

export const technicalQuestions = pgTable('technical_questions', {
  ...questionColumns(),
  title: text('title').notNull(),
  topicId: uuid('topic_id').notNull().references(() => topics.id),
  /** The function the candidate writes and its cases (contracts/test-cases.ts); null for a question without tests. */
  testSpec: jsonb('test_spec').$type<TestSpecDto>(),
});

export const behavioralQuestions = pgTable('behavioral_questions', questionColumns());

export type QuestionType = 'technical' | 'behavioral';

/** One row per queue type; the order of question ids is the queue. */
export const questionQueues = pgTable('question_queues', {
  type: text('type').$type<QuestionType>().primaryKey(),
  questionIds: uuid('question_ids').array().notNull().default(sql`'{}'::uuid[]`),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Half-hour slots in a week's grid: one bit each in `availabilities.bits`. */
export const SLOTS_PER_WEEK = 7 * 48;

/** The member's latest saved grid (pre-fills the signup screen). */
export const availabilities = pgTable(
  'availabilities',
  {
    memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    grid: jsonb('grid').$type<AvailabilityGrid>().notNull(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The grid as 336 bits (day by day, slot by slot; null for a grid of another shape), computed by the
     * database whenever a grid is saved, whoever saves it: Discover counts common free time with
     * bit_count(a & b) instead of parsing two jsonb grids per candidate per request. Keeping only the 't'
     * of "true" and the 'f' of "false" flattens the grid in one pass.
     */
    bits: bit('bits', { dimensions: SLOTS_PER_WEEK }).generatedAlwaysAs(
      sql`(case when length(regexp_replace(grid::text, '[^tf]', '', 'g')) = ${sql.raw(String(SLOTS_PER_WEEK))}
        then translate(regexp_replace(grid::text, '[^tf]', '', 'g'), 'tf', '10')::bit(${sql.raw(String(SLOTS_PER_WEEK))}) end)`,
    ),
  },
  // Discover's candidates who saved a grid recently.
  (table) => [index('availabilities_updated_idx').on(table.updated)],
);

/** A week's pool, keyed by the Sunday (community time zone) that starts the week. */
export const pairingWeeks = pgTable('pairing_weeks', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  /** Set when the pool closed early (an admin paired before the cutoff). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  pairedAt: timestamp('paired_at', { withTimezone: true }),
});

export const poolEntries = pgTable(
  'pool_entries',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** The grid as it was when the member signed up for this week. */
    grid: jsonb('grid').$type<AvailabilityGrid>().notNull(),
    /**
     * The member's pairing priority when this week was first paired. Re-pairing the week matches with it
     * again (the first run reset or raised the live priority), so an unchanged pool gives the same pairs.
     */
    priorityAtPairing: integer('priority_at_pairing'),
    /**
     * When the "no partner this week" notice was queued in the outbox (in the pairing's transaction; the outbox
     * records when it went out); cleared when a re-pairing pairs them.
     */
    unpairedNotifiedAt: timestamp('unpaired_notified_at', { withTimezone: true }),
    /** The member asked for a second practice this week (standby, issue 22): they may be in two pairs of it, never more. */
    secondPractice: boolean('second_practice').notNull().default(false),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.weekStart, table.memberId] })],
);

export const signupRecords = pgTable(
  'signup_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    created: createdAt(),
  },
  (table) => [index('signup_records_created_idx').on(table.created)],
);

export type InterviewStatus = 'pending' | 'completed' | 'cancelled';

export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    interviewerId: integer('interviewer_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    intervieweeId: integer('interviewee_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    technicalQuestionIds: uuid('technical_question_ids').array().notNull().default(sql`'{}'::uuid[]`),
    behavioralQuestionIds: uuid('behavioral_question_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status').$type<InterviewStatus>().notNull().default('pending'),
    dateEffective: timestamp('date_effective', { withTimezone: true }).notNull(),
    dateCompleted: timestamp('date_completed', { withTimezone: true }),
    proposedTime: timestamp('proposed_time', { withTimezone: true }),
    commonSlots: integer('common_slots').notNull().default(0),
    /** Said to the interviewer when the queue had no question matching the interviewee's focus and difficulty ('' when it had). */
    questionNote: text('question_note').notNull().default(''),
    /** When its interviewer's partner notice was queued in the outbox, in the pairing's transaction (notice_outbox says when it went out). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    created: createdAt(),
  },
  (table) => [
    index('interviews_interviewer_idx').on(table.interviewerId),
    index('interviews_interviewee_idx').on(table.intervieweeId),
    index('interviews_week_idx').on(table.weekStart),
  ],
);

/**
 * A member (or an admin on their behalf) cancelled a pair's two interviews (server/src/modules/cancellations).
 * `late`: less than LATE_CANCELLATION_HOURS before the time then proposed; admins see those on the week outcomes
 * (it is not a no-show strike). `interview_id` is the interview the cancel was asked on; both of the pair are cancelled.
 */
export const interviewCancellations = pgTable(
  'interview_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    interviewId: uuid('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    cancelledById: integer('cancelled_by_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** The admin who cancelled on the member's behalf; null when the member did. */
    adminId: integer('admin_id').references(() => members.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    late: boolean('late').notNull(),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('interview_cancellations_week_idx').on(table.weekStart), uniqueIndex('interview_cancellations_interview_idx').on(table.interviewId)],
);

/**
 * Agreeing on a pair's time (issue 22, server/src/modules/interview-time): one row per pair, keyed by its lead
 * interview (the lower interviewer id, whose id is also the calendar invite's UID). The agreed or proposed time
 * itself stays in both interviews' `proposed_time`, which every page, mail and the reminders read; this row says
 * who confirmed that time, the other time one member proposed instead (at most one pending per pair: the
 * partner accepts it or proposes another), and how often the invite was re-sent (its SEQUENCE). No row: nobody
 * confirmed yet, nothing proposed, the invite as first sent.
 */
export const pairSchedules = pgTable('pair_schedules', {
  leadInterviewId: uuid('lead_interview_id').primaryKey().references(() => interviews.id, { onDelete: 'cascade' }),
  /** Members who confirmed the interviews' current `proposed_time`; both: the time is agreed. */
  confirmedBy: integer('confirmed_by').array().notNull().default(sql`'{}'::integer[]`),
  proposalTime: timestamp('proposal_time', { withTimezone: true }),
  proposalBy: integer('proposal_by').references(() => members.id, { onDelete: 'cascade' }),
  proposalAt: timestamp('proposal_at', { withTimezone: true }),
  /** The calendar invite's SEQUENCE: 0 as the pairing sent it, one more each time the agreed time moves. */
  inviteSequence: integer('invite_sequence').notNull().default(0),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

export type InterviewReminderKind = 'day_before' | 'week_start';

/**
 * Interview reminders due and queued (server/src/modules/reminders): one row per interview, member and kind,
 * written in the transaction that queues the reminder in the notice outbox (which sends it, retrying a failure),
 * so neither a second run nor a restart queues it twice. A pair's reminder is recorded against the pair's lead interview (the lower interviewer id).
 * `proposed_time` is the time a day-before reminder named: when the time moves, the reminder is due again.
 */
export const interviewReminders = pgTable(
  'interview_reminders',
  {
    interviewId: uuid('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InterviewReminderKind>().notNull(),
    proposedTime: timestamp('proposed_time', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.memberId, table.kind] })],
);

/**
 * Feedback after an interview (issue 12): one row per interview and author, about the interview's other
 * participant. Ratings are 1 to 5, higher better (hints needed: 5 = none). Deleted with the interview.
 */
export const interviewFeedback = pgTable(
  'interview_feedback',
  {
    interviewId: uuid('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /**
     * Which criteria the scores below are on (contracts/feedback-rubrics.ts): `candidate` (by the interviewer),
     * `interviewer` (by the interviewee), or `legacy_interviewer` (by the interviewee before issue 20, on the
     * candidate criteria). The other rubric's columns are null; the check below holds that.
     */
    rubric: text('rubric').$type<FeedbackRubric>().notNull(),
    problemSolving: integer('problem_solving'),
    communication: integer('communication'),
    codeQuality: integer('code_quality'),
    hintsNeeded: integer('hints_needed'),
    questionClarity: integer('question_clarity'),
    hintHelpfulness: integer('hint_helpfulness'),
    /** Professionalism and time-keeping. */
    professionalism: integer('professionalism'),
    comments: text('comments').notNull().default(''),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.authorId] }),
    index('interview_feedback_subject_idx').on(table.subjectId),
    check(
      'interview_feedback_ratings_range',
      sql`${table.problemSolving} BETWEEN 1 AND 5 AND ${table.communication} BETWEEN 1 AND 5 AND ${table.codeQuality} BETWEEN 1 AND 5 AND ${table.hintsNeeded} BETWEEN 1 AND 5 AND ${table.questionClarity} BETWEEN 1 AND 5 AND ${table.hintHelpfulness} BETWEEN 1 AND 5 AND ${table.professionalism} BETWEEN 1 AND 5`,
    ),
    check(
      'interview_feedback_scores_of_rubric',
      sql`(${table.rubric} IN ('candidate', 'legacy_interviewer')
        AND ${table.problemSolving} IS NOT NULL AND ${table.communication} IS NOT NULL AND ${table.codeQuality} IS NOT NULL AND ${table.hintsNeeded} IS NOT NULL
        AND ${table.questionClarity} IS NULL AND ${table.hintHelpfulness} IS NULL AND ${table.professionalism} IS NULL)
      OR (${table.rubric} = 'interviewer'
        AND ${table.questionClarity} IS NOT NULL AND ${table.hintHelpfulness} IS NOT NULL AND ${table.professionalism} IS NOT NULL
        AND ${table.problemSolving} IS NULL AND ${table.communication} IS NULL AND ${table.codeQuality} IS NULL AND ${table.hintsNeeded} IS NULL)`,
    ),
  ],
);

/** A participant marked the interview done; when both have, the interview gets `date_completed`. */
export const interviewDoneMarks = pgTable(
  'interview_done_marks',
  {
    interviewId: uuid('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    created: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.memberId] })],
);

export type RetiredInterviewReason = 'replaced' | 'unpaired';

/**
 * Interviews a re-pairing replaced or an undo removed: links already emailed to their members still
 * explain what happened instead of "not found".
 */
export const retiredInterviews = pgTable('retired_interviews', {
  id: uuid('id').primaryKey(),
  weekStart: date('week_start', { mode: 'string' }).notNull(),
  interviewerId: integer('interviewer_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  intervieweeId: integer('interviewee_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  reason: text('reason').$type<RetiredInterviewReason>().notNull(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** `no_show`: a participant says their partner did not come to an interview (docs/decisions.md). */
export type ReportType = 'interview' | 'question' | 'member' | 'no_show';
export type ReportStatus = 'pending' | 'resolving' | 'completed';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ReportType>().notNull(),
    title: text('title').notNull().default(''),
    reason: text('reason').notNull(),
    status: text('status').$type<ReportStatus>().notNull().default('pending'),
    reporterId: integer('reporter_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => members.id, { onDelete: 'set null' }),
    adminNotes: text('admin_notes').notNull().default(''),
    associatedId: text('associated_id').notNull(),
    /** The member a `no_show` report is about (the reporter's partner); null for other types. */
    reportedMemberId: integer('reported_member_id').references(() => members.id, { onDelete: 'cascade' }),
    created: createdAt(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reports_created_idx').on(table.created), index('reports_reported_member_idx').on(table.reportedMemberId)],
);

/**
 * A confirmed no-show (an admin confirmed a `no_show` report). Two unlifted strikes whose interviews fall
 * within eight weeks of each other keep the member out of the pool for four weeks from the later
 * confirmation (modules/no-shows/suspension.ts). Lifting a strike takes it out of every count.
 */
export const strikes = pgTable(
  'strikes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** The missed interview; kept as `occurredAt` should a re-pairing ever remove it. */
    interviewId: uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** When the missed interview was to take place: its proposed time, else its week's start. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** When an admin confirmed the no-show. */
    created: createdAt(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (table) => [index('strikes_member_idx').on(table.memberId), uniqueIndex('strikes_report_idx').on(table.reportId)],
);

export interface GithubStats { total_prs: number; total_commits: number; followers: number; last_updated: string }
export interface LeetcodeStats { easy_solved: number; medium_solved: number; hard_solved: number; total_solved: number; last_updated: string }

export const engagementStats = pgTable('engagement_stats', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  github: jsonb('github').$type<GithubStats | null>(),
  leetcode: jsonb('leetcode').$type<LeetcodeStats | null>(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Every console or CLI command, with who ran it (null member: the local CLI). */
export const commandAudit = pgTable('command_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  source: text('source').$type<'console' | 'cli' | 'admin-ui'>().notNull(),
  command: text('command').notNull(),
  args: jsonb('args').$type<{ args: string[]; kwargs: Record<string, string | true> }>().notNull(),
  success: boolean('success').notNull(),
  created: createdAt(),
});

/** Binary as `bytea`: `pg` sends only a Buffer as binary (a bare Uint8Array would go out as JSON), PGlite takes either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The interview room's shared document (server/src/modules/room), append-only: each row is the Yjs updates a
 * process received for a room within one short batch, merged, with when they arrived, so replay can rebuild
 * the code as it was at any moment. `room_id` is the pair's lead interview (round 1).
 */
export const roomUpdates = pgTable(
  'room_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    created: createdAt(),
  },
  (table) => [index('room_updates_room_idx').on(table.roomId, table.id)],
);

/** The room's whole document up to `upto_id` merged into one update, so opening a room reads one row and the few after it. */
export const roomSnapshots = pgTable('room_snapshots', {
  roomId: uuid('room_id').primaryKey().references(() => interviews.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  uptoId: bigint('upto_id', { mode: 'number' }).notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/** One line of a room notes pad, with when it was first written (a line kept from the previous save keeps its time). */
export interface RoomNoteLine {
  at: string;
  text: string;
}

/**
 * The interviewer's private notes pad in the interview room: one row per interview, written by that interview's
 * interviewer only (server/src/modules/room/notes-routes.ts). `entries` is the pad line by line, each with the
 * time it was first written, so replay pins notes to the minute. `shared`: the interviewer lets the interviewee
 * read them (in replay); until then they reach nobody else, admins included.
 */
export const roomNotes = pgTable('room_notes', {
  interviewId: uuid('interview_id').primaryKey().references(() => interviews.id, { onDelete: 'cascade' }),
  entries: jsonb('entries').$type<RoomNoteLine[]>().notNull(),
  /** The interviewer's STAR notes per behavioral question (issue 29), saved apart from the pad's lines. */
  star: jsonb('star').$type<StarNotesDto[]>().notNull().default([]),
  shared: boolean('shared').notNull().default(false),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A question an interviewer showed their partner in the room ("Show question to partner"), recorded by the server
 * when it accepts the reveal: the question rule (questions/access.ts) lets that interviewee read its title and
 * prompt from then on. The room document's `revealed` map cannot be the record: any member of the pair can write
 * to the document.
 */
export const questionReveals = pgTable(
  'question_reveals',
  {
    interviewId: uuid('interview_id').notNull().references(() => interviews.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.questionId] })],
);

/**
 * What a notice is about; each kind has its delivery rule in server/src/modules/outbox/kinds.ts
 * (at most once for "you have a partner", at least once for the rest).
 */
export type NoticeKind = 'pair' | 'unpaired' | 'reminder' | 'strike' | 'cancellation' | 'time_proposed' | 'time_confirmed' | 'feedback';

/** A notice's email, rendered when the change it announces is written (the outbox row keeps it as sent). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

/**
 * The notice outbox: every notice to a member, written in the same transaction as the change it announces,
 * under an idempotency key that names what it announces (e.g. `pair:<interview id>`), so a retried or
 * concurrent change cannot queue it twice. The sender (modules/outbox) delivers pending rows in order:
 * `claimed_at` is set before sending (at-most-once kinds never send a claimed row again), `sent_at` after it;
 * a failed attempt waits until `next_attempt_at`.
 */
export const noticeOutbox = pgTable(
  'notice_outbox',
  {
    key: text('key').primaryKey(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    mail: jsonb('mail').$type<OutboxMail>().notNull(),
    /** The chat DM sent beside the email while the bot runs (its failure is logged; the email is the notice of record). */
    directMessage: text('direct_message'),
    created: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notice_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/**
 * The in-app copy of every notice (modules/notifications): written by `enqueueNotices` beside the outbox row, in
 * the same transaction and under the same key, so each notice kind queued through the outbox is also shown in
 * the app's bell. `link` is an SPA path (e.g. `/interviews/<id>`); `read_at` is null until the member opens it.
 */
export const notifications = pgTable(
  'notifications',
  {
    key: text('key').primaryKey(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    created: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_member_created_idx').on(table.memberId, table.created),
    index('notifications_member_unread_idx').on(table.memberId).where(sql`${table.readAt} is null`),
  ],
);

/**
 * The notice kinds a member chose not to receive by email (a row = no email; none = every email). Only kinds
 * that do not change an agreed time may be turned off (outbox/kinds.ts EMAIL_OPTIONAL_KINDS); the in-app
 * notification is written either way.
 */
export const noticeEmailOptOuts = pgTable(
  'notice_email_opt_outs',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind] })],
);

/**
 * Uploaded profile pictures, in the database so that every server process serves every picture and a backup
 * of the database holds them (modules/members/pictures). `name` is the last part of the picture's URL.
 */
export const storedPictures = pgTable('stored_pictures', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  created: createdAt(),
});

/**
 * Attempt counters of the sign-in, reset and registration limits (modules/auth/rate-limit.ts), shared by
 * every server process so that a limit is per client, not per client and process. A row whose window has
 * passed counts from one again; expired rows are swept by the session cleanup job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
