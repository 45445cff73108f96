import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const origin = (url: string) => new URL(url).origin;

/**
 * The Content-Security-Policy the built SPA runs under. Scripts come only from our own bundle files;
 * styles also from 'unsafe-inline' because MUI's emotion injects <style> elements at run time (no nonce:
 * index.html is a static file); images from us, data: and blob: URLs (the upload preview) and the API;
 * fetches to us and to the API. A member's external picture URL is not loaded (the avatar shows
 * initials instead): an image from anywhere would let a profile owner log who views it.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const apiOrigins = [config.publicUrl, ...(config.apiUrl ? [config.apiUrl] : [])].map(origin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigins],
    'connect-src': ["'self'", ...apiOrigins, ...config.corsOrigins.map(origin)],
    // The room's code runners (features/room/run-code): dedicated workers from our own bundle files. Each gets
    // its own, stricter policy from its script's response (workerPolicy below).
    'worker-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only behind https: on plain http it would send every request to an https port that is not there.
    'upgrade-insecure-requests': config.secureCookies ? [] : null,
  };
}

/** The path under which the server serves the Pyodide runtime of this version (pyodide-files.ts). */
export const pyodidePath = (version: string) => `/pyodide/${version}/`;

/** A Host header fit to be written into a CSP source (name or IP, optional port): anything else falls back to 'self'. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The policy of a code-runner worker script (a dedicated worker takes its policy from its own response, not
 * from the page). Member code runs in it, so it may evaluate code and nothing more:
 * - `run-js-worker` (JavaScript, TypeScript once stripped): eval only; no script, fetch, socket or import from
 *   anywhere, not even from us.
 * - `run-python-worker`: WebAssembly compilation, and scripts and fetches from the Pyodide directory alone
 *   (`http://host/pyodide/<version>/`, on this server and on API_URL's), so that even a request the sandbox
 *   failed to remove cannot reach the API with the member's cookies. A source with a path needs the host,
 *   taken from the request (an http source matches https too).
 */
export function workerPolicy(kind: 'js' | 'python', config: AppConfig, request: { protocol: string; host: string }, pyodideVersion: string): string {
  if (kind === 'js') return "default-src 'none'; script-src 'unsafe-eval'";
  const here = PLAIN_HOST.test(request.host) ? `${request.protocol}://${request.host}${pyodidePath(pyodideVersion)}` : "'self'";
  const sources = [here, ...(config.apiUrl ? [`${origin(config.apiUrl)}${pyodidePath(pyodideVersion)}`] : [])].join(' ');
  return `default-src 'none'; script-src ${sources} 'wasm-unsafe-eval'; connect-src ${sources}`;
}

/**
 * Security headers on every response (one place, helmet): the CSP above, nosniff (uploaded files are
 * served back; never let a browser sniff one into something executable), no framing, a referrer only
 * within the site, resources readable same-origin only (the uploads route widens it for pictures).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS over plain http is ignored by browsers and would only mislead.
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000 } : false,
  });
}
