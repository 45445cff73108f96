import { formatLogArguments, inspect } from './inspect';

test.each<[string, unknown[], string]>([
  ['strings as they are, several joined by a space', ['a', 'b c'], 'a b c'],
  ['numbers, -0, bigint, booleans, null, undefined', [1.5, -0, 10n, true, null, undefined], '1.5 -0 10n true null undefined'],
  ['objects and arrays', [{ a: 1, 'b-c': 'x' }, [1, 'two', [3]]], "{ a: 1, 'b-c': 'x' } [ 1, 'two', [ 3 ] ]"],
  ['empty collections', [{}, [], new Map(), new Set()], '{} [] Map(0) {} Set(0) {}'],
  ['maps and sets', [new Map([['k', 1]]), new Set([1, 2])], "Map(1) { 'k' => 1 } Set(2) { 1, 2 }"],
  ['nesting past two levels', [{ a: { b: { c: { d: 1 } } } }], '{ a: { b: { c: [Object] } } }'],
  ['functions and classes', [function named() {}, () => 1, class Point {}], '[Function: named] [Function: ] [class Point]'],
  ['class instances and null-prototype objects', [new (class Point { x = 1 })(), Object.create(null)], 'Point { x: 1 } [Object: null prototype] {}'],
  ['errors by name and message', [new RangeError('too far')], 'RangeError: too far'],
  ['dates and regular expressions', [new Date('2026-11-26T18:00:00Z'), /a+/g], '2026-11-26T18:00:00.000Z /a+/g'],
  ['typed arrays', [new Uint8Array([1, 2])], 'Uint8Array(2) [ 1, 2 ]'],
  ['%s, %d, %i, %f, %j, %o and %%', ['%s has %d items (%i, %f) %j %o 100%%', 'cart', 3, 4.7, '2.5', { a: 1 }, [1]], 'cart has 3 items (4, 2.5) {"a":1} [ 1 ] 100%'],
  ['arguments left after the format', ['%s!', 'hi', 'there', 2], 'hi! there 2'],
])('console.log prints %s', (_what, args, expected) => {
  expect(formatLogArguments(args)).toBe(expected.replace('[Function: ]', '[Function (anonymous)]'));
});

test('quotes nested strings, and shows a cycle instead of following it', () => {
  const node: Record<string, unknown> = { name: "it's" };
  node.self = node;
  expect(inspect(node)).toBe(`{ name: "it's", self: [Circular] }`);
  expect(inspect(['a\nb'])).toBe("[ 'a\\nb' ]");
});

test('shows at most 100 entries of a collection', () => {
  expect(inspect(Array.from({ length: 102 }, (_, index) => index))).toMatch(/, 99, \.\.\. 2 more items \]$/);
});
