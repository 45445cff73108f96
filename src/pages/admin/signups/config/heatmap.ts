import { SIGNUP_LIMITS } from '@/shared/config';

/** SPEC section 9 "Signup heatmap". */
export const DEFAULT_DAY_COUNT = 14;
export const MINIMUM_DAY_COUNT = 1;
/** The most days the server answers for (API.md `GET /interview/signups/`). */
export const MAXIMUM_DAY_COUNT = SIGNUP_LIMITS.days_max;
export const BUCKET_MINUTES = 10;
export const BUCKETS_PER_DAY = (24 * 60) / BUCKET_MINUTES; // 144
export const DAY_CHART_HEIGHT = 120;
