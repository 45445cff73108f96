export { baseApi } from './base-api';
export { csrfBaseQuery, resetCsrfToken } from './csrf-base-query';
export { tagTypes, type TagType } from './tags';
export { liveChangeTags, LIVE_TAGS } from './live-changes';
export { errorDetail } from './error-detail';
export { retryAfterSeconds } from './retry-after';
export type * from './contracts';
