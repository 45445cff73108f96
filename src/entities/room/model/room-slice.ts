import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ROOM_LANGUAGE, type RoomLanguage } from '../config/languages';
import type { CallMedia } from '../lib/call-media';
import type { RoomMember, RoomRound, RoomWelcome } from './types';

export type RoomStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** The interview room's live channel as the page shows it; the document itself lives in the connection. */
export interface RoomState {
  status: RoomStatus;
  /** What to show: the server's error message, or why the member cannot join. */
  error: string | null;
  you: RoomMember | null;
  partner: RoomMember | null;
  rounds: RoomRound[];
  clockOffsetMs: number;
  partnerPresent: boolean;
  /** The partner's microphone and camera while they are in the call (from their awareness state), else null. */
  partnerMedia: CallMedia | null;
  /** Mirrors the document's Y.Map 'room' key 'language'. */
  language: RoomLanguage;
}

const initialRoomState: RoomState = {
  status: 'connecting',
  error: null,
  you: null,
  partner: null,
  rounds: [],
  clockOffsetMs: 0,
  partnerPresent: false,
  partnerMedia: null,
  language: DEFAULT_ROOM_LANGUAGE,
};

export const roomSlice = createSlice({
  name: 'room',
  initialState: initialRoomState,
  reducers: {
    /** A page opens a room (or leaves one): start afresh. */
    roomReset: () => initialRoomState,
    roomStatusChanged: (state, action: PayloadAction<{ status: RoomStatus; error: string | null }>) => {
      state.status = action.payload.status;
      state.error = action.payload.error;
    },
    roomErrorReceived: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    roomWelcomed: (state, action: PayloadAction<RoomWelcome>) => {
      state.you = action.payload.you;
      state.partner = action.payload.partner;
      state.rounds = action.payload.rounds;
      state.clockOffsetMs = action.payload.clockOffsetMs;
    },
    partnerJoined: (state) => {
      state.partnerPresent = true;
    },
    partnerLeft: (state) => {
      state.partnerPresent = false;
    },
    partnerMediaChanged: (state, action: PayloadAction<CallMedia | null>) => {
      state.partnerMedia = action.payload;
    },
    roomLanguageChanged: (state, action: PayloadAction<RoomLanguage>) => {
      state.language = action.payload;
    },
  },
  selectors: {
    selectRoom: (state) => state,
  },
});

export const { roomReset, roomStatusChanged, roomErrorReceived, roomWelcomed, partnerJoined, partnerLeft, partnerMediaChanged, roomLanguageChanged } =
  roomSlice.actions;
export const { selectRoom } = roomSlice.selectors;
