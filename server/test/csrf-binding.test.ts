import type { LightMyRequestResponse } from 'fastify';
import { sessions } from '../src/db/schema';
import { insertMember } from '../src/modules/members/repository';
import { appForThisFile } from './helpers/test-app';

// Issue 8 item 3: a CSRF token only works with the session it was issued for.
const test = appForThisFile();
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  for (const name of ['victim', 'attacker']) await insertMember(test.ctx.db, { username: name, email: `${name}@example.edu`, password: PASSWORD, isVerified: true });
});

type Jar = Record<string, string>;

const cookieHeader = (jar: Jar) => Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; ');

function keepCookies(jar: Jar, response: LightMyRequestResponse): void {
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
}

async function fetchToken(jar: Jar): Promise<string> {
  const response = await test.app.inject({ method: 'GET', url: '/auth/csrf/', headers: { cookie: cookieHeader(jar) } });
  keepCookies(jar, response);
  return response.headers['x-csrftoken'] as string;
}

async function post(jar: Jar, url: string, token: string, payload?: object): Promise<LightMyRequestResponse> {
  const response = await test.app.inject({ method: 'POST', url, payload, headers: { cookie: cookieHeader(jar), 'x-csrftoken': token } });
  keepCookies(jar, response);
  return response;
}

/** A browser that fetched a token, signed in, and fetched the token for its new session (as the SPA does). */
async function signedInBrowser(username: string): Promise<{ jar: Jar; token: string }> {
  const jar: Jar = {};
  const login = await post(jar, '/auth/login/', await fetchToken(jar), { username, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return { jar, token: await fetchToken(jar) };
}

const saveBio = (jar: Jar, token: string) =>
  test.app.inject({ method: 'PUT', url: '/members/profile/', payload: { bio: 'changed by whoever holds this token' }, headers: { cookie: cookieHeader(jar), 'x-csrftoken': token } });

describe('CSRF tokens bound to the session', () => {
  it('works for the session it was issued to', async () => {
    const victim = await signedInBrowser('victim');
    expect((await saveBio(victim.jar, victim.token)).statusCode).toBe(200);
  });

  it("refuses another client's csrftoken cookie and token sent with the victim's session cookie", async () => {
    const victim = await signedInBrowser('victim');
    const attacker = await signedInBrowser('attacker');
    const anonymous: Jar = {};
    const anonymousToken = await fetchToken(anonymous);

    const withAttackerPair = await saveBio({ sessionid: victim.jar.sessionid, csrftoken: attacker.jar.csrftoken }, attacker.token);
    expect(withAttackerPair.statusCode).toBe(403);
    expect(withAttackerPair.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
    expect((await saveBio({ sessionid: victim.jar.sessionid, csrftoken: anonymous.csrftoken }, anonymousToken)).statusCode).toBe(403);
  });

  it('stops accepting a token fetched before sign-in once signed in, and the one fetched after works', async () => {
    const jar: Jar = {};
    const beforeLogin = await fetchToken(jar);
    expect((await post(jar, '/auth/login/', beforeLogin, { username: 'victim', password: PASSWORD })).statusCode).toBe(200);
    expect((await saveBio(jar, beforeLogin)).statusCode).toBe(403);
    expect((await saveBio(jar, await fetchToken(jar))).statusCode).toBe(200);
  });

  it('stops accepting the signed-in token after sign-out', async () => {
    const { jar, token } = await signedInBrowser('victim');
    expect((await post(jar, '/auth/logout/', token)).statusCode).toBe(200);
    delete jar.sessionid;
    const login = await post(jar, '/auth/login/', token, { username: 'victim', password: PASSWORD });
    expect(login.statusCode).toBe(403);
  });

  it('creates no session row for anonymous visitors who fetch tokens', async () => {
    const before = (await test.ctx.db.select().from(sessions)).length;
    for (let visitor = 0; visitor < 3; visitor += 1) await fetchToken({});
    expect((await test.ctx.db.select().from(sessions)).length).toBe(before);
  });
});
