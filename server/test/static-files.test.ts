import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { members } from '../src/db/schema';
import { createTestApp, signedInMember, type TestApp } from './helpers/test-app';

// Booting PGlite and hashing passwords (deliberately slow) take seconds on a loaded machine.
jest.setTimeout(60_000);

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4_000))});\n`;
const LANDING = '<!doctype html><html lang="en"><body><div id="root"><h1>Never fail another interview</h1></div></body></html>';
let distDir: string;
let test: TestApp;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockprep-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><script src="/assets/main.0123abcd.js"></script>');
  fs.writeFileSync(path.join(distDir, 'landing.html'), LANDING);
  const script = path.join(distDir, 'assets', 'main.0123abcd.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  test = await createTestApp({ config: { serveSpa: true, distDir } });
});
afterAll(async () => {
  await test.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends a hashed script precompressed (brotli, else gzip) and cacheable for a year', async () => {
    const brotli = await test.app.inject({ url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await test.app.inject({ url: '/assets/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await test.app.inject({ url: '/assets/main.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('makes browsers revalidate index.html, which names the current scripts', async () => {
    const index = await test.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('does no session or CSRF work for static files: no cookie set, even for a signed-in browser', async () => {
    const { client } = await signedInMember(test);
    const script = await client.get('/assets/main.0123abcd.js');
    const index = await client.get('/');
    expect(script.headers['set-cookie']).toBeUndefined();
    expect(index.headers['set-cookie']).toBeUndefined();
  });
});

describe('API responses', () => {
  it('are compressed for clients that accept it, and plain for the others', async () => {
    // Enough members for a response worth compressing (small ones are sent as they are).
    await test.ctx.db.insert(members).values(Array.from({ length: 12 }, (_, index) => ({
      username: `listed${index}`, email: `listed${index}@example.edu`, passwordHash: 'not-a-real-hash', isVerified: true, bio: 'Likes graphs. '.repeat(10),
    })));
    const { client } = await signedInMember(test);
    const compressed = await client.request({ method: 'GET', url: '/directory/recommended/', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.statusCode).toBe(200);
    const plain = await client.get('/directory/recommended/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as unknown[]).length).toBeGreaterThan(0);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('the landing page at /', () => {
  it('sends the prerendered landing page to a visitor without a session, and the empty shell to a member', async () => {
    const visitor = await test.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(visitor.headers['content-encoding']).toBe('br');
    expect(visitor.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers['content-security-policy']).toContain("script-src 'self'");
    expect(zlib.brotliDecompressSync(visitor.rawPayload).toString()).toBe(LANDING);

    const { client } = await signedInMember(test);
    const member = await client.get('/');
    expect(member.body).toContain('/assets/main.0123abcd.js');
    expect(member.body).not.toContain('Never fail another interview');
  });

  it("marks the landing page's <html> with the colour mode the visitor chose, so its first frame is in that mode", async () => {
    const dark = await test.app.inject({ url: '/', headers: { cookie: 'other=1; mui-mode=dark' } });
    expect(dark.body).toBe(LANDING.replace('<html', '<html data-mui-color-scheme="dark"'));
    const system = await test.app.inject({ url: '/', headers: { cookie: 'mui-mode=system' } });
    expect(system.body).toBe(LANDING);
  });
});
