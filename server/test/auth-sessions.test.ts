import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { members, sessions } from '../src/db/schema';
import { createPasswordResetLink } from '../src/modules/auth/reset-tokens';
import { SESSION_TOUCH_MS } from '../src/modules/auth/session-store';
import { insertMember } from '../src/modules/members/repository';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Booting PGlite and hashing passwords (deliberately slow) take seconds on a loaded machine.
jest.setTimeout(60_000);

const test = appForThisFile();
afterEach(() => jest.restoreAllMocks());

/** The session id inside the signed cookie value `<id>.<signature>`. */
function sessionIdOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'sessionid');
  if (!cookie) throw new Error('no session cookie');
  const value = decodeURIComponent(cookie.value);
  return value.slice(0, value.lastIndexOf('.'));
}

let counter = 0;

/** A member signed in once, by a client of their own. */
async function signIn(): Promise<{ client: TestClient; memberId: number; sessionId: string; cookie: string }> {
  counter += 1;
  const password = 'correct horse battery';
  const member = await insertMember(test.ctx.db, { username: `sessions${counter}`, email: `sessions${counter}@example.edu`, password, isVerified: true });
  const client = new TestClient(test.app);
  const login = await client.post('/auth/login/', { username: member.username, password });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((candidate) => candidate.name === 'sessionid')?.value ?? '';
  return { client, memberId: member.id, sessionId: sessionIdOf(login), cookie: `sessionid=${cookie}` };
}

const storedSessionsOf = (memberId: number) => test.ctx.db.select().from(sessions).where(eq(sessions.memberId, memberId));

it('stores the sha-256 of the session id, never the id the cookie carries', async () => {
  const { memberId, sessionId } = await signIn();
  const stored = await storedSessionsOf(memberId);
  expect(stored.map((row) => row.id)).toEqual([createHash('sha256').update(sessionId).digest('hex')]);
  const everyId = (await test.ctx.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
  expect(everyId).not.toContain(sessionId);
  expect(everyId.some((id) => id.includes(sessionId))).toBe(false);
});

it('writes nothing for signed-in reads: same row, no new cookie', async () => {
  const { client, memberId } = await signIn();
  expect((await client.get('/auth/session/')).statusCode).toBe(200);
  const [before] = await storedSessionsOf(memberId);
  const read = await client.get('/directory/recommended/');
  expect(read.statusCode).toBe(200);
  expect(read.cookies.find((cookie) => cookie.name === 'sessionid')).toBeUndefined();
  expect(await storedSessionsOf(memberId)).toEqual([before]);
});

it(`pushes the expiry back (table and cookie) on the first request ${SESSION_TOUCH_MS / 60_000} minutes after the last push`, async () => {
  const { client, memberId } = await signIn();
  await client.get('/auth/session/');
  const [before] = await storedSessionsOf(memberId);
  const later = Date.now() + SESSION_TOUCH_MS + 1_000;
  jest.spyOn(Date, 'now').mockReturnValue(later);
  const read = await client.get('/auth/session/');
  expect(read.statusCode).toBe(200);
  expect(read.cookies.find((cookie) => cookie.name === 'sessionid')).toBeDefined();
  const [after] = await storedSessionsOf(memberId);
  expect(after.expiresAt.getTime()).toBeGreaterThanOrEqual(before.expiresAt.getTime() + SESSION_TOUCH_MS);
});

it('refuses a copied cookie at once after sign-out, although the session had just been read', async () => {
  const { client, cookie } = await signIn();
  const replay = () => test.app.inject({ method: 'GET', url: '/auth/session/', headers: { cookie } });
  expect((await replay()).statusCode).toBe(200);
  expect((await replay()).statusCode).toBe(200);
  expect((await client.post('/auth/logout/')).statusCode).toBe(200);
  expect((await replay()).json()).toEqual({ isAuthenticated: false });
});

it('refuses every copied cookie of a member at once after a password reset', async () => {
  const { memberId, cookie } = await signIn();
  const replay = () => test.app.inject({ method: 'GET', url: '/auth/session/', headers: { cookie } });
  expect((await replay()).statusCode).toBe(200);
  const link = await createPasswordResetLink(test.ctx, memberId);
  const [, uid, token] = /#\/password-reset-confirm\/([^/\s]+)\/([^/\s]+)$/.exec(link) ?? [];
  expect((await new TestClient(test.app).post(`/auth/password-reset-confirm/${uid}/${token}/`, { new_password: 'a brand new password' })).statusCode).toBe(200);
  expect((await replay()).json()).toEqual({ isAuthenticated: false });
});

it('applies a change to the member (admin rights taken away, profile edited) on the very next request', async () => {
  const { member, client } = await signedInMember(test, { isAdmin: true });
  expect((await client.get('/admin/command/')).statusCode).toBe(200);
  await test.ctx.db.update(members).set({ isAdmin: false, firstName: 'Renamed' }).where(eq(members.id, member.id));
  expect((await client.get('/admin/command/')).statusCode).toBe(403);
  expect((await client.get('/auth/session/')).json().user).toMatchObject({ first_name: 'Renamed', groups: [{ name: 'is_verified' }] });
});
