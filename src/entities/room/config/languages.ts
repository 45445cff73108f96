/** The languages the room's editor offers; the chosen one is shared through the document (Y.Map 'room', key 'language'). */
export const ROOM_LANGUAGES = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
  { id: 'java', label: 'Java' },
  { id: 'cpp', label: 'C++' },
] as const;

export type RoomLanguage = (typeof ROOM_LANGUAGES)[number]['id'];

export const DEFAULT_ROOM_LANGUAGE: RoomLanguage = 'javascript';

export function isRoomLanguage(value: unknown): value is RoomLanguage {
  return ROOM_LANGUAGES.some((language) => language.id === value);
}
