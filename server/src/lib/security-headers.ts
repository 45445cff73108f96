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
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only behind https: on plain http it would send every request to an https port that is not there.
    'upgrade-insecure-requests': config.secureCookies ? [] : null,
  };
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
