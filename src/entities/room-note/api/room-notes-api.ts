import { baseApi } from '@/shared/api';
import { mapRoomNotes } from '../lib/map-room-notes';
import type { RoomNotes, RoomNotesDto } from '../model/types';

/** Cache tag of a room's history (its replay), which shows the notes its caller may read. */
export const ROOM_HISTORY_TAG = { type: 'RoomNotes' as const, id: 'HISTORY' };

export const roomNotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's notes for an interview they interviewed in (the server answers anyone else 404). */
    getRoomNotes: build.query<RoomNotes, string>({
      query: (interviewId) => `/interview/${encodeURIComponent(interviewId)}/room/notes/`,
      transformResponse: (dto: RoomNotesDto) => mapRoomNotes(dto),
      providesTags: (_notes, _error, interviewId) => [{ type: 'RoomNotes', id: interviewId }],
    }),
  }),
});

export const { useGetRoomNotesQuery } = roomNotesApi;
