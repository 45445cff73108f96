import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi, tagTypes } from '@/shared/api';
import type { ApiRequest } from '../lib/build-api-request';

/** What the API client shows; plain data (headers as pairs) so the store keeps it serializable. */
export interface ApiResponse {
  status: number | string;
  headers: Array<[string, string]>;
  body: unknown;
}

export const rawRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Any call an admin types, through the app's base query (credentials, CSRF on mutations). Every answer,
     * 4xx and 5xx included, is data here: the client shows what came back rather than failing.
     */
    sendApiRequest: build.mutation<ApiResponse, ApiRequest>({
      async queryFn(request, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: request.url, method: request.method, body: request.body, responseHandler: 'content-type' });
        const response = (result.meta as FetchBaseQueryMeta | undefined)?.response;
        const error = result.error as FetchBaseQueryError | undefined;
        return {
          data: {
            status: response?.status ?? error?.status ?? 'No response',
            headers: response ? [...response.headers.entries()] : [],
            body: error ? ('data' in error ? error.data : error.error) : result.data,
          },
        };
      },
      // A hand-made mutation may change anything, so every screen reads afresh; a GET changes nothing.
      invalidatesTags: (_result, _error, request) => (request.method === 'GET' ? [] : [...tagTypes]),
    }),
  }),
});

export const { useSendApiRequestMutation } = rawRequestApi;
