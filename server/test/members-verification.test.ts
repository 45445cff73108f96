import { insertMember, updateMember } from '../src/modules/members/repository';
import type { MemberRow } from '../src/modules/members/dto';
import { verifyDiscordMember } from '../src/modules/members/verification';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Booting PGlite and hashing passwords (deliberately slow) take seconds on a loaded machine.
jest.setTimeout(60_000);

const test = appForThisFile();

let counter = 0;

async function unverifiedMember(): Promise<MemberRow> {
  counter += 1;
  return insertMember(test.ctx.db, {
    username: `Newcomer${counter}`,
    email: `newcomer${counter}@example.edu`,
    password: 'a long enough password',
    discordUsername: `newcomer.chat${counter}`,
  });
}

const botPut = (payload: unknown, key: string | null = 'test-bot-key') =>
  test.app.inject({
    method: 'PUT',
    url: '/members/verify-discord/',
    payload: payload as Record<string, unknown>,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });

describe('GET /members/profile/', () => {
  it('answers 401 when signed out', async () => {
    expect((await new TestClient(test.app).get('/members/profile/')).statusCode).toBe(401);
  });

  it('returns the member themself, unverified or not, private links included', async () => {
    const { member, client } = await signedInMember(test, { isVerified: false });
    await updateMember(test.ctx.db, member.id, { linkedin: { username: 'hidden-me', isPrivate: true } });
    const response = await client.get('/members/profile/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, username: member.username, groups: [], linkedin: { username: 'hidden-me', isPrivate: true } });
  });
});

describe('POST /members/update-discord-username', () => {
  it('changes the Discord username of an unverified member', async () => {
    const { client } = await signedInMember(test, { isVerified: false });
    const response = await client.post('/members/update-discord-username', { new_discord_username: '  fixed.name_1 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, discord_username: 'fixed.name_1' });
    expect((await client.get('/members/profile/')).json().discord_username).toBe('fixed.name_1');
  });

  it('is served with a trailing slash too', async () => {
    const { client } = await signedInMember(test, { isVerified: false });
    expect((await client.post('/members/update-discord-username/', { new_discord_username: 'with_slash' })).statusCode).toBe(200);
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['invalid', 'has spaces!'],
  ])('answers 400 when the name is %s', async (_case, value) => {
    const { client } = await signedInMember(test, { isVerified: false });
    const response = await client.post('/members/update-discord-username', { new_discord_username: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('new_discord_username');
  });

  it('answers 409 when another member has that Discord username, ignoring case', async () => {
    const other = await unverifiedMember();
    const { client } = await signedInMember(test, { isVerified: false });
    const response = await client.post('/members/update-discord-username', { new_discord_username: other.discordUsername.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 403 once the member is verified', async () => {
    const { client } = await signedInMember(test, { isVerified: true });
    const response = await client.post('/members/update-discord-username', { new_discord_username: 'too_late' });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(test.app).post('/members/update-discord-username', { new_discord_username: 'anyone' })).statusCode).toBe(401);
  });
});

describe('PUT /members/verify-discord/ (bot)', () => {
  it('answers 401 without the bot key or with a wrong one', async () => {
    const member = await unverifiedMember();
    const payload = { username: member.username, discord_username: member.discordUsername, discord_id: '123' };
    expect((await botPut(payload, null)).statusCode).toBe(401);
    expect((await botPut(payload, 'wrong-key')).statusCode).toBe(401);
  });

  it('verifies a matching account: stores the Discord id, adds is_verified and returns the member', async () => {
    const member = await unverifiedMember();
    const response = await botPut({ username: member.username.toLowerCase(), discord_username: member.discordUsername.toUpperCase(), discord_id: '1234567890123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, discord_id: '1234567890123456789', groups: [{ name: 'is_verified' }] });
  });

  it('lets the member\'s open session reach verified routes right away (what the SPA polls for)', async () => {
    const { member, client } = await signedInMember(test, { isVerified: false });
    expect((await client.get('/interview/all/details')).statusCode).toBe(403);
    await botPut({ username: member.username, discord_username: member.discordUsername, discord_id: '555' });
    expect((await client.get('/members/profile/')).json().groups).toEqual([{ name: 'is_verified' }]);
    expect((await client.get('/interview/all/details')).statusCode).toBe(200);
  });

  it('answers 404 when no account has that username', async () => {
    const response = await botPut({ username: 'ghost', discord_username: 'ghost', discord_id: '1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 409 telling the member to fix the chat username when the names differ', async () => {
    const member = await unverifiedMember();
    const response = await botPut({ username: member.username, discord_username: 'someone_else', discord_id: '2' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/verification screen/);
  });

  it('answers 200 and changes nothing when the account is already verified', async () => {
    const member = await unverifiedMember();
    await botPut({ username: member.username, discord_username: member.discordUsername, discord_id: '777' });
    const again = await botPut({ username: member.username, discord_username: 'whoever', discord_id: '888' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ discord_id: '777', discord_username: member.discordUsername, groups: [{ name: 'is_verified' }] });
  });

  it('answers 400 when a field is missing', async () => {
    const response = await botPut({ username: 'someone' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['discord_id', 'discord_username']);
  });
});

describe('verifyDiscordMember', () => {
  it('reports each outcome', async () => {
    const member = await unverifiedMember();
    const input = { username: member.username, discordUsername: member.discordUsername, discordId: '900' };
    expect(await verifyDiscordMember(test.ctx.db, { ...input, username: 'nobody-here' })).toEqual({ status: 'no-account' });
    expect(await verifyDiscordMember(test.ctx.db, { ...input, discordUsername: 'not.them' })).toEqual({ status: 'name-mismatch' });
    expect(await verifyDiscordMember(test.ctx.db, input)).toMatchObject({ status: 'verified', member: { id: member.id, isVerified: true, discordId: '900' } });
    expect(await verifyDiscordMember(test.ctx.db, input)).toMatchObject({ status: 'already-verified', member: { id: member.id } });
  });

  it('refuses a Discord account that is already linked to another member', async () => {
    const first = await unverifiedMember();
    const second = await unverifiedMember();
    await verifyDiscordMember(test.ctx.db, { username: first.username, discordUsername: first.discordUsername, discordId: '4242' });
    const result = await verifyDiscordMember(test.ctx.db, { username: second.username, discordUsername: second.discordUsername, discordId: '4242' });
    expect(result).toEqual({ status: 'discord-id-taken' });
  });
});
