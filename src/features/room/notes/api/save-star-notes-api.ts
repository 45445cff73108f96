import { mapRoomNotes, mapStarNotesToDto, type RoomNotes, type RoomNotesDto, type StarNotes } from '@/entities/room-note';
import { baseApi } from '@/shared/api';
import { keepSavedNotes } from './keep-saved-notes';

export const saveStarNotesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveStarNotes: build.mutation<RoomNotes, { interviewId: string; notes: StarNotes }>({
      query: ({ interviewId, notes }) => ({
        url: `/interview/${encodeURIComponent(interviewId)}/room/notes/star/`,
        method: 'PUT',
        body: mapStarNotesToDto(notes),
      }),
      transformResponse: (dto: RoomNotesDto) => mapRoomNotes(dto),
      onQueryStarted: ({ interviewId }, lifecycle) => keepSavedNotes(interviewId, lifecycle),
    }),
  }),
});

export const { useSaveStarNotesMutation } = saveStarNotesApi;
