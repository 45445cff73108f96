import { mapRoomNotes, mapStarNotesToDto, roomNotesApi, type RoomNotes, type RoomNotesDto, type StarNotes } from '@/entities/room-note';
import { baseApi } from '@/shared/api';

export const saveStarNotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveStarNotes: build.mutation<RoomNotes, { interviewId: string; notes: StarNotes }>({
      query: ({ interviewId, notes }) => ({
        url: `/interview/${encodeURIComponent(interviewId)}/room/notes/star/`,
        method: 'PUT',
        body: mapStarNotesToDto(notes),
      }),
      transformResponse: (dto: RoomNotesDto) => mapRoomNotes(dto),
      // The saved notes are the answer: the cache takes them (the feedback form's prefill reads it), no refetch.
      async onQueryStarted({ interviewId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(roomNotesApi.util.upsertQueryData('getRoomNotes', interviewId, data));
        } catch {
          // The card shows the failure; the cache keeps the last saved notes.
        }
      },
    }),
  }),
});

export const { useSaveStarNotesMutation } = saveStarNotesApi;
