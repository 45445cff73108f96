export { RoomReplay, type RoomReplayProps } from './ui/room-replay';
export { roomHistoryApi, useGetRoomHistoryQuery } from './api/room-history-api';
