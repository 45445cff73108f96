import { and, asc, eq, inArray } from 'drizzle-orm';
import * as Y from 'yjs';
import type { RoomHistoryDto, RoomHistoryNoteDto } from '@contracts/room-records';
import type { DbOrTx } from '../../db/client';
import { interviews, reports, roomUpdates } from '../../db/schema';
import type { InterviewRow } from '../interviews/dto';
import { findInterview } from '../interviews/read-service';
import { notesOf } from './notes';

/** Stored rows that arrived within this long of a group's first row travel as one merged update (see historyUpdates). */
export const HISTORY_GROUP_MS = 1000;

/** The report types that are about an interview (their `associated_id` is the interview's id). */
const INTERVIEW_REPORT_TYPES = ['interview', 'no_show'] as const;
/** Reports an admin is still handling; a completed report is closed. */
const OPEN_REPORT_STATUSES = ['pending', 'resolving'] as const;

/** The pair's interviews of `interviewId`'s week, the lead (lower interviewer id, whose id is the room's) first; [] for no such interview. */
export async function pairRounds(db: DbOrTx, interviewId: string): Promise<InterviewRow[]> {
  const row = await findInterview(db, interviewId);
  if (!row) return [];
  const [reverse] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.weekStart, row.weekStart), eq(interviews.interviewerId, row.intervieweeId), eq(interviews.intervieweeId, row.interviewerId)));
  return [row, ...(reverse ? [reverse] : [])].sort((a, b) => a.interviewerId - b.interviewerId);
}

/** An open report (pending or resolving) about one of these interviews, the oldest first; null when none is open. */
export async function openReportAbout(db: DbOrTx, interviewIds: string[]): Promise<{ id: string; type: string } | null> {
  const [report] = await db
    .select({ id: reports.id, type: reports.type })
    .from(reports)
    .where(and(inArray(reports.associatedId, interviewIds), inArray(reports.type, [...INTERVIEW_REPORT_TYPES]), inArray(reports.status, [...OPEN_REPORT_STATUSES])))
    .orderBy(asc(reports.created))
    .limit(1);
  return report ?? null;
}

/**
 * Every stored change of the room, oldest first, as replay applies them. Rows are per write round trip (a few per
 * second while someone types); rows that arrived within HISTORY_GROUP_MS of a group's first are merged into one
 * update stamped with the group's last time, so a 45-minute session is at most a few thousand steps and a moment
 * of the replay never shows a change before it was made.
 */
export async function historyUpdates(db: DbOrTx, roomId: string): Promise<RoomHistoryDto['updates']> {
  const rows = await db
    .select({ update: roomUpdates.update, created: roomUpdates.created })
    .from(roomUpdates)
    .where(eq(roomUpdates.roomId, roomId))
    .orderBy(asc(roomUpdates.id));
  const groups: Array<{ first: number; last: number; parts: Uint8Array[] }> = [];
  // Ids follow commit order and times arrival, so a row may carry a time a little before the previous row's: the
  // running latest time keeps the steps in order and never earlier than any change they hold.
  let latest = 0;
  for (const row of rows) {
    latest = Math.max(latest, row.created.getTime());
    const group = groups.at(-1);
    if (group && latest - group.first < HISTORY_GROUP_MS) {
      group.parts.push(row.update);
      group.last = latest;
    } else {
      groups.push({ first: latest, last: latest, parts: [row.update] });
    }
  }
  return groups.map((group) => ({
    at: new Date(group.last).toISOString(),
    update: Buffer.from(group.parts.length === 1 ? group.parts[0] : Y.mergeUpdates(group.parts)).toString('base64'),
  }));
}

/**
 * The note lines `readable` lets the caller see, pinned to when each was written, oldest first. Blank lines pin
 * nothing and are left out.
 */
export async function historyNotes(db: DbOrTx, rounds: InterviewRow[], readable: (interviewId: string, shared: boolean) => boolean): Promise<RoomHistoryNoteDto[]> {
  const rows = await notesOf(db, rounds.map((round) => round.id));
  return rows
    .filter((row) => readable(row.interviewId, row.shared))
    .flatMap((row) => row.entries.filter((line) => line.text.trim() !== '').map((line) => ({ interview_id: row.interviewId, at: line.at, text: line.text })))
    .sort((a, b) => a.at.localeCompare(b.at));
}
