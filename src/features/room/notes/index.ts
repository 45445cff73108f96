export { RoomNotesPad, type RoomNotesPadProps } from './ui/room-notes-pad';
export { saveRoomNotesApi, useSaveRoomNotesMutation } from './api/save-room-notes-api';
