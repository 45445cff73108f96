// Loaded before jsdom (jsdom-environment.ts imports it first): jsdom's computed style reads `matchesDontThrow` once, when
// its style-rules module loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jsdom's internal module, patched before jsdom reads it
const selectors = require('jsdom/lib/jsdom/living/helpers/selectors.js') as { matchesDontThrow: (element: unknown, selector: string) => boolean };

const matchesDontThrow = selectors.matchesDontThrow;

/**
 * jsdom's getComputedStyle, which every role query and `user.type` keystroke calls, skips style rules with `:has()`.
 * nwsapi parses a `:has()` argument anew for every element it tests (it caches no plan for it), so MUI's Select
 * styles (`.MuiInputBase-root:has(> &)`) made computed style the largest cost of the web tests: 12 of the question
 * editor test's 48 s. The rules skipped set padding and list bullets, and hide the footer in the room: layout,
 * which jsdom does not do anyway (docs/testing.md).
 */
selectors.matchesDontThrow = (element, selector) => !(typeof selector === 'string' && selector.includes(':has(')) && matchesDontThrow(element, selector);
