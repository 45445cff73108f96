import { desc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { interviews, members } from '../../db/schema';
import { toMemberDto, type MemberDto, type Viewer } from '../members/dto';
import { behavioralQuestionsByIds, technicalQuestionsByIds } from '../questions/repository';
import { isUuid } from '../../lib/text';
import { agreedInterviewIds } from '../interview-time/pair';
import { questionsReadableInFull, roundFactsFor } from '../questions/access';
import { toInterviewDto, type HydrationMoment, type InterviewDto, type InterviewRow } from './dto';

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function pick<T>(byId: Map<string, T>, ids: string[]): T[] {
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}

/** The other member of the interview for one of its two members; null for anyone else (an admin reading it). */
function partnerIdOf(row: InterviewRow, viewerId: number): number | null {
  if (row.interviewerId === viewerId) return row.intervieweeId;
  return row.intervieweeId === viewerId ? row.interviewerId : null;
}

/** Now, by the context's clock, and the community's calendar: what hydrateInterviews needs besides rows. */
export function hydrationMoment(ctx: Pick<AppContext, 'clock' | 'config'>): HydrationMoment {
  return { now: ctx.clock.now(), timeZone: ctx.config.communityTimeZone, publicUrl: ctx.config.publicUrl };
}

/**
 * Turns interview rows into API.md Interview objects for `viewer`: five queries whatever the number of
 * rows (members, technical questions, behavioral questions, the pairs' interviews and schedules, and for an interviewee the
 * round facts), members serialized viewer-aware, and questions only where the question rule lets the viewer read
 * them in full (questions/access.ts).
 */
export async function hydrateInterviews(db: DbOrTx, rows: InterviewRow[], viewer: Viewer, moment: HydrationMoment): Promise<InterviewDto[]> {
  if (rows.length === 0) return [];
  const rounds = await roundFactsFor(db, rows, viewer, moment);
  const visible = rows.map((row) => questionsReadableInFull(viewer, row, rounds.get(row.id) ?? { over: false, revealed: new Set() }));
  const shownRows = rows.filter((_row, index) => visible[index]);
  const memberIds = unique(rows.flatMap((row) => [row.interviewerId, row.intervieweeId]));
  const memberRows = await db.select().from(members).where(inArray(members.id, memberIds));
  const membersById = new Map<number, MemberDto>(memberRows.map((row) => [row.id, toMemberDto(row, viewer, moment.publicUrl)]));
  const timeZones = new Map(memberRows.map((row) => [row.id, row.timeZone]));
  const technicalById = await technicalQuestionsByIds(db, unique(shownRows.flatMap((row) => row.technicalQuestionIds)));
  const behavioralById = await behavioralQuestionsByIds(db, unique(shownRows.flatMap((row) => row.behavioralQuestionIds)));
  const agreed = await agreedInterviewIds(db, rows);
  return rows.map((row, index) => {
    const interviewer = membersById.get(row.interviewerId);
    const interviewee = membersById.get(row.intervieweeId);
    // Interviews cascade-delete with their members, so a missing participant means a broken database.
    if (!interviewer || !interviewee) throw new Error(`interview ${row.id} refers to a missing member`);
    const partnerId = partnerIdOf(row, viewer.id);
    return toInterviewDto(row, {
      interviewer,
      interviewee,
      technicalQuestions: visible[index] ? pick(technicalById, row.technicalQuestionIds) : [],
      behavioralQuestions: visible[index] ? pick(behavioralById, row.behavioralQuestionIds) : [],
      questionsVisible: visible[index],
      agreed: agreed.has(row.id),
      partnerTimeZone: partnerId === null ? '' : timeZones.get(partnerId) ?? '',
    });
  });
}

/** The member's interviews on either side, newest week first. */
export async function interviewsOf(db: DbOrTx, memberId: number): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(or(eq(interviews.interviewerId, memberId), eq(interviews.intervieweeId, memberId)))
    .orderBy(desc(interviews.dateEffective), desc(interviews.created));
}

export async function findInterview(db: DbOrTx, interviewId: string): Promise<InterviewRow | undefined> {
  if (!isUuid(interviewId)) return undefined;
  const [row] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
  return row;
}
