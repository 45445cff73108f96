export type { RoomNotes, RoomNoteLine, RoomNotesDto, RoomNotesBodyDto, StarNotes, StarPart } from './model/types';
export { mapRoomNotes, mapRoomNotesToDto, mapStarNotesToDto } from './lib/map-room-notes';
export { notesForFeedback, STAR_PARTS } from './lib/notes-for-feedback';
export { roomNotesApi, useGetRoomNotesQuery, ROOM_HISTORY_TAG } from './api/room-notes-api';
