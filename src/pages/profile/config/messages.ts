export const LOAD_FAILED = 'Failed to get current user';
