/**
 * What the interview room leaves behind (issue 19): the interviewer's private notes pad and the room's history
 * for replay. Plain routes beside the room's WebSocket (contracts/room.ts); docs/decisions.md "The interview
 * room" says who may read what.
 */
import { Type, type Static } from 'typebox';
import { DateTime, MemberId, MultilineText, Nullable, Uuid, UuidParam } from './common';
import { ROOM_NOTES_LIMITS } from './limits';

export const RoomRecordParams = Type.Object({ interviewId: UuidParam('Interview not found.') });

/** One line of the notes pad and when it was first written: a line kept from the previous save keeps its time. */
export const RoomNoteLine = Type.Object({ at: DateTime, text: Type.String() });
export type RoomNoteLineDto = Static<typeof RoomNoteLine>;

/** What the interviewer noted of the candidate's answer to one behavioral question, in the STAR structure (issue 29). */
const starFields = {
  situation: MultilineText(ROOM_NOTES_LIMITS.star_field),
  task: MultilineText(ROOM_NOTES_LIMITS.star_field),
  action: MultilineText(ROOM_NOTES_LIMITS.star_field),
  result: MultilineText(ROOM_NOTES_LIMITS.star_field),
};
export const StarNotes = Type.Object({ question_id: Uuid, ...starFields });
export type StarNotesDto = Static<typeof StarNotes>;

/** PUT /interview/{id}/room/notes/star/: one behavioral question's STAR notes, replacing what was saved for it. */
export const StarNotesBody = StarNotes;

/** The notes of one interview, for its interviewer only. `text` is the pad as typed ('' before the first save). */
export const RoomNotes = Type.Object({
  interview_id: Uuid,
  text: Type.String(),
  /** The interviewer lets the interviewee read them (in the replay), and admins handling an open report. */
  shared: Type.Boolean(),
  entries: Type.Array(RoomNoteLine),
  /** STAR notes per behavioral question of the interview, saved apart from the pad (issue 29). */
  star: Type.Array(StarNotes),
  /** The last save; null before the first. */
  updated: Nullable(DateTime),
});
export type RoomNotesDto = Static<typeof RoomNotes>;

export const RoomNotesBody = Type.Object({
  text: MultilineText(ROOM_NOTES_LIMITS.text),
  shared: Type.Boolean(),
});
export type RoomNotesBodyDto = Static<typeof RoomNotesBody>;

/** One stored change of the room's Yjs document, as it arrived: apply them in order to a fresh Y.Doc. */
export const RoomHistoryUpdate = Type.Object({
  at: DateTime,
  /** A Yjs update (base64). */
  update: Type.String({ pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
});

/** A note line pinned to the time it was written, in the round of `interview_id`. */
export const RoomHistoryNote = Type.Object({ interview_id: Uuid, at: DateTime, text: Type.String() });
export type RoomHistoryNoteDto = Static<typeof RoomHistoryNote>;

export const RoomHistoryRound = Type.Object({ interview_id: Uuid, interviewer_id: MemberId, interviewee_id: MemberId });

/**
 * The room as it was written, for replay: the rounds (round 1 = the lead interview, as in the room's welcome), every
 * stored update oldest first, and the note lines the caller may read (their own, and the partner's once shared).
 */
export const RoomHistory = Type.Object({
  room_id: Uuid,
  rounds: Type.Array(RoomHistoryRound, { maxItems: 2 }),
  updates: Type.Array(RoomHistoryUpdate),
  notes: Type.Array(RoomHistoryNote),
});
export type RoomHistoryDto = Static<typeof RoomHistory>;
