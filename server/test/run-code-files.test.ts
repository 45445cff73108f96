import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { appForThisFile } from './helpers/test-app';

// Issue 19, running code in the room: the server serves what the browser runs member code with (Pyodide's
// runtime, the runner workers under their own Content-Security-Policy) and executes none of it.
jest.setTimeout(60_000);

const pyodideDir = path.dirname(require.resolve('pyodide/package.json'));
const version = (JSON.parse(fs.readFileSync(path.join(pyodideDir, 'package.json'), 'utf8')) as { version: string }).version;
const base = `/pyodide/${version}/`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-run-code-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
for (const name of ['run-js-worker.0123abcd.js', 'run-python-worker.89abcdef.js', 'main.0123abcd.js']) {
  fs.writeFileSync(path.join(distDir, 'assets', name), 'self.onmessage = () => {};\n');
}
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const test = appForThisFile({ config: { serveSpa: true, distDir, publicUrl: 'http://127.0.0.1:8000' } });

function directives(policy: unknown): Map<string, string[]> {
  return new Map(String(policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

describe("Pyodide's runtime files", () => {
  it.each([
    ['pyodide.mjs', 'text/javascript; charset=utf-8'],
    ['pyodide.asm.mjs', 'text/javascript; charset=utf-8'],
    ['pyodide.asm.wasm', 'application/wasm'],
    ['pyodide-lock.json', 'application/json; charset=utf-8'],
    ['python_stdlib.zip', 'application/zip'],
  ])('serves %s as %s, cacheable for a year and never revalidated', async (file, type) => {
    const response = await test.app.inject({ url: `${base}${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(fs.readFileSync(path.join(pyodideDir, file)))).toBe(true);
    // Static files: no session work, so no cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends the WebAssembly brotli- or gzip-compressed to browsers that accept it, and the zip as it is', async () => {
    const wasm = fs.readFileSync(path.join(pyodideDir, 'pyodide.asm.wasm'));
    const brotli = await test.app.inject({ url: `${base}pyodide.asm.wasm`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/wasm');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(wasm.length / 2);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(wasm)).toBe(true);

    const gzip = await test.app.inject({ url: `${base}pyodide.asm.wasm`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(wasm)).toBe(true);

    const zip = await test.app.inject({ url: `${base}python_stdlib.zip`, headers: { 'accept-encoding': 'br' } });
    expect(zip.headers['content-encoding']).toBeUndefined();
  });

  it('serves nothing else: other files of the package, other versions, paths out of the folder', async () => {
    for (const url of [`${base}package.json`, `${base}README.md`, `${base}console.html`, '/pyodide/0.0.1/pyodide.mjs', `${base}..%2Fpyodide%2Fpackage.json`, `${base}`]) {
      const response = await test.app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('the code-runner workers', () => {
  it('run the JavaScript worker under a policy that allows eval and nothing else: no script, fetch or socket from anywhere', async () => {
    const response = await test.app.inject({ url: '/assets/run-js-worker.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'unsafe-eval'"]);
    expect(csp.has('connect-src')).toBe(false);
  });

  it('let the Python worker compile WebAssembly and load scripts and files from the Pyodide folder only', async () => {
    const response = await test.app.inject({ url: '/assets/run-python-worker.89abcdef.js', headers: { host: 'rooms.example.org' } });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual([`http://rooms.example.org${base}`, "'wasm-unsafe-eval'"]);
    expect(csp.get('connect-src')).toEqual([`http://rooms.example.org${base}`]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");

    // A Host header that is not a plain host name does not reach the header.
    const odd = await test.app.inject({ url: '/assets/run-python-worker.89abcdef.js', headers: { host: 'evil.example/ x' } });
    expect(directives(odd.headers['content-security-policy']).get('connect-src')).toEqual(["'self'"]);
  });

  it('leave the page and its other scripts under the app policy, which lets the page start workers from us', async () => {
    for (const url of ['/', '/assets/main.0123abcd.js']) {
      const csp = directives((await test.app.inject({ url })).headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
    }
  });
});
