import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './modules/auth/security';

/** Written by the build beside index.html (webpack.config.ts, PrerenderLandingPlugin). */
export const LANDING_FILE = 'landing.html';
/** The colour mode the web app saves (src/app/styles/mode-storage.ts); "system" or none follows the stylesheet's media query. */
const SAVED_MODE = /(?:^|;\s*)mui-mode=(light|dark)(?:;|$)/;
const HAS_SESSION = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

type Encoding = 'br' | 'gzip' | 'identity';

function encode(page: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } });
  if (encoding === 'gzip') return zlib.gzipSync(page, { level: 9 });
  return page;
}

function acceptedEncoding(request: FastifyRequest): Encoding {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * The prerendered landing page, for a request without a session cookie: its visitor is signed out, which the page
 * assumes (src/app/prerender). A saved colour mode marks <html> as the app itself would, so the first frame is
 * already in that mode; the page is small, so each of its variants is compressed once, when first asked for.
 * Members (with a session cookie) and builds for another API origin (whose cookies this server never sees) get
 * index.html, the empty shell, as before.
 */
export function landingPages(distDir: string) {
  const file = path.join(distDir, LANDING_FILE);
  let builtAt = 0;
  const variants = new Map<string, Buffer>();

  return {
    /** True when the request was answered; false when it should get index.html. */
    send(request: FastifyRequest, reply: FastifyReply): boolean {
      const cookies = request.headers.cookie ?? '';
      if (HAS_SESSION.test(cookies)) return false;
      const modifiedAt = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (modifiedAt === undefined) return false;
      if (modifiedAt !== builtAt) {
        variants.clear();
        builtAt = modifiedAt;
      }
      const mode = SAVED_MODE.exec(cookies)?.[1];
      const encoding = acceptedEncoding(request);
      const key = `${mode ?? 'system'}:${encoding}`;
      let body = variants.get(key);
      if (!body) {
        const page = fs.readFileSync(file, 'utf8');
        body = encode(Buffer.from(mode ? page.replace(/<html\b/, `<html data-mui-color-scheme="${mode}"`) : page), encoding);
        variants.set(key, body);
      }
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      void reply.send(body);
      return true;
    },
  };
}
