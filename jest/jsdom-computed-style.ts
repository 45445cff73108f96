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
const usesHas = (selector: string) => selector.includes(':has(');

/**
 * The classes a selector's subject must carry: those of its last compound selector (`.css-1x2y:hover` -> css-1x2y;
 * `.MuiInputBase-root .MuiSelect-icon` -> MuiSelect-icon). Only for selectors without parentheses, attribute
 * selectors, lists or strings, where that part is plain to read; null otherwise (nothing known).
 */
const requiredClassesOf = new Map<string, string[] | null>();
function requiredClasses(selector: string): string[] | null {
  let classes = requiredClassesOf.get(selector);
  if (classes === undefined) {
    const subject = /^[^()[\],"'\\]*$/.test(selector) ? (selector.trim().split(/\s*[\s>+~]\s*/).pop() ?? '') : '';
    const found = [...subject.replace(/::?[\w-]+/g, '').matchAll(/\.([\w-]+)/g)].map((match) => match[1]);
    classes = found.length > 0 ? found : null;
    requiredClassesOf.set(selector, classes);
  }
  return classes;
}

interface ElementImpl {
  getAttributeNS(namespace: null, name: string): string | null;
}
const classSets = new WeakMap<ElementImpl, { attribute: string; classes: Set<string> }>();
function classesOf(element: ElementImpl): Set<string> {
  const attribute = element.getAttributeNS(null, 'class') ?? '';
  let known = classSets.get(element);
  if (known?.attribute !== attribute) {
    known = { attribute, classes: new Set(attribute.split(/[\t\n\f\r ]+/).filter(Boolean)) };
    classSets.set(element, known);
  }
  return known.classes;
}

/**
 * Computed style tests every style rule of the page against the element, and emotion writes a rule per style (a few
 * thousand in a form). Most name a class the element does not carry: that answer needs no selector engine. A rule
 * whose subject's classes are all on the element still goes to nwsapi, so every match is nwsapi's own.
 */
function lacksRequiredClass(element: unknown, selector: string): boolean {
  const classes = requiredClasses(selector);
  if (!classes) return false;
  const carried = classesOf(element as ElementImpl);
  return !classes.every((name) => carried.has(name));
}

selectors.matchesDontThrow = (element, selector) => {
  if (typeof selector === 'string' && (usesHas(selector) || lacksRequiredClass(element, selector))) return false;
  return matchesDontThrow(element, selector);
};
