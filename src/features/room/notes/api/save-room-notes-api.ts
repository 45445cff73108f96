import { mapRoomNotes, mapRoomNotesToDto, ROOM_HISTORY_TAG, roomNotesApi, type RoomNotes, type RoomNotesDto } from '@/entities/room-note';
import { baseApi } from '@/shared/api';

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
      // The saved pad is the answer: put it in the cache rather than ask again (the pad keeps what is being typed).
      async onQueryStarted({ interviewId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(roomNotesApi.util.upsertQueryData('getRoomNotes', interviewId, data));
        } catch {
          // The pad shows the failure; the cache keeps the last saved notes.
        }
      },
      // Sharing changes what the partner's replay shows.
      invalidatesTags: (_notes, error) => (error ? [] : [ROOM_HISTORY_TAG]),
    }),
  }),
});

export const { useSaveRoomNotesMutation } = saveRoomNotesApi;
