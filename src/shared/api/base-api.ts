import { createApi } from '@reduxjs/toolkit/query/react';
import { csrfBaseQuery } from './csrf-base-query';
import { tagTypes } from './tags';

/** The one api of the SPA; entities and features add endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: csrfBaseQuery,
  tagTypes,
  // SPEC section 7: cached data is kept 10 minutes unless an endpoint says otherwise.
  keepUnusedDataFor: 600,
  refetchOnFocus: false,
  endpoints: () => ({}),
});
