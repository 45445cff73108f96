import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { insertMember } from '../src/modules/members/repository';
import type { MemberRow } from '../src/modules/members/dto';
import { signedInMember, TestClient, appForThisFile } from './helpers/test-app';

/**
 * Signed-in members and directory pages are answered from memory while nothing changed (issue 11): every
 * write must show on the very next request, whoever made it and however.
 */
const test = appForThisFile();
let root: { member: MemberRow; client: TestClient };

beforeAll(async () => {
  root = await signedInMember(test, { username: 'fresh_root', isAdmin: true });
}, 60_000);

type Page = { count: number; results: Array<{ id: number; first_name: string; bio: string }> };
async function search(client: TestClient, query: string): Promise<Page> {
  const response = await client.get(`/directory/search/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
}
const sessionUser = async (client: TestClient) => (await client.get('/auth/session/')).json().user as { first_name: string; bio: string; groups: Array<{ name: string }> };

describe('nothing is served stale after a write', () => {
  it('shows a profile edit on the very next request, in the session and in the directory', async () => {
    const alice = await signedInMember(test, { firstName: 'Alice', lastName: 'Stalecheck' });
    expect((await sessionUser(alice.client)).bio).toBe('');
    expect((await search(root.client, 'q=stalecheck')).results.map((member) => member.bio)).toEqual(['']);

    expect((await alice.client.put('/members/profile/', { bio: 'Edited just now' })).statusCode).toBe(200);

    expect((await sessionUser(alice.client)).bio).toBe('Edited just now');
    expect((await search(root.client, 'q=stalecheck')).results.map((member) => member.bio)).toEqual(['Edited just now']);
  });

  it('sends a compressed directory page that decodes to the same page, and to the edited one after an edit', async () => {
    const dora = await signedInMember(test, { firstName: 'Dora', lastName: 'Squeezed' });
    const compressed = async (encoding: string) => {
      const response = await root.client.request({ method: 'GET', url: '/directory/search/?page=1', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : 'br');
      const decode = encoding === 'gzip' ? zlib.gunzipSync : zlib.brotliDecompressSync;
      return JSON.parse(decode(response.rawPayload).toString('utf8')) as Page;
    };
    const plain = await search(root.client, 'page=1');
    expect(plain.results.length).toBeGreaterThan(1);
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip']) expect(await compressed(encoding)).toEqual(plain);
    expect((await compressed('br')).results.find((member) => member.id === dora.member.id)?.bio).toBe('');

    expect((await dora.client.put('/members/profile/', { bio: 'Compressed anew' })).statusCode).toBe(200);

    expect((await compressed('br')).results.find((member) => member.id === dora.member.id)?.bio).toBe('Compressed anew');
  });

  it("applies an admin's revoke of admin rights on that member's next request", async () => {
    const helper = await signedInMember(test, { username: 'fresh_helper' });
    expect((await root.client.post('/admin/command/', { command: 'make_admin', args: ['fresh_helper'], kwargs: {} })).json().success).toBe(true);
    expect((await helper.client.get('/admin/command/')).statusCode).toBe(200);

    expect((await root.client.post('/admin/command/', { command: 'revoke_admin', args: ['fresh_helper'], kwargs: {} })).json().success).toBe(true);

    expect((await helper.client.get('/admin/command/')).statusCode).toBe(403);
    expect((await sessionUser(helper.client)).groups).toEqual([{ name: 'is_verified' }]);
  });

  it('finds a new member at once, in a search and in the listing count', async () => {
    const before = await search(root.client, 'q=zephyrine');
    const listed = await search(root.client, 'page=1');
    expect(before.count).toBe(0);

    const added = await insertMember(test.ctx.db, { username: 'zephyrine', email: 'zephyrine@example.edu', password: 'not used here', firstName: 'Zephyrine', lastName: 'Newcomer', isVerified: true });

    expect((await search(root.client, 'q=zephyrine')).results.map((member) => member.id)).toEqual([added.id]);
    expect((await search(root.client, 'page=1')).count).toBe(listed.count + 1);
  });

  it('sees a change made outside this server: another connection on PostgreSQL, raw SQL on the embedded database', async () => {
    const bob = await signedInMember(test, { firstName: 'Bob', lastName: 'Elsewhere' });
    expect((await sessionUser(bob.client)).first_name).toBe('Bob');
    expect((await search(root.client, 'q=elsewhere')).results.map((member) => member.first_name)).toEqual(['Bob']);

    // On PostgreSQL another process may write; the embedded database has only this one, but a write may bypass the routes.
    let other: Database | undefined;
    if (test.databaseUrl !== 'memory://') other = await openDatabase({ databaseUrl: test.databaseUrl, dataDir: test.ctx.config.dataDir });
    try {
      await (other?.db ?? test.ctx.db).execute(sql`update members set first_name = 'Robert', is_verified = false where id = ${bob.member.id}`);
    } finally {
      await other?.close();
    }

    expect((await search(root.client, 'q=elsewhere')).count).toBe(0);
    expect((await bob.client.get('/directory/search/?q=elsewhere')).statusCode).toBe(403);
    expect((await sessionUser(bob.client)).first_name).toBe('Robert');
  });

  it('serves the edit after a search that ran while it was being saved', async () => {
    const erin = await signedInMember(test, { firstName: 'Erin', lastName: 'Racing' });
    expect((await search(root.client, 'q=racing')).results.map((member) => member.bio)).toEqual(['']);
    for (const bio of ['First save', 'Second save', 'Third save']) {
      const [, saved] = await Promise.all([search(root.client, 'q=racing'), erin.client.put('/members/profile/', { bio }), search(root.client, 'q=racing')]);
      expect(saved.statusCode).toBe(200);
      expect((await search(root.client, 'q=racing')).results.map((member) => member.bio)).toEqual([bio]);
      expect((await sessionUser(erin.client)).bio).toBe(bio);
    }
  });

  it('keeps a change that was rolled back out of what it serves', async () => {
    const carol = await signedInMember(test, { firstName: 'Carol', lastName: 'Rollback' });
    expect((await sessionUser(carol.client)).first_name).toBe('Carol');
    await expect(test.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update members set first_name = 'Never' where id = ${carol.member.id}`);
      throw new Error('roll back');
    })).rejects.toThrow('roll back');

    expect((await sessionUser(carol.client)).first_name).toBe('Carol');
    expect((await search(root.client, 'q=rollback')).results.map((member) => member.first_name)).toEqual(['Carol']);
  });
});
