import { databasePictureStore } from '../src/modules/members/pictures/picture-store';
import { appForThisFile } from './helpers/test-app';

// Issue 8 item 5: a Content-Security-Policy (and the other security headers) on every response.
const test = appForThisFile({ config: { publicUrl: 'http://127.0.0.1:8000', corsOrigins: ['http://127.0.0.1:9000'] } });

beforeAll(async () => {
  await databasePictureStore(test.ctx.db).save('1-abcdef.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
});

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

describe('security headers', () => {
  it.each([
    ['a JSON route', '/auth/csrf/'],
    ['an error', '/members/profile/'],
    ['an unknown path', '/no/such/thing/'],
    ['an uploaded picture', '/uploads/avatars/1-abcdef.png'],
  ])('are on %s', async (_what, url) => {
    const response = await test.app.inject({ method: 'GET', url });
    const csp = directives(response.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('allows images from us, data: and blob: only, and fetches to us and the CORS origins', async () => {
    const csp = directives((await test.app.inject({ method: 'GET', url: '/auth/csrf/' })).headers['content-security-policy'] as string);
    expect(csp.get('img-src')?.sort()).toEqual(["'self'", 'blob:', 'data:', 'http://127.0.0.1:8000'].sort());
    expect(csp.get('connect-src')?.sort()).toEqual(["'self'", 'http://127.0.0.1:8000', 'http://127.0.0.1:9000'].sort());
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    // Plain http: upgrading would point every request at an https port that is not there.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('keeps API responses same-origin for no-cors loads, and lets other origins show uploaded pictures', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/auth/csrf/' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    const picture = await test.app.inject({ method: 'GET', url: '/uploads/avatars/1-abcdef.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
