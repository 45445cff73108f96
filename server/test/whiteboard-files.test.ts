import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appForThisFile } from './helpers/test-app';

// Issue 29, the whiteboard: Excalidraw's stylesheet and fonts come from our own origin (the CSP's style-src and
// font-src 'self'), never its CDN.
jest.setTimeout(60_000);

const distDir = path.dirname(require.resolve('@excalidraw/excalidraw'));
const fontsDir = path.join(distDir, 'fonts');
const version = (JSON.parse(fs.readFileSync(path.join(distDir, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const base = `/excalidraw/${version}/fonts/`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const test = appForThisFile();

describe("Excalidraw's stylesheet and fonts", () => {
  it('serves the stylesheet as CSS, compressed for browsers that accept it, its fonts named relative to it', async () => {
    const response = await test.app.inject({ url: `/excalidraw/${version}/index.css`, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBe('gzip');
    const css = zlib.gunzipSync(response.rawPayload).toString('utf8');
    expect(css).toBe(fs.readFileSync(path.join(distDir, 'index.css'), 'utf8'));
    expect(css).toContain('url("./fonts/Assistant/Assistant-Regular.woff2")');
    expect((await test.app.inject({ url: `${base}Assistant/Assistant-Regular.woff2` })).statusCode).toBe(200);
  });

  it.each(['Excalifont', 'Virgil', 'Nunito', 'Xiaolai'])('serves a %s file as font/woff2, cacheable for a year and never revalidated', async (family) => {
    const file = fs.readdirSync(path.join(fontsDir, family)).find((name) => name.endsWith('.woff2'))!;
    const response = await test.app.inject({ url: `${base}${family}/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(fs.readFileSync(path.join(fontsDir, family, file)))).toBe(true);
    // Static files: no session work, so no cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('serves nothing else: other files of the package, other versions, paths out of the folder', async () => {
    for (const url of [
      `${base}../index.js`,
      `${base}Virgil%2F..%2F..%2Findex.js`,
      `${base}..%2F..%2Fpackage.json/x.woff2`,
      '/excalidraw/0.0.1/fonts/Virgil/Virgil-Regular.woff2',
      `${base}Virgil/missing.woff2`,
      `/excalidraw/${version}/index.js`,
      `/excalidraw/${version}/fonts/../index.js`,
      '/excalidraw/0.0.1/index.css',
    ]) {
      const response = await test.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
