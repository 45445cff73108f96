import { ROOM_HISTORY_TAG } from '@/entities/room-note';
import { baseApi } from '@/shared/api';
import { mapRoomHistory } from '../lib/map-room-history';
import type { RoomHistory, RoomHistoryDto } from '../model/types';

export const roomHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The room of either of the pair's interviews as it was written: its changes with their times and the notes the
     * caller may read. For an admin, the server allows it only while a report on the interview is open, and audits it.
     */
    getRoomHistory: build.query<RoomHistory, string>({
      query: (interviewId) => `/interview/${encodeURIComponent(interviewId)}/room/history/`,
      transformResponse: (dto: RoomHistoryDto) => mapRoomHistory(dto),
      providesTags: [ROOM_HISTORY_TAG],
    }),
  }),
});

export const { useGetRoomHistoryQuery } = roomHistoryApi;
