/** SPEC section 2 "API client": the methods an admin can send. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** SPEC section 5 and 8 "API client errors". */
export const URL_REQUIRED = 'URL is required';
export const INVALID_JSON = 'Invalid JSON in request body';
