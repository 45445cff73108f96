export { useDebouncedValue } from './use-debounced-value';
export { useMinimumDisplay } from './use-minimum-display';
