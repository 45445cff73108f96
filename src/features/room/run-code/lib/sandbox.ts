/**
 * What a runner worker takes away before member code runs: every way to reach the network or another
 * context (the API with the member's cookies, the page, other tabs, storage shared with the app), and to
 * load more code. The worker's own Content-Security-Policy (server: `workerPolicy`) is the second fence.
 */
export const ESCAPE_HATCHES = [
  'fetch',
  'fetchLater',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'BroadcastChannel',
  'importScripts',
  'Worker',
  'SharedWorker',
  'indexedDB',
  'caches',
  'cookieStore',
  'Notification',
  'RTCPeerConnection',
  'RTCDataChannel',
  'requestAnimationFrame',
] as const;

/** The same for `navigator`'s members that reach out (beacons, storage and locks shared with the app, devices). */
export const NAVIGATOR_ESCAPE_HATCHES = ['sendBeacon', 'storage', 'locks', 'serviceWorker', 'usb', 'hid', 'serial', 'bluetooth'] as const;

/**
 * Deletes `names` from `target` and from every prototype it inherits them from (a name deleted from the
 * global object alone would still be reachable as `WorkerGlobalScope.prototype.fetch`). What cannot be
 * deleted is shadowed with `undefined`. Returns the names that are still there (none, in the browsers we know).
 */
export function removeGlobals(target: object | undefined, names: readonly string[]): string[] {
  if (!target) return [];
  for (const name of names) {
    for (let holder: object | null = target; holder; holder = Object.getPrototypeOf(holder) as object | null) {
      if (!Object.prototype.hasOwnProperty.call(holder, name)) continue;
      try {
        delete (holder as Record<string, unknown>)[name];
      } catch {
        // Non-configurable in strict mode: shadowed below.
      }
    }
    if ((target as Record<string, unknown>)[name] !== undefined) {
      try {
        Object.defineProperty(target, name, { value: undefined, writable: false, configurable: false });
      } catch {
        // Reported as left.
      }
    }
  }
  return names.filter((name) => (target as Record<string, unknown>)[name] !== undefined);
}
