export { useDebouncedCallback } from './use-debounced-callback';
export { useMinimumDisplay } from './use-minimum-display';
