export { baseApi } from './base-api';
export { csrfBaseQuery, resetCsrfToken } from './csrf-base-query';
export { tagTypes, type TagType } from './tags';
export { errorDetail } from './error-detail';
export { retryAfterSeconds } from './retry-after';
export type * from './contracts';
