import { createPasswordResetLink } from '../src/modules/auth/reset-tokens';
import { findMemberByUsername, insertMember } from '../src/modules/members/repository';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Issue 8 item 9: common and trivially weak passwords are refused wherever a password is chosen.
const test = appForThisFile();

const TOO_GUESSABLE = /^This password is too easy to guess\. \S/;
let counter = 0;

function registration(password: string) {
  counter += 1;
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    username: `rear.admiral${counter}`,
    email: `grace${counter}@navy.example.edu`,
    password,
    discord_username: `grace.hopper${counter}`,
  };
}

describe('registration', () => {
  it.each(['password', 'aaaaaaaa', 'qwertyuiop', 'zaq12wsx', 'iloveyou123', 'Password1'])('refuses %j with the reason in errors.password', async (password) => {
    const response = await new TestClient(test.app).post('/auth/register/', registration(password));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: [expect.stringMatching(TOO_GUESSABLE)] });
    expect(await findMemberByUsername(test.ctx.db, `rear.admiral${counter}`)).toBeUndefined();
  });

  it('refuses a password made of the username, and of the email', async () => {
    const byUsername = registration('');
    byUsername.password = `${byUsername.username}!`;
    expect((await new TestClient(test.app).post('/auth/register/', byUsername)).json().errors.password).toEqual([expect.stringMatching(TOO_GUESSABLE)]);
    const byEmail = registration('');
    byEmail.password = byEmail.email;
    expect((await new TestClient(test.app).post('/auth/register/', byEmail)).json().errors.password).toEqual([expect.stringMatching(TOO_GUESSABLE)]);
  });

  it('accepts a password that is long and unpredictable enough', async () => {
    const response = await new TestClient(test.app).post('/auth/register/', registration('compilers are fun'));
    expect(response.statusCode).toBe(201);
  });
});

describe('password reset confirm', () => {
  it('refuses a common password in errors.new_password and keeps the old one', async () => {
    const member = await insertMember(test.ctx.db, { username: 'forgetful', email: 'forgetful@example.edu', password: 'the old password', isVerified: true });
    const link = await createPasswordResetLink(test.ctx, member.id);
    const [, uid, token] = /#\/password-reset-confirm\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
    const response = await new TestClient(test.app).post(`/auth/password-reset-confirm/${uid}/${token}/`, { new_password: 'password1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ new_password: [expect.stringMatching(TOO_GUESSABLE)] });
    expect((await new TestClient(test.app).login('forgetful', 'the old password')).statusCode).toBe(200);
  });
});

describe('create_admin', () => {
  it('refuses a keyboard pattern and creates nobody', async () => {
    const { client } = await signedInMember(test, { isAdmin: true });
    const answer = (await client.post('/admin/command/', { command: 'create_admin', args: ['chief', 'chief@example.edu'], kwargs: { password: 'qwerty123' } })).json();
    expect(answer).toMatchObject({ success: false, error: expect.stringMatching(TOO_GUESSABLE) });
    expect(await findMemberByUsername(test.ctx.db, 'chief')).toBeUndefined();
  });
});
