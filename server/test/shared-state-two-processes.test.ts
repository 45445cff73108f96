import { gifHeader } from './helpers/image-headers';
import { uploadPicture } from './helpers/picture-upload';
import { createTestApp, fixedClock, signedInMember, TestClient, type TestApp } from './helpers/test-app';

// Issue 21 item 1: nothing a process keeps to itself. Two server processes behind a load balancer share
// one PostgreSQL database and one PUBLIC_URL; whichever process answers, a client sees the same thing.
jest.setTimeout(60_000);

const PUBLIC_URL = 'https://mockprep.example';
const LOGIN_LIMIT = 10;
const clock = fixedClock('2026-03-04T18:00:00.000Z');
const config = { publicUrl: PUBLIC_URL, rateLimit: { loginMax: LOGIN_LIMIT, loginIpMax: 100, resetMax: 5, registerMax: 20, windowMinutes: 15 } };
let processA: TestApp;
let processB: TestApp;

/**
 * The embedded database belongs to one process, so there "process B" is process A itself: the test then
 * checks the same behaviour within one process. On PostgreSQL it is a second app on the same database.
 */
beforeAll(async () => {
  processA = await createTestApp({ clock, config });
  processB = processA.databaseUrl === 'memory://' ? processA : await createTestApp({ clock, config, sameDatabaseAs: processA });
});
// B first: closing A drops the test database under any connection B still holds.
afterAll(async () => {
  if (processB !== processA) await processB.close();
  await processA.close();
});

const signIn = (app: TestApp, username: string, password: string) =>
  new TestClient(app.app).request({ method: 'POST', url: '/auth/login/', payload: { username, password }, remoteAddress: '203.0.113.77' });

const getFrom = (app: TestApp, absoluteUrl: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: absoluteUrl.slice(PUBLIC_URL.length), headers });

describe('two server processes on one database', () => {
  it(`refuse the ${LOGIN_LIMIT + 1}th sign-in after ${LOGIN_LIMIT} failures alternating between them, not after ${2 * LOGIN_LIMIT}`, async () => {
    const { member, password } = await signedInMember(processA);
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      const failed = await signIn(attempt % 2 === 0 ? processA : processB, member.username, 'wrong guess');
      expect(failed.statusCode).toBe(401);
    }
    for (const app of [processA, processB]) {
      const refused = await signIn(app, member.username, password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('serve a picture uploaded through the other one, with the same URL and the same headers, and forget it alike once replaced', async () => {
    const { member, client } = await signedInMember(processA);
    const picture = gifHeader(16, 16);
    const uploaded = await uploadPicture(client, picture, 'me.gif', 'image/gif');
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json() as { url: string };

    const viaB = (await processB.app.inject({ method: 'GET', url: `/directory/${member.id}/`, headers: { cookie: client.cookieHeader } })).json();
    expect(viaB.profile_picture_url).toBe(url);
    const [servedByA, servedByB] = [await getFrom(processA, url), await getFrom(processB, url)];
    expect(servedByB.statusCode).toBe(200);
    expect(servedByB.rawPayload.equals(picture)).toBe(true);
    const cacheHeaders = ['content-type', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'cross-origin-resource-policy'] as const;
    for (const header of cacheHeaders) expect([header, servedByB.headers[header]]).toEqual([header, servedByA.headers[header]]);
    // A browser that got it from A revalidates with B.
    expect((await getFrom(processB, url, { 'if-none-match': servedByA.headers.etag as string })).statusCode).toBe(304);

    const replacement = await uploadPicture(client, gifHeader(8, 8), 'new.gif', 'image/gif');
    expect(replacement.statusCode).toBe(200);
    expect((await getFrom(processB, url)).statusCode).toBe(404);
    expect((await getFrom(processB, replacement.json().url as string)).statusCode).toBe(200);
  });

  it('share sessions: a member signed in through one is signed in on the other', async () => {
    const { member, client } = await signedInMember(processA);
    const session = await processB.app.inject({ method: 'GET', url: '/auth/session/', headers: { cookie: client.cookieHeader } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.username).toBe(member.username);
  });
});
