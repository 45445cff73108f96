import { eq } from 'drizzle-orm';
import { commandAudit } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { findMemberById, insertMember } from '../src/modules/members/repository';
import { createTestApp, signedInMember, TestClient, appForThisFile } from './helpers/test-app';

// Booting PGlite and hashing passwords (deliberately slow) take seconds on a loaded machine.
jest.setTimeout(60_000);

const test = appForThisFile();
let admin: { member: MemberRow; client: TestClient };

beforeAll(async () => {
  admin = await signedInMember(test, { isAdmin: true });
});

let counter = 0;

function waitingMember(): Promise<MemberRow> {
  counter += 1;
  return insertMember(test.ctx.db, {
    username: `waiting${counter}`,
    email: `waiting${counter}@example.edu`,
    password: 'a long enough password',
    discordUsername: `waiting.chat${counter}`,
  });
}

describe('GET /members/unverified/', () => {
  it('lists the members waiting for verification, newest first, and no verified ones', async () => {
    const older = await waitingMember();
    const newer = await waitingMember();
    const response = await admin.client.get('/members/unverified/');
    expect(response.statusCode).toBe(200);
    const usernames = (response.json() as Array<{ username: string; groups: unknown[] }>).map((member) => member.username);
    expect(usernames.indexOf(newer.username)).toBeLessThan(usernames.indexOf(older.username));
    expect(usernames).not.toContain(admin.member.username);
  });

  it('is for admins only', async () => {
    const { client } = await signedInMember(test);
    expect((await client.get('/members/unverified/')).statusCode).toBe(403);
    expect((await new TestClient(test.app).get('/members/unverified/')).statusCode).toBe(401);
  });
});

describe('POST /members/{id}/verify/', () => {
  it('verifies the member, answers with them, and audits it as verify_member by that admin', async () => {
    const member = await waitingMember();
    const response = await admin.client.post(`/members/${member.id}/verify/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: member.id, username: member.username, groups: [{ name: 'is_verified' }] });
    expect((await findMemberById(test.ctx.db, member.id))?.isVerified).toBe(true);

    const audit = await test.ctx.db.select().from(commandAudit).where(eq(commandAudit.memberId, admin.member.id));
    expect(audit).toContainEqual(expect.objectContaining({ command: 'verify_member', source: 'admin-ui', success: true, args: { args: [member.username], kwargs: {} } }));
    const listed = (await admin.client.get('/members/unverified/')).json() as Array<{ id: number }>;
    expect(listed.map((row) => row.id)).not.toContain(member.id);
  });

  it('answers 200 for a member verified already', async () => {
    const member = await waitingMember();
    await admin.client.post(`/members/${member.id}/verify/`);
    const again = await admin.client.post(`/members/${member.id}/verify/`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ groups: [{ name: 'is_verified' }] });
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the unknown member id %s', async (id) => {
    expect((await admin.client.post(`/members/${id}/verify/`)).statusCode).toBe(404);
  });

  it('refuses members who are not admins, and requests without the CSRF token', async () => {
    const member = await waitingMember();
    const { client } = await signedInMember(test);
    expect((await client.post(`/members/${member.id}/verify/`)).statusCode).toBe(403);
    expect((await admin.client.request({ method: 'POST', url: `/members/${member.id}/verify/`, csrf: false })).statusCode).toBe(403);
    expect((await findMemberById(test.ctx.db, member.id))?.isVerified).toBe(false);
  });
});

describe('GET /config/', () => {
  it('tells anyone whether a chat-server bot verifies members', async () => {
    const response = await new TestClient(test.app).get('/config/');
    expect(response.statusCode).toBe(200);
    // The test app has a bot API key, so a bot can call the verification route.
    expect(response.json()).toEqual({ discord_bot_enabled: true });
  });

  it('says no bot when neither a bot token nor a bot API key is configured', async () => {
    const bare = await createTestApp({ config: { bot: { token: undefined, guildId: undefined, apiKey: undefined } } });
    try {
      expect((await new TestClient(bare.app).get('/config/')).json()).toEqual({ discord_bot_enabled: false });
    } finally {
      await bare.close();
    }
  });
});
