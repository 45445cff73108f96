export {
  roomSlice,
  roomReset,
  roomStatusChanged,
  roomErrorReceived,
  roomWelcomed,
  partnerJoined,
  partnerLeft,
  roomLanguageChanged,
  selectRoom,
  type RoomState,
  type RoomStatus,
} from './model/room-slice';
export type { RoomMember, RoomRound, RoomWelcome } from './model/types';
export { mapRoomWelcome, roundSentences } from './lib/map-welcome';
export { ROOM_LANGUAGES, DEFAULT_ROOM_LANGUAGE, isRoomLanguage, type RoomLanguage } from './config/languages';
