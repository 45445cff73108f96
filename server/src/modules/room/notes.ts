import { eq, inArray } from 'drizzle-orm';
import type { RoomNotesDto, StarNotesDto } from '@contracts/room-records';
import type { Db, DbOrTx } from '../../db/client';
import { roomNotes, type RoomNoteLine } from '../../db/schema';

export type RoomNotesRow = typeof roomNotes.$inferSelect;

/** The pad's text as stored: line breaks are `\n` (a pasted `\r\n` is one break, not two lines). */
export function normalisedNotes(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * The pad line by line, each line with the time it was first written: a line that the previous save already held
 * keeps that save's time (the earliest unused one, when the same text appears on several lines, so moving a line
 * keeps its time too), a new or changed line gets `now`. So a free-text pad, saved as it is typed, still pins each
 * line to the minute it was written. An empty pad has no lines.
 */
export function stampLines(previous: readonly RoomNoteLine[], text: string, now: Date): RoomNoteLine[] {
  const normalised = normalisedNotes(text);
  if (normalised === '') return [];
  const earlier = new Map<string, string[]>();
  for (const line of previous) {
    const times = earlier.get(line.text);
    if (times) times.push(line.at);
    else earlier.set(line.text, [line.at]);
  }
  const stamp = now.toISOString();
  return normalised.split('\n').map((line) => ({ at: earlier.get(line)?.shift() ?? stamp, text: line }));
}

export function notesText(entries: readonly RoomNoteLine[]): string {
  return entries.map((line) => line.text).join('\n');
}

export function toRoomNotesDto(interviewId: string, row: RoomNotesRow | undefined): RoomNotesDto {
  if (!row) return { interview_id: interviewId, text: '', shared: false, entries: [], star: [], updated: null };
  return { interview_id: interviewId, text: notesText(row.entries), shared: row.shared, entries: row.entries, star: row.star, updated: row.updated.toISOString() };
}

export async function findNotes(db: DbOrTx, interviewId: string): Promise<RoomNotesRow | undefined> {
  const [row] = await db.select().from(roomNotes).where(eq(roomNotes.interviewId, interviewId));
  return row;
}

export async function notesOf(db: DbOrTx, interviewIds: string[]): Promise<RoomNotesRow[]> {
  if (interviewIds.length === 0) return [];
  return db.select().from(roomNotes).where(inArray(roomNotes.interviewId, interviewIds));
}

/**
 * Saves the pad, stamping its lines against the stored ones. Read and write in one transaction with the row
 * locked, so two saves racing (two tabs) cannot both stamp against the same older lines and lose a time.
 */
export async function saveNotes(db: Db, interviewId: string, text: string, shared: boolean, now: Date): Promise<RoomNotesRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roomNotes).where(eq(roomNotes.interviewId, interviewId)).for('update');
    const entries = stampLines(current?.entries ?? [], text, now);
    const [row] = await tx
      .insert(roomNotes)
      .values({ interviewId, entries, shared, updated: now })
      .onConflictDoUpdate({ target: roomNotes.interviewId, set: { entries, shared, updated: now } })
      .returning();
    return row;
  });
}

/**
 * Saves one behavioral question's STAR notes, replacing that question's earlier ones and keeping the pad and the
 * other questions' notes; the row is locked as the pad's saves lock it, so the two never overwrite each other.
 */
export async function saveStarNotes(db: Db, interviewId: string, notes: StarNotesDto, now: Date): Promise<RoomNotesRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roomNotes).where(eq(roomNotes.interviewId, interviewId)).for('update');
    const star = [...(current?.star ?? []).filter((entry) => entry.question_id !== notes.question_id), notes];
    const [row] = await tx
      .insert(roomNotes)
      .values({ interviewId, entries: [], shared: false, star, updated: now })
      .onConflictDoUpdate({ target: roomNotes.interviewId, set: { star, updated: now } })
      .returning();
    return row;
  });
}
