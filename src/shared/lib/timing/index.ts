export { useDebouncedCallback } from './use-debounced-callback';
