export type { RoomNotes, RoomNoteLine, RoomNotesDto, RoomNotesBodyDto } from './model/types';
export { mapRoomNotes, mapRoomNotesToDto } from './lib/map-room-notes';
export { roomNotesApi, useGetRoomNotesQuery, ROOM_HISTORY_TAG } from './api/room-notes-api';
