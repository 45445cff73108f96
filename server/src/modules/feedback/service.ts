import { RUBRIC_OF_AUTHOR } from '@contracts/feedback-rubrics';
import type { FeedbackBodyDto, FeedbackStateDto, PendingFeedbackListDto, ReceivedFeedbackListDto } from '@contracts/feedback';
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx, Db } from '../../db/client';
import { interviewDoneMarks, interviewFeedback, interviews, members } from '../../db/schema';
import { conflict, forbidden } from '../../lib/http-errors';
import type { MemberRow, Viewer } from '../members/dto';
import type { InterviewRow } from '../interviews/dto';
import { enqueueNotices, type Notice } from '../outbox/enqueue';
import { noticeKeys } from '../outbox/kinds';
import type { NoticeSettings } from '../pairing/messages';
import { feedbackReceivedEmail, feedbackReceivedInApp, type FeedbackNotice } from './messages';
import { scoresForAuthor, summaryByRubric, toFeedbackDto } from './rubric';
import { feedbackWindow, windowState, type WindowState } from './window';

type Role = 'interviewer' | 'interviewee';

export function roleOf(row: InterviewRow, memberId: number): Role | null {
  if (row.interviewerId === memberId) return 'interviewer';
  if (row.intervieweeId === memberId) return 'interviewee';
  return null;
}

/** Both gave feedback, or the window closed: from then on each side reads the other's, and nobody edits. */
function isRevealed(feedbackCount: number, state: WindowState): boolean {
  return feedbackCount >= 2 || state === 'closed';
}

/**
 * The feedback state of one interview as `viewer` may see it. Feedback is shown to its author always, and
 * to the other participant and to admins only once revealed: before that the server never sends it.
 */
export async function feedbackState(db: DbOrTx, row: InterviewRow, viewer: Viewer, now: Date, timeZone: string): Promise<FeedbackStateDto> {
  const feedback = await db.select().from(interviewFeedback).where(eq(interviewFeedback.interviewId, row.id));
  const marks = await db.select().from(interviewDoneMarks).where(eq(interviewDoneMarks.interviewId, row.id));
  const window = feedbackWindow(row, timeZone);
  const state = windowState(window, now);
  const revealed = isRevealed(feedback.length, state);
  const side = (memberId: number) => {
    const given = feedback.find((entry) => entry.authorId === memberId);
    const readable = given !== undefined && (memberId === viewer.id || revealed);
    return {
      submitted: given !== undefined,
      marked_done: marks.some((mark) => mark.memberId === memberId),
      feedback: readable ? toFeedbackDto(given) : null,
    };
  };
  const yourRole = roleOf(row, viewer.id);
  return {
    interview_id: row.id,
    your_role: yourRole,
    your_rubric: yourRole ? RUBRIC_OF_AUTHOR[yourRole] : null,
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
    window: state,
    revealed,
    interviewer: side(row.interviewerId),
    interviewee: side(row.intervieweeId),
    date_completed: row.dateCompleted?.toISOString() ?? null,
  };
}

/** Locks the interview row for the rest of the transaction, so two participants acting at once are serialized. */
async function lockInterview(tx: DbOrTx, interviewId: string): Promise<InterviewRow> {
  const [row] = await tx.select().from(interviews).where(eq(interviews.id, interviewId)).for('update');
  if (!row) throw conflict('This interview no longer exists.');
  return row;
}

/** What a participant may do now: refuses non-participants, cancelled interviews and a window that is not open. */
function assertCanAct(row: InterviewRow, memberId: number, now: Date, timeZone: string): { role: Role; partnerId: number } {
  const role = roleOf(row, memberId);
  if (!role) throw forbidden('Only the interview\'s participants can give feedback or mark it done.');
  if (row.status === 'cancelled') throw conflict('This interview was cancelled.');
  const window = feedbackWindow(row, timeZone);
  const state = windowState(window, now);
  if (state === 'upcoming') throw conflict('Feedback opens at the interview\'s proposed time.');
  if (state === 'closed') throw conflict('The feedback window for this interview has closed.');
  return { role, partnerId: role === 'interviewer' ? row.intervieweeId : row.interviewerId };
}

export type FeedbackMode = 'create' | 'edit';

/**
 * Tells the partner that feedback about them was given (`feedback:<interview>:<partner>`), in the feedback's
 * transaction. Only the first submission queues it: an edit changes what they will read, not that it exists.
 */
async function feedbackReceivedNotice(tx: DbOrTx, row: InterviewRow, authorId: number, partnerId: number, revealed: boolean, settings: NoticeSettings): Promise<Notice> {
  const people = await tx.select().from(members).where(inArray(members.id, [authorId, partnerId]));
  const author = people.find((member) => member.id === authorId) as MemberRow;
  const partner = people.find((member) => member.id === partnerId) as MemberRow;
  const notice: FeedbackNotice = { interview: row, heldAt: feedbackWindow(row, settings.timeZone).opensAt, revealed };
  return {
    key: noticeKeys.feedback(row.id, partnerId),
    kind: 'feedback',
    memberId: partnerId,
    mail: feedbackReceivedEmail(partner, author, notice, settings),
    inApp: feedbackReceivedInApp(partner, author, notice, settings),
  };
}

/**
 * Gives (`create`) or changes (`edit`) the member's feedback on their partner, on the rubric of their role
 * (rubric.ts). One per participant: a second create is a 409, and an edit is refused once the feedback is
 * revealed (both gave theirs). Returns the keys of the notices queued (a create's "feedback received"), for
 * the caller to deliver once this has committed.
 */
export async function saveFeedback(db: Db, interviewId: string, memberId: number, body: FeedbackBodyDto, mode: FeedbackMode, settings: NoticeSettings): Promise<string[]> {
  const { now, timeZone } = settings;
  return db.transaction(async (tx) => {
    const row = await lockInterview(tx, interviewId);
    const { role, partnerId } = assertCanAct(row, memberId, now, timeZone);
    const given = await tx.select().from(interviewFeedback).where(eq(interviewFeedback.interviewId, row.id));
    const mine = given.find((entry) => entry.authorId === memberId);
    const values = { ...scoresForAuthor(role, body), comments: (body.comments ?? '').trim() };
    if (mode === 'create') {
      if (mine) throw conflict('You have already given feedback on this interview; edit it instead.');
      await tx.insert(interviewFeedback).values({ interviewId: row.id, authorId: memberId, subjectId: partnerId, ...values, created: now, updated: now });
      const revealed = isRevealed(given.length + 1, 'open');
      return enqueueNotices(tx, [await feedbackReceivedNotice(tx, row, memberId, partnerId, revealed, settings)], now);
    }
    if (!mine) throw conflict('You have not given feedback on this interview yet.');
    if (isRevealed(given.length, 'open')) throw conflict('Your feedback has been revealed to your partner and can no longer be changed.');
    await tx
      .update(interviewFeedback)
      .set({ ...values, updated: now })
      .where(and(eq(interviewFeedback.interviewId, row.id), eq(interviewFeedback.authorId, memberId)));
    return [];
  });
}

/** Marks the interview done for the member (again is harmless); when both participants have, it is completed. */
export async function markDone(db: Db, interviewId: string, memberId: number, now: Date, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInterview(tx, interviewId);
    assertCanAct(row, memberId, now, timeZone);
    await tx.insert(interviewDoneMarks).values({ interviewId: row.id, memberId, created: now }).onConflictDoNothing();
    const marks = await tx.select().from(interviewDoneMarks).where(eq(interviewDoneMarks.interviewId, row.id));
    const bothDone = [row.interviewerId, row.intervieweeId].every((id) => marks.some((mark) => mark.memberId === id));
    if (bothDone && row.dateCompleted === null) {
      await tx.update(interviews).set({ status: 'completed', dateCompleted: now }).where(eq(interviews.id, row.id));
    }
  });
}

/** The member's interviews whose window is open now and where they have not yet both given feedback and marked it done. */
export async function pendingFeedback(db: DbOrTx, memberId: number, now: Date, timeZone: string): Promise<PendingFeedbackListDto> {
  const rows = await db
    .select()
    .from(interviews)
    .where(and(or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId)), ne(interviews.status, 'cancelled')));
  const open = rows
    .map((row) => ({ row, window: feedbackWindow(row, timeZone) }))
    .filter(({ window }) => windowState(window, now) === 'open');
  if (open.length === 0) return { pending: [] };
  const ids = open.map(({ row }) => row.id);
  const given = await db
    .select({ interviewId: interviewFeedback.interviewId })
    .from(interviewFeedback)
    .where(and(inArray(interviewFeedback.interviewId, ids), eq(interviewFeedback.authorId, memberId)));
  const marked = await db
    .select({ interviewId: interviewDoneMarks.interviewId })
    .from(interviewDoneMarks)
    .where(and(inArray(interviewDoneMarks.interviewId, ids), eq(interviewDoneMarks.memberId, memberId)));
  const givenIds = new Set(given.map((entry) => entry.interviewId));
  const markedIds = new Set(marked.map((entry) => entry.interviewId));
  return {
    pending: open
      .map(({ row, window }) => ({
        interview_id: row.id,
        closes_at: window.closesAt.toISOString(),
        feedback_given: givenIds.has(row.id),
        marked_done: markedIds.has(row.id),
      }))
      .filter((entry) => !entry.feedback_given || !entry.marked_done),
  };
}

/** Feedback the member received that has been revealed to them, oldest interview first, and its summary per rubric. */
export async function receivedFeedback(db: DbOrTx, memberId: number, now: Date, timeZone: string): Promise<ReceivedFeedbackListDto> {
  const received = await db
    .select({ feedback: interviewFeedback, interview: interviews, author: members })
    .from(interviewFeedback)
    .innerJoin(interviews, eq(interviews.id, interviewFeedback.interviewId))
    .innerJoin(members, eq(members.id, interviewFeedback.authorId))
    .where(eq(interviewFeedback.subjectId, memberId));
  if (received.length === 0) return { received: [], summary: [] };
  const mine = await db
    .select({ interviewId: interviewFeedback.interviewId })
    .from(interviewFeedback)
    .where(and(eq(interviewFeedback.authorId, memberId), inArray(interviewFeedback.interviewId, received.map((entry) => entry.interview.id))));
  const answered = new Set(mine.map((entry) => entry.interviewId));
  const revealed = received
    .map(({ feedback, interview, author }) => ({ feedback, interview, author, window: feedbackWindow(interview, timeZone) }))
    .filter(({ interview, window }) => isRevealed(answered.has(interview.id) ? 2 : 1, windowState(window, now)))
    .sort((a, b) => a.window.opensAt.getTime() - b.window.opensAt.getTime() || a.feedback.created.getTime() - b.feedback.created.getTime());
  return {
    summary: summaryByRubric(revealed.map((entry) => entry.feedback)),
    received: revealed
      .map(({ feedback, interview, author, window }) => ({
        interview_id: interview.id,
        interview_time: window.opensAt.toISOString(),
        role: roleOf(interview, memberId) ?? 'interviewee',
        author: { id: author.id, username: author.username, first_name: author.firstName, last_name: author.lastName },
        feedback: toFeedbackDto(feedback),
      })),
  };
}
