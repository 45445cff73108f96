import { eq } from 'drizzle-orm';
import { members, sessions } from '../src/db/schema';
import { insertMember } from '../src/modules/members/repository';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Booting PGlite and hashing passwords (deliberately slow) take seconds on a loaded machine.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T18:00:00.000Z');
const LOGIN_MAX = 3;
const test = appForThisFile({ clock, config: { rateLimit: { loginMax: LOGIN_MAX, loginIpMax: 1000, resetMax: 100, registerMax: 1000, windowMinutes: 15 } } });

const PASSWORD = 'a long enough password';
let counter = 0;

/** A member who exists in the database but is not signed in anywhere. */
async function existingMember(overrides: { isVerified?: boolean } = {}) {
  counter += 1;
  return insertMember(test.ctx.db, {
    username: `Alice${counter}`,
    email: `alice${counter}@example.edu`,
    password: PASSWORD,
    firstName: 'Alice',
    lastName: 'Liddell',
    discordUsername: `alice_discord${counter}`,
    isVerified: overrides.isVerified ?? true,
  });
}

function sessionCookie(response: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'sessionid')?.value;
}

describe('GET /auth/csrf/', () => {
  it('returns the token in the X-CSRFToken header and the body, and sets the csrftoken cookie', async () => {
    const response = await new TestClient(test.app).get('/auth/csrf/');
    expect(response.statusCode).toBe(200);
    const token = response.headers['x-csrftoken'];
    expect(typeof token).toBe('string');
    expect(response.json()).toEqual({ csrfToken: token });
    expect(response.cookies.map((cookie) => cookie.name)).toContain('csrftoken');
  });

  it('is served without the trailing slash too', async () => {
    expect((await new TestClient(test.app).get('/auth/csrf')).statusCode).toBe(200);
  });
});

describe('CSRF protection', () => {
  it('refuses a mutation without a token with 403', async () => {
    const { client } = await signedInMember(test);
    const response = await client.request({ method: 'POST', url: '/auth/logout/', csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
  });

  it('refuses a mutation with a wrong token with 403, and the session survives', async () => {
    const { client } = await signedInMember(test);
    const response = await client.request({ method: 'POST', url: '/auth/logout/', csrf: false, headers: { 'x-csrftoken': 'not-the-token' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF token missing or incorrect.' });
    expect((await client.get('/auth/session/')).statusCode).toBe(200);
  });

  it('applies to public mutations such as login', async () => {
    const member = await existingMember();
    const response = await new TestClient(test.app).request({ method: 'POST', url: '/auth/login/', payload: { username: member.username, password: PASSWORD }, csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /auth/session/', () => {
  it('answers 200 {isAuthenticated: false} when signed out, so a signed-out page load logs no error', async () => {
    const response = await new TestClient(test.app).get('/auth/session/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isAuthenticated: false });
  });

  it('returns the signed-in member, private links included', async () => {
    const { client, member } = await signedInMember(test);
    const response = await client.get('/auth/session');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isAuthenticated).toBe(true);
    expect(body.user).toMatchObject({ id: member.id, username: member.username, email: member.email, groups: [{ name: 'is_verified' }] });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');
  });
});

describe('POST /auth/login/', () => {
  it('answers 400 with field errors when fields are missing', async () => {
    const response = await new TestClient(test.app).post('/auth/login/', { username: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
  });

  it('answers 401 "Invalid credentials." for a wrong password and for an unknown username', async () => {
    const member = await existingMember();
    const wrongPassword = await new TestClient(test.app).post('/auth/login/', { username: member.username, password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: 'Invalid credentials.' });
    const unknown = await new TestClient(test.app).post('/auth/login/', { username: 'nobody-at-all', password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Invalid credentials.' });
  });

  it('signs in with the username in any case and returns the member', async () => {
    const member = await existingMember();
    const client = new TestClient(test.app);
    const response = await client.post('/auth/login/', { username: member.username.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, username: member.username });
    expect((await client.get('/auth/session/')).json().user.id).toBe(member.id);
  });

  it('lets an unverified member sign in', async () => {
    const member = await existingMember({ isVerified: false });
    const response = await new TestClient(test.app).post('/auth/login/', { username: member.username, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([]);
  });

  it('rotates the session id at sign-in and ends the previous session', async () => {
    const first = await existingMember();
    const second = await existingMember();
    const client = new TestClient(test.app);
    const firstLogin = await client.post('/auth/login/', { username: first.username, password: PASSWORD });
    const firstCookie = sessionCookie(firstLogin);
    expect(firstCookie).toBeDefined();

    const secondLogin = await client.post('/auth/login/', { username: second.username, password: PASSWORD });
    const secondCookie = sessionCookie(secondLogin);
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);
    expect((await client.get('/auth/session/')).json().user.id).toBe(second.id);
    const firstSessions = await test.ctx.db.select().from(sessions).where(eq(sessions.memberId, first.id));
    expect(firstSessions).toHaveLength(0);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const member = await existingMember();
    const response = await new TestClient(test.app).post('/auth/login/', { username: member.username, password: PASSWORD });
    const cookie = response.cookies.find((candidate) => candidate.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  describe('rate limiting', () => {
    it(`answers 429 after ${LOGIN_MAX} failures for one IP and username, even with the right password`, async () => {
      const member = await existingMember();
      const client = new TestClient(test.app);
      for (let attempt = 0; attempt < LOGIN_MAX; attempt += 1) {
        expect((await client.post('/auth/login/', { username: member.username, password: 'wrong guess' })).statusCode).toBe(401);
      }
      const limited = await client.post('/auth/login/', { username: member.username, password: PASSWORD });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: expect.any(String) });
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('counts per username and per client address', async () => {
      const member = await existingMember();
      const other = await existingMember();
      const client = new TestClient(test.app);
      for (let attempt = 0; attempt < LOGIN_MAX; attempt += 1) await client.post('/auth/login/', { username: member.username, password: 'wrong guess' });
      expect((await client.post('/auth/login/', { username: other.username, password: PASSWORD })).statusCode).toBe(200);
      const elsewhere = await client.request({ method: 'POST', url: '/auth/login/', payload: { username: member.username, password: PASSWORD }, remoteAddress: '203.0.113.9' });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('lets the member try again once the window has passed', async () => {
      const member = await existingMember();
      const client = new TestClient(test.app);
      for (let attempt = 0; attempt < LOGIN_MAX; attempt += 1) await client.post('/auth/login/', { username: member.username, password: 'wrong guess' });
      expect((await client.post('/auth/login/', { username: member.username, password: PASSWORD })).statusCode).toBe(429);
      clock.advance(15 * 60_000);
      expect((await client.post('/auth/login/', { username: member.username, password: PASSWORD })).statusCode).toBe(200);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const member = await existingMember();
      const client = new TestClient(test.app);
      for (let attempt = 0; attempt < LOGIN_MAX - 1; attempt += 1) await client.post('/auth/login/', { username: member.username, password: 'wrong guess' });
      expect((await client.post('/auth/login/', { username: member.username, password: PASSWORD })).statusCode).toBe(200);
      for (let attempt = 0; attempt < LOGIN_MAX - 1; attempt += 1) await client.post('/auth/login/', { username: member.username, password: 'wrong guess' });
      expect((await client.post('/auth/login/', { username: member.username, password: PASSWORD })).statusCode).toBe(200);
    });
  });
});

describe('POST /auth/logout/', () => {
  it('ends the session: the session call says signed out afterwards and the stored session is gone', async () => {
    const { client, member } = await signedInMember(test);
    const response = await client.post('/auth/logout/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect((await client.get('/auth/session/')).json()).toEqual({ isAuthenticated: false });
    expect(await test.ctx.db.select().from(sessions).where(eq(sessions.memberId, member.id))).toHaveLength(0);
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(test.app).post('/auth/logout/')).statusCode).toBe(401);
  });

  it('does not accept the old session cookie again', async () => {
    const member = await existingMember();
    const client = new TestClient(test.app);
    const login = await client.post('/auth/login/', { username: member.username, password: PASSWORD });
    const cookie = `sessionid=${sessionCookie(login)}`;
    const replay = () => test.app.inject({ method: 'GET', url: '/auth/session/', headers: { cookie } });
    expect((await replay()).statusCode).toBe(200);
    expect((await client.post('/auth/logout/')).statusCode).toBe(200);
    expect((await replay()).json()).toEqual({ isAuthenticated: false });
  });
});

describe('POST /auth/register/', () => {
  const valid = () => {
    counter += 1;
    return {
      first_name: 'Grace',
      last_name: 'Hopper',
      username: `grace${counter}`,
      email: `grace${counter}@example.edu`,
      password: 'compilers are fun',
      discord_username: `grace.hopper${counter}`,
    };
  };

  it('creates an unverified member, answers 201 with id and username, and does not sign in', async () => {
    const client = new TestClient(test.app);
    const payload = valid();
    const response = await client.post('/auth/register/', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ detail: expect.any(String), id: expect.any(Number), username: payload.username });
    expect((await client.get('/auth/session/')).json()).toEqual({ isAuthenticated: false });

    const login = await client.post('/auth/login/', { username: payload.username, password: payload.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', discord_username: payload.discord_username, groups: [] });
    // At scrypt's full cost (fixture members in these tests are hashed at a lower one to save time).
    const [stored] = await test.ctx.db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, body.id));
    expect(stored.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('answers 400 with an error for every missing field', async () => {
    const response = await new TestClient(test.app).post('/auth/register/', {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['discord_username', 'email', 'first_name', 'last_name', 'password', 'username']);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['username', { username: 'has spaces' }],
    ['username', { username: 'x'.repeat(151) }],
    ['discord_username', { discord_username: 'no spaces allowed' }],
    ['password', { password: 'short' }],
    ['password', { password: '1234567890' }],
    ['first_name', { first_name: 42 }],
  ])('answers 400 naming %s for %j', async (field, change) => {
    const response = await new TestClient(test.app).post('/auth/register/', { ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('refuses a password equal to the username', async () => {
    const response = await new TestClient(test.app).post('/auth/register/', { ...valid(), username: 'ada.lovelace', password: 'ADA.LOVELACE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toEqual(['The password is too similar to the username.']);
  });

  it.each(['username', 'email', 'discord_username'] as const)('answers 409 when the %s is taken, ignoring case', async (field) => {
    const client = new TestClient(test.app);
    const first = valid();
    expect((await client.post('/auth/register/', first)).statusCode).toBe(201);
    const second = { ...valid(), [field]: first[field].toUpperCase() };
    const response = await client.post('/auth/register/', second);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('lets exactly one of two simultaneous registrations for the same username through', async () => {
    const first = valid();
    const second = { ...valid(), username: first.username };
    const [a, b] = await Promise.all([new TestClient(test.app).post('/auth/register/', first), new TestClient(test.app).post('/auth/register/', second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('access for unverified members', () => {
  it('allows the session, profile and logout calls', async () => {
    const { client } = await signedInMember(test, { isVerified: false });
    expect((await client.get('/auth/session/')).statusCode).toBe(200);
    expect((await client.get('/members/profile/')).statusCode).toBe(200);
    expect((await client.post('/auth/logout/')).statusCode).toBe(200);
  });

  it('answers 403 "Your account is not verified." on a verified-only route', async () => {
    const { client } = await signedInMember(test, { isVerified: false });
    const response = await client.get('/interview/all/details');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Your account is not verified.' });
  });
});
