export {
  roomSlice,
  roomReset,
  roomStatusChanged,
  roomErrorReceived,
  roomWelcomed,
  partnerJoined,
  partnerLeft,
  partnerMediaChanged,
  roomLanguageChanged,
  selectRoom,
  type RoomState,
  type RoomStatus,
} from './model/room-slice';
export type { RoomMember, RoomRound, RoomWelcome } from './model/types';
export { mapRoomWelcome, roundSentences } from './lib/map-welcome';
export { ROOM_LANGUAGES, DEFAULT_ROOM_LANGUAGE, isRoomLanguage, type RoomLanguage } from './config/languages';
export { ROOM_MAP, LANGUAGE_KEY, ROUND_KEY, TIMER_MAP, REVEALED_MAP, RUNS_MAP, TEST_RUNS_MAP, roundTextName, type RoundNumber } from './config/document';
export { readCurrentRound } from './lib/current-round';
export {
  ROUND_MINUTES,
  readRoundTimer,
  timerEntries,
  remainingMs,
  startTimer,
  pauseTimer,
  resetTimer,
  formatClock,
  spokenTimeLeft,
  type RoundTimer,
} from './lib/timer';
export { readRevealedQuestions, type RevealedQuestion } from './lib/revealed';
export { CALL_MEDIA_FIELD, readCallMedia, sameCallMedia, type CallMedia } from './lib/call-media';
export type { RoomSurface, RoomSurfaceProps } from './model/surface';
export { partnerCursorLine } from './lib/partner-cursor';
