import { ESCAPE_HATCHES, removeGlobals } from './sandbox';

test('removes a name from the object and from every prototype it inherits it from', () => {
  const scopePrototype = { fetch: () => 'network', importScripts: () => undefined };
  const scope = Object.create(Object.create(scopePrototype)) as Record<string, unknown>;
  scope.fetch = () => 'own';
  expect(removeGlobals(scope, ['fetch', 'importScripts', 'notThere'])).toEqual([]);
  expect(scope.fetch).toBeUndefined();
  expect('fetch' in scopePrototype).toBe(false);
  expect(scope.importScripts).toBeUndefined();
});

test('shadows what cannot be deleted, and reports what it could not remove', () => {
  const stubborn = Object.create(Object.defineProperty({}, 'WebSocket', { value: class {}, configurable: false })) as Record<string, unknown>;
  expect(removeGlobals(stubborn, ['WebSocket'])).toEqual([]);
  expect(stubborn.WebSocket).toBeUndefined();
  const frozen = Object.freeze({ EventSource: class {} });
  expect(removeGlobals(frozen, ['EventSource'])).toEqual(['EventSource']);
});

test('takes away the network, other contexts and code loading', () => {
  expect(ESCAPE_HATCHES).toEqual(expect.arrayContaining(['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'indexedDB', 'caches', 'Worker', 'BroadcastChannel']));
});
