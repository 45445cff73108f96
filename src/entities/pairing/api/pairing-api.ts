import { baseApi } from '@/shared/api';
import { mapPairingPoolStatus, mapPairingPreview, mapPairingResult, mapWeekOutcomes } from '../lib/map-pairing';
import type {
  PairingPoolStatus, PairingPoolStatusDto, PairingPreview, PairingPreviewDto, PairingResult, PairingResultDto, PairRequest, PoolSelection,
  WeekOutcome, WeekOutcomesDto,
} from '../model/types';

export const pairingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPairingPoolStatus: build.query<PairingPoolStatus, PoolSelection>({
      query: ({ forceCurrentWeek }) => ({ url: '/interview/status', params: { force_current_week: forceCurrentWeek } }),
      transformResponse: (dto: PairingPoolStatusDto) => mapPairingPoolStatus(dto),
      providesTags: ['PoolStatus'],
    }),
    /** The last paired weeks' feedback and no-show figures; the page asks again each time it opens. */
    getWeekOutcomes: build.query<WeekOutcome[], void>({
      query: () => '/interview/outcomes/',
      transformResponse: (dto: WeekOutcomesDto) => mapWeekOutcomes(dto),
    }),
    /** The dry run: reads only, so it refreshes nothing. */
    previewPairing: build.mutation<PairingPreview, PoolSelection>({
      query: ({ forceCurrentWeek }) => ({ url: '/interview/pair/preview/', method: 'POST', body: { force_current_week: forceCurrentWeek } }),
      transformResponse: (dto: PairingPreviewDto) => mapPairingPreview(dto),
    }),
    pairPool: build.mutation<PairingResult, PairRequest>({
      query: ({ signal, forceCurrentWeek }) => ({ url: '/interview/pair/', method: 'POST', body: { signal, force_current_week: forceCurrentWeek } }),
      transformResponse: (dto: PairingResultDto) => mapPairingResult(dto),
      // Pairing moves the open week on and creates or removes interviews; members' signup state changes too.
      invalidatesTags: (_result, error) => (error ? [] : ['PoolStatus', 'Pool', { type: 'Interview', id: 'LIST' }]),
    }),
  }),
});

export const { useGetPairingPoolStatusQuery, useGetWeekOutcomesQuery, usePreviewPairingMutation, usePairPoolMutation } = pairingApi;
