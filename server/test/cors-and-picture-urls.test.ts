import { updateMember } from '../src/modules/members/repository';
import { signedInMember, appForThisFile } from './helpers/test-app';

// Issue 8 item 11: a SPA or client on another allowed origin can use every method, and gets picture URLs it can load.
const PUBLIC_URL = 'https://api.mockprep.example';
const ALLOWED = 'https://spa.mockprep.example';
const test = appForThisFile({ config: { publicUrl: PUBLIC_URL, corsOrigins: [ALLOWED] } });

const preflight = (origin: string, method: string, url = '/members/profile/') =>
  test.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-csrftoken' },
  });

describe('CORS', () => {
  it.each(['PUT', 'PATCH', 'DELETE', 'POST'])('lets an allowed origin send %s with credentials and the CSRF header', async (method) => {
    const response = await preflight(ALLOWED, method);
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    const methods = String(response.headers['access-control-allow-methods']).split(',').map((name) => name.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-csrftoken');
  });

  it('exposes the CSRF token and Retry-After headers to the allowed origin', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/auth/csrf/', headers: { origin: ALLOWED } });
    expect(String(response.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['x-csrftoken', 'retry-after']));
  });

  it('gives other origins no CORS permission', async () => {
    const response = await preflight('https://evil.example', 'DELETE');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('picture URLs', () => {
  it('are absolute on PUBLIC_URL wherever a member is serialized; external URLs stay as they are', async () => {
    const { member, client } = await signedInMember(test);
    await updateMember(test.ctx.db, member.id, { profilePictureUrl: `/uploads/avatars/${member.id}-0123abcd.png` });
    const expected = `${PUBLIC_URL}/uploads/avatars/${member.id}-0123abcd.png`;
    expect((await client.get('/auth/session/')).json().user.profile_picture_url).toBe(expected);
    expect((await client.get('/members/profile/')).json().profile_picture_url).toBe(expected);
    expect((await client.get(`/directory/${member.id}/`)).json().profile_picture_url).toBe(expected);
    const search = (await client.get(`/directory/search/?q=${member.username}`)).json();
    expect(search.results.map((found: { profile_picture_url: string }) => found.profile_picture_url)).toEqual([expected]);

    await updateMember(test.ctx.db, member.id, { profilePictureUrl: 'https://cdn.example.org/me.png' });
    expect((await client.get('/members/profile/')).json().profile_picture_url).toBe('https://cdn.example.org/me.png');
    await updateMember(test.ctx.db, member.id, { profilePictureUrl: '' });
    expect((await client.get('/members/profile/')).json().profile_picture_url).toBe('');
  });
});
