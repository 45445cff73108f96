/**
 * Interviews of a week that already hold something members recorded about them: feedback, a "done" mark,
 * a no-show report, a strike, code written in the pair's interview room (kept under the lead interview) or the
 * interviewer's notes from it. A re-pairing keeps them and their pairs as it keeps completed ones;
 * replacing such an interview would delete the feedback with it (and leave a report about a dead link).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { interviewDoneMarks, interviewFeedback, interviews, reports, roomNotes, roomUpdates, strikes } from '../../db/schema';
import type { WeekStart } from './weeks';

export async function interviewsWithRecords(db: DbOrTx, weekStart: WeekStart): Promise<Set<string>> {
  // By week, not by a list of ids: a large week would exceed PostgreSQL's 65,535 parameters per statement.
  const ofWeek = () => db.select({ id: interviews.id }).from(interviews).where(eq(interviews.weekStart, weekStart));
  const recorded = await db
    .select({ id: interviewFeedback.interviewId })
    .from(interviewFeedback)
    .where(inArray(interviewFeedback.interviewId, ofWeek()))
    .union(db.select({ id: interviewDoneMarks.interviewId }).from(interviewDoneMarks).where(inArray(interviewDoneMarks.interviewId, ofWeek())))
    .union(db.select({ id: sql<string>`${strikes.interviewId}` }).from(strikes).where(inArray(strikes.interviewId, ofWeek())))
    .union(db.selectDistinct({ id: roomUpdates.roomId }).from(roomUpdates).where(inArray(roomUpdates.roomId, ofWeek())))
    .union(db.select({ id: roomNotes.interviewId }).from(roomNotes).where(inArray(roomNotes.interviewId, ofWeek())));
  // A report names its object as text (any type of report); compared as text, so no cast can fail.
  const reported = await db
    .select({ id: reports.associatedId })
    .from(reports)
    .where(and(eq(reports.type, 'no_show'), inArray(reports.associatedId, db.select({ id: sql<string>`${interviews.id}::text` }).from(interviews).where(eq(interviews.weekStart, weekStart)))));
  return new Set([...recorded, ...reported].map((row) => String(row.id)));
}
