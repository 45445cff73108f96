import { mapRoomNotes, mapRoomNotesToDto, ROOM_HISTORY_TAG, type RoomNotes, type RoomNotesDto } from '@/entities/room-note';
import { baseApi } from '@/shared/api';
import { keepSavedNotes } from './keep-saved-notes';

export interface RoomNotesSave {
  interviewId: string;
  text: string;
  shared: boolean;
}

export const saveRoomNotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveRoomNotes: build.mutation<RoomNotes, RoomNotesSave>({
      query: ({ interviewId, text, shared }) => ({
        url: `/interview/${encodeURIComponent(interviewId)}/room/notes/`,
        method: 'PUT',
        body: mapRoomNotesToDto({ text, shared }),
      }),
      transformResponse: (dto: RoomNotesDto) => mapRoomNotes(dto),
      onQueryStarted: ({ interviewId }, lifecycle) => keepSavedNotes(interviewId, lifecycle),
      // Sharing changes what the partner's replay shows.
      invalidatesTags: (_notes, error) => (error ? [] : [ROOM_HISTORY_TAG]),
    }),
  }),
});

export const { useSaveRoomNotesMutation } = saveRoomNotesApi;
