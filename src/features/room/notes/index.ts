export { RoomNotesPad, type RoomNotesPadProps } from './ui/room-notes-pad';
export { saveRoomNotesApi, useSaveRoomNotesMutation } from './api/save-room-notes-api';
export { BehavioralQuestionCard, type BehavioralQuestionCardProps } from './ui/behavioral-question-card';
