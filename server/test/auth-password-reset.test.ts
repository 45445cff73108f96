import { createPasswordResetLink } from '../src/modules/auth/reset-tokens';
import { insertMember } from '../src/modules/members/repository';
import type { MemberRow } from '../src/modules/members/dto';
import { fixedClock, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Booting PGlite and hashing passwords (deliberately slow) take seconds on a loaded machine.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T18:00:00.000Z');
const RESET_MAX = 3;
const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';
const REQUESTED = { detail: 'If an account exists for that email, a reset link has been sent.' };
const INVALID_LINK = { detail: 'Invalid or expired reset link.' };
const test = appForThisFile({ clock, config: { publicUrl: 'https://mockprep.example', rateLimit: { loginMax: 100, loginIpMax: 1000, resetMax: RESET_MAX, registerMax: 1000, windowMinutes: 15 } } });

let counter = 0;
let addressCounter = 0;

async function newMember(): Promise<MemberRow> {
  counter += 1;
  return insertMember(test.ctx.db, { username: `resetter${counter}`, email: `Resetter${counter}@Example.edu`, password: OLD_PASSWORD, isVerified: true });
}

/** A client at its own address, so the per-address reset limit of one test does not spill into another. */
function clientAtFreshAddress(): { client: TestClient; requestReset: (email: unknown) => ReturnType<TestClient['request']> } {
  addressCounter += 1;
  const client = new TestClient(test.app);
  const remoteAddress = `198.51.100.${addressCounter}`;
  return { client, requestReset: (email) => client.request({ method: 'POST', url: '/auth/password-reset/', payload: { email }, remoteAddress }) };
}

function linkParts(link: string): { uid: string; token: string } {
  const match = /#\/password-reset-confirm\/([^/\s]+)\/([^/\s]+)$/.exec(link);
  if (!match) throw new Error(`not a reset link: ${link}`);
  return { uid: match[1], token: match[2] };
}

const confirm = (link: string, body: unknown) => {
  const { uid, token } = linkParts(link);
  return new TestClient(test.app).post(`/auth/password-reset-confirm/${uid}/${token}/`, body);
};

const login = (username: string, password: string) => new TestClient(test.app).post('/auth/login/', { username, password });

describe('POST /auth/password-reset/', () => {
  it('answers the same 200 for an unknown email and sends nothing', async () => {
    const before = test.sentMail.length;
    const response = await clientAtFreshAddress().requestReset('nobody@example.edu');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);
    await test.app.background.settled();
    expect(test.sentMail).toHaveLength(before);
  });

  it('emails a link to the SPA reset screen when the account exists, whatever the email case', async () => {
    const member = await newMember();
    const response = await clientAtFreshAddress().requestReset(member.email.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(REQUESTED);
    await test.app.background.settled();
    const mail = test.sentMail.at(-1);
    expect(mail?.to).toBe(member.email);
    const link = /https:\/\/mockprep\.example\/#\/password-reset-confirm\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { uid } = linkParts(link as string);
    expect(Buffer.from(uid, 'base64url').toString()).toBe(String(member.id));
  });

  it('answers before the mail is sent: a mailer that never finishes does not hold the reply', async () => {
    const member = await newMember();
    const realMailer = test.ctx.mailer;
    let finishSending = () => {};
    const stuck = new Promise<void>((resolve) => (finishSending = resolve));
    const attempted: string[] = [];
    test.ctx.mailer = {
      send: (message) => {
        attempted.push(message.to);
        return stuck;
      },
    };
    try {
      const response = await clientAtFreshAddress().requestReset(member.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(REQUESTED);
      finishSending();
      await test.app.background.settled();
      expect(attempted).toEqual([member.email]);
    } finally {
      finishSending();
      await test.app.background.settled();
      test.ctx.mailer = realMailer;
    }
  });

  it('logs a failed mail and still answers 200', async () => {
    const member = await newMember();
    const realMailer = test.ctx.mailer;
    test.ctx.mailer = { send: () => Promise.reject(new Error('SMTP is down')) };
    const logged = jest.spyOn(test.ctx.logger, 'error');
    try {
      const response = await clientAtFreshAddress().requestReset(member.email);
      expect(response.statusCode).toBe(200);
      await test.app.background.settled();
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ message: 'SMTP is down' }) }), 'password reset mail failed');
    } finally {
      logged.mockRestore();
      test.ctx.mailer = realMailer;
    }
  });

  it('answers 400 when the email is missing', async () => {
    const response = await clientAtFreshAddress().requestReset(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(['This field is required.']);
  });

  it('answers 400 naming the email for a text that is not an email address, and mails nobody', async () => {
    const member = await newMember();
    const before = test.sentMail.length;
    const response = await clientAtFreshAddress().requestReset(member.username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Email: Enter a valid email address.', errors: { email: ['Enter a valid email address.'] } });
    await test.app.background.settled();
    expect(test.sentMail).toHaveLength(before);
  });

  it(`answers 429 after ${RESET_MAX} requests from one address, and other addresses are unaffected`, async () => {
    const { requestReset } = clientAtFreshAddress();
    for (let request = 0; request < RESET_MAX; request += 1) expect((await requestReset('someone@example.edu')).statusCode).toBe(200);
    const limited = await requestReset('someone@example.edu');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    expect((await clientAtFreshAddress().requestReset('someone@example.edu')).statusCode).toBe(200);
  });
});

describe('POST /auth/password-reset-confirm/{uid}/{token}/', () => {
  it('sets the new password: the old one stops working and the new one signs in', async () => {
    const member = await newMember();
    const link = await createPasswordResetLink(test.ctx, member.id);
    const response = await confirm(link, { new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password has been reset.' });
    expect((await login(member.username, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the session signed in with the new password, though the reset ended every earlier one', async () => {
    const member = await newMember();
    const link = await createPasswordResetLink(test.ctx, member.id);
    expect((await confirm(link, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    const browser = new TestClient(test.app);
    expect((await browser.login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await browser.get('/auth/session/')).statusCode).toBe(200);
  });

  it('ends every session of the member', async () => {
    const { member, client: laptop } = await signedInMember(test, { password: OLD_PASSWORD });
    const phone = new TestClient(test.app);
    await phone.login(member.username, OLD_PASSWORD);
    expect((await laptop.get('/auth/session/')).statusCode).toBe(200);

    const link = await createPasswordResetLink(test.ctx, member.id);
    expect((await confirm(link, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await laptop.get('/auth/session/')).json()).toEqual({ isAuthenticated: false });
    expect((await phone.get('/auth/session/')).json()).toEqual({ isAuthenticated: false });
  });

  it('works with the link from the email', async () => {
    const member = await newMember();
    await clientAtFreshAddress().requestReset(member.email);
    await test.app.background.settled();
    const link = /\S+#\/password-reset-confirm\/\S+/.exec(test.sentMail.at(-1)?.text ?? '')?.[0] as string;
    expect((await confirm(link, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('accepts a link only once', async () => {
    const member = await newMember();
    const link = await createPasswordResetLink(test.ctx, member.id);
    expect((await confirm(link, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await confirm(link, { new_password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends the member\'s other open links too once one is used', async () => {
    const member = await newMember();
    const first = await createPasswordResetLink(test.ctx, member.id);
    const second = await createPasswordResetLink(test.ctx, member.id);
    expect((await confirm(second, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await confirm(first, { new_password: 'yet another password' })).json()).toEqual(INVALID_LINK);
  });

  it('expires an hour after it was sent', async () => {
    const member = await newMember();
    const fresh = await createPasswordResetLink(test.ctx, member.id);
    const stale = await createPasswordResetLink(test.ctx, member.id);
    clock.advance(59 * 60_000);
    expect((await confirm(fresh, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await confirm(stale, { new_password: 'yet another password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID_LINK);
  });

  it('refuses an expired link even if it was never used', async () => {
    const member = await newMember();
    const link = await createPasswordResetLink(test.ctx, member.id);
    clock.advance(60 * 60_000 + 1);
    expect((await confirm(link, { new_password: NEW_PASSWORD })).json()).toEqual(INVALID_LINK);
    expect((await login(member.username, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a made-up token', (uid: string) => `/auth/password-reset-confirm/${uid}/not-a-real-token/`],
    ['a uid that is not base64 of an id', (_uid: string, token: string) => `/auth/password-reset-confirm/${Buffer.from('not-an-id').toString('base64url')}/${token}/`],
  ])('answers 400 for %s', async (_case, url) => {
    const member = await newMember();
    const { uid, token } = linkParts(await createPasswordResetLink(test.ctx, member.id));
    const response = await new TestClient(test.app).post(url(uid, token), { new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
  });

  it('refuses another member\'s uid with a valid token', async () => {
    const owner = await newMember();
    const other = await newMember();
    const { token } = linkParts(await createPasswordResetLink(test.ctx, owner.id));
    const otherUid = Buffer.from(String(other.id)).toString('base64url');
    const response = await new TestClient(test.app).post(`/auth/password-reset-confirm/${otherUid}/${token}/`, { new_password: NEW_PASSWORD });
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await login(other.username, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming new_password for a weak password, and the link still works afterwards', async () => {
    const member = await newMember();
    const link = await createPasswordResetLink(test.ctx, member.id);
    const weak = await confirm(link, { new_password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.new_password).toEqual(['This password is entirely numeric.']);
    const sameAsUsername = await confirm(link, { new_password: member.username });
    expect(sameAsUsername.json().errors.new_password).toContain('The password is too similar to the username.');
    expect((await confirm(link, { new_password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 400 naming new_password when it is missing', async () => {
    const member = await newMember();
    const response = await confirm(await createPasswordResetLink(test.ctx, member.id), {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ new_password: ['This field is required.'] });
  });
});
