/**
 * jsdom has no matchMedia: this one answers each media query with `matches(query)` (a phone's "max-width"
 * queries, a system's prefers-color-scheme). Delete `window.matchMedia` after the test to go back to none.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
