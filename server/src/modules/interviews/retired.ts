import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { retiredInterviews, type RetiredInterviewReason } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { Viewer } from '../members/dto';
import { isUuid } from '../../lib/text';

export const RETIRED_INTERVIEW_DETAILS: Record<RetiredInterviewReason, string> = {
  replaced: 'This interview was replaced when the week was re-paired.',
  unpaired: "This interview was cancelled when the week's pairing was undone.",
};

/**
 * 410 Gone for an interview a re-pairing or an undo removed, so a link from an earlier email says what
 * happened; only to its members and admins (anyone else learns nothing about the id).
 */
export async function retiredInterviewError(db: DbOrTx, interviewId: string, viewer: Viewer): Promise<HttpError | null> {
  if (!isUuid(interviewId)) return null;
  const [row] = await db.select().from(retiredInterviews).where(eq(retiredInterviews.id, interviewId));
  if (!row) return null;
  const participant = row.interviewerId === viewer.id || row.intervieweeId === viewer.id;
  if (!participant && !viewer.isAdmin) return null;
  return new HttpError(410, RETIRED_INTERVIEW_DETAILS[row.reason], undefined, { reason: row.reason });
}
