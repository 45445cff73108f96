export {
  RoomConnection,
  setWebSocketFactory,
  type RoomConnectionEvent,
  type RoomConnectionOptions,
  type RoomConnectionStatus,
  type RoomSocket,
  type RoomSocketFactory,
  type RoomWelcomeDto,
} from './room-connection';
export { roomSocketUrl } from './socket-url';
export { toBase64, fromBase64 } from './base64';
export { ROOM_CLOSE_CODES, ROOM_REFUSED_MESSAGE, ROOM_RESTARTING_MESSAGE } from './close-codes';
export { useSharedMap } from './use-shared-map';
