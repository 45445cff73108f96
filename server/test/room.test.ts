import * as Y from 'yjs';
import { eq } from 'drizzle-orm';
import { ROOM_DOCUMENT_MAX_BYTES } from '@contracts/limits';
import { ROOM_CLOSE } from '@contracts/room';
import { roomSnapshots, roomUpdates } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { loadDocument, SNAPSHOT_EVERY_ROWS } from '../src/modules/room/persistence';
import { eventually, pairForRoom, RefusedUpgrade, RoomTestClient } from './helpers/room-client';
import { appForThisFile, createTestApp, signedInMember, TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

// Rows as soon as the previous write returns (no STORE_DELAY_MS), so that the snapshot test writes its rows in seconds.
const test = appForThisFile({ config: { roomStoreDelayMs: 0 } });
let baseUrl: string;
let ada: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };
let outsider: { member: MemberRow; client: TestClient };
/** Ada interviews Bob (round 1: Ada has the lower id) and Bob interviews Ada. */
let adaInterviewsBob: string;
let bobInterviewsAda: string;
const open: RoomTestClient[] = [];

async function join(interviewId: string, member: TestClient, origin?: string): Promise<RoomTestClient> {
  const client = await RoomTestClient.open(baseUrl, interviewId, { member, origin });
  open.push(client);
  await client.until(() => client.received.some((message) => message.type === 'sync'));
  return client;
}

async function refusal(interviewId: string, options: { member?: TestClient; origin?: string }): Promise<number> {
  try {
    open.push(await RoomTestClient.open(baseUrl, interviewId, options));
  } catch (error) {
    if (error instanceof RefusedUpgrade) return error.status;
    throw error;
  }
  return 101;
}

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  outsider = await signedInMember(test, { firstName: 'Eve' });
  [adaInterviewsBob, bobInterviewsAda] = await pairForRoom(test, ada.member, bob.member);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

describe('who may enter', () => {
  it('refuses a signed-out visitor (401), a member who is not one of the pair (404) and another origin (403)', async () => {
    expect(await refusal(adaInterviewsBob, {})).toBe(401);
    expect(await refusal(adaInterviewsBob, { member: outsider.client })).toBe(404);
    expect(await refusal(adaInterviewsBob, { member: ada.client, origin: 'https://evil.example' })).toBe(403);
    expect(await refusal(adaInterviewsBob, { member: ada.client, origin: '' })).toBe(403);
    expect(await refusal('not-a-uuid', { member: ada.client })).toBe(404);
  });

  it('lets the pair in for the whole interview week, then says the room closed (the code stays for the replay)', async () => {
    const [lastWeeksRoom] = await pairForRoom(test, ada.member, bob.member, 8);
    const tab = await RoomTestClient.open(baseUrl, lastWeeksRoom, { member: ada.client });
    open.push(tab);
    await tab.until(() => tab.socket.readyState === tab.socket.CLOSED);
    expect(tab.received).toEqual([
      { type: 'error', code: 'room_closed', message: 'This room closed when the interview week ended. Its code and replay stay on the interview page.' },
    ]);
  });

  it('opens the same room from either interview of the pair, round 1 being the lower interviewer id', async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const bobTab = await join(bobInterviewsAda, bob.client);

    const welcome = (tab: RoomTestClient) => tab.received.find((message) => message.type === 'welcome');
    expect(welcome(adaTab)).toEqual({
      type: 'welcome',
      room_id: adaInterviewsBob,
      you: { id: ada.member.id, first_name: 'Ada' },
      partner: { id: bob.member.id, first_name: 'Bob' },
      rounds: [
        { interview_id: adaInterviewsBob, interviewer_id: ada.member.id, interviewee_id: bob.member.id },
        { interview_id: bobInterviewsAda, interviewer_id: bob.member.id, interviewee_id: ada.member.id },
      ],
      server_time: expect.any(String),
      ice_servers: [],
    });
    expect(welcome(bobTab)).toMatchObject({ room_id: adaInterviewsBob, you: { first_name: 'Bob' }, partner: { first_name: 'Ada' } });
  });
});

describe('the shared document', () => {
  it('ends with the same text when both type at once, and keeps it for the next visit', async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const bobTab = await join(bobInterviewsAda, bob.client);

    for (let index = 0; index < 20; index++) {
      adaTab.doc.getText('round-1').insert(0, 'a');
      bobTab.doc.getText('round-1').insert(bobTab.text.length, 'b');
    }
    await adaTab.until(() => adaTab.text.length === 40);
    await bobTab.until(() => bobTab.text.length === 40);
    expect(bobTab.text).toBe(adaTab.text);
    const shared = adaTab.text;

    await adaTab.close();
    await bobTab.close();
    // Everyone left: the room is dropped from memory, so the next visit reads it back from the database.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const later = await join(adaInterviewsBob, ada.client);
    await later.until(() => later.text === shared);
  });

  it('merges what a member typed while disconnected, without duplicating text', async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const before = adaTab.text;
    // Bob's tab holds the room's text, goes offline, types, and reconnects with the same document.
    const offlineDoc = new Y.Doc();
    Y.applyUpdate(offlineDoc, Y.encodeStateAsUpdate(adaTab.doc));
    offlineDoc.getText('round-1').insert(0, 'offline:');
    const bobTab = await join(bobInterviewsAda, bob.client);
    Y.applyUpdate(bobTab.doc, Y.encodeStateAsUpdate(offlineDoc));

    await adaTab.until(() => adaTab.text === `offline:${before}`);
    await bobTab.until(() => bobTab.text === `offline:${before}`);
  });

  it('writes a snapshot every few hundred stored updates and opens from it with the same text', async () => {
    const [roomId] = await pairForRoom(test, ada.member, bob.member, 2);
    const adaTab = await join(roomId, ada.client);
    const snapshotOf = async () => (await test.ctx.db.select().from(roomSnapshots).where(eq(roomSnapshots.roomId, roomId)))[0];
    // Changes that arrive while a row is being written share the next row, so type at a human pace until one is written.
    for (let index = 0; index < SNAPSHOT_EVERY_ROWS * 5 && !(index % 25 === 0 && (await snapshotOf())); index++) {
      adaTab.doc.getText('round-1').insert(adaTab.text.length, `${index % 10}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await adaTab.close();
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(await snapshotOf()).toBeDefined();
    const rows = await test.ctx.db.select({ id: roomUpdates.id }).from(roomUpdates).where(eq(roomUpdates.roomId, roomId));
    // Replay needs every row: the snapshot adds to them, it does not replace them.
    expect(rows.length).toBeGreaterThanOrEqual(SNAPSHOT_EVERY_ROWS);
    const stored = await loadDocument(test.ctx.db, roomId);
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored.state);
    expect(doc.getText('round-1').toString()).toBe(adaTab.text);
  });
});

describe('limits', () => {
  it('answers a message it cannot read with an error and stays open', async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    adaTab.send('{"type":"update","update":"not base64!"}');
    adaTab.send('not json');
    adaTab.send({ type: 'update', update: 'AAAA', extra: true });
    await adaTab.until(() => adaTab.received.filter((message) => message.type === 'error').length === 3);
    expect(adaTab.received.filter((message) => message.type === 'error').map((message) => message.type === 'error' && message.code)).toEqual([
      'invalid_message',
      'invalid_message',
      'invalid_message',
    ]);
    adaTab.doc.getText('round-1').insert(0, '!');
    const bobTab = await join(bobInterviewsAda, bob.client);
    await bobTab.until(() => bobTab.text.startsWith('!'));
  });

  it('neither relays nor stores a change that is base64 but not a Yjs update, and the room still opens', async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const bobTab = await join(bobInterviewsAda, bob.client);
    const updatesBefore = bobTab.received.filter((message) => message.type === 'update').length;
    adaTab.send({ type: 'update', update: Buffer.from([1, 2, 3]).toString('base64') });
    await adaTab.until(() => adaTab.received.some((message) => message.type === 'error'));
    expect(adaTab.received.find((message) => message.type === 'error')).toMatchObject({ code: 'invalid_message', message: 'That change could not be read and was not shared.' });

    adaTab.doc.getText('round-1').insert(0, 'after ');
    await bobTab.until(() => bobTab.text.startsWith('after '));
    expect(bobTab.received.filter((message) => message.type === 'update').length).toBe(updatesBefore + 1);
    await Promise.all([adaTab.close(), bobTab.close()]);
    // Stored after it was relayed: on PostgreSQL the write can land after the sockets have closed.
    const storedText = async () => {
      const stored = new Y.Doc();
      Y.applyUpdate(stored, (await loadDocument(test.ctx.db, adaInterviewsBob)).state);
      return stored.getText('round-1').toString();
    };
    await eventually(async () => (await storedText()).startsWith('after ')).catch(() => undefined);
    expect(await storedText()).toMatch(/^after /);
  });

  it('neither stores nor relays the empty answer a tab sends to the sync when it has nothing new', async () => {
    const storedRows = async () => {
      // The replay's route has the server store what it holds before it reads.
      expect((await ada.client.get(`/interview/${adaInterviewsBob}/room/history/`)).statusCode).toBe(200);
      return (await test.ctx.db.select({ id: roomUpdates.id }).from(roomUpdates).where(eq(roomUpdates.roomId, adaInterviewsBob))).length;
    };
    const bobTab = await join(bobInterviewsAda, bob.client);
    const rowsBefore = await storedRows();
    const lateTab = await join(adaInterviewsBob, ada.client);
    // The late tab's doc is empty: its answer to the server's sync is an update that carries nothing.
    lateTab.doc.getText('round-2').insert(0, 'late ');
    await bobTab.until(() => bobTab.doc.getText('round-2').toString().startsWith('late '));
    expect(bobTab.received.filter((message) => message.type === 'update')).toHaveLength(1);
    expect(await storedRows()).toBe(rowsBefore + 1);
  });

  it('closes a connection that floods the room with messages', async () => {
    const adaTab = await join(adaInterviewsBob, ada.client);
    const closed = adaTab.closed();
    const awareness = Buffer.from([0]).toString('base64');
    for (let index = 0; index < 400; index++) adaTab.send({ type: 'awareness', update: awareness });
    expect(await closed).toBe(ROOM_CLOSE.abuse);
    expect(adaTab.received).toContainEqual(expect.objectContaining({ type: 'error', code: 'rate_limited' }));
  });

  it('refuses a change that would take the document over its size limit, with a message', async () => {
    const [roomId] = await pairForRoom(test, ada.member, bob.member, 3);
    const adaTab = await join(roomId, ada.client);
    const chunk = 'x'.repeat(200 * 1024);
    for (let index = 0; index * chunk.length <= ROOM_DOCUMENT_MAX_BYTES; index++) {
      adaTab.doc.getText('round-1').insert(0, chunk);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await adaTab.until(() => adaTab.received.some((message) => message.type === 'error' && message.code === 'document_too_large'));
    const stored = await loadDocument(test.ctx.db, roomId);
    expect(stored.state.byteLength).toBeLessThanOrEqual(ROOM_DOCUMENT_MAX_BYTES);
  });
});

// Two server processes on one PostgreSQL: the embedded database belongs to one process, so this runs where
// TEST_DATABASE_URL is set (CI's server suite on PostgreSQL).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('two server processes', () => {
  it('carries each member’s typing to the partner connected to the other process, before it is stored', async () => {
    // The other process stores nothing for a minute: what reaches Ada from Bob was published as it arrived.
    const other = await createTestApp({ sameDatabaseAs: test, config: { roomStoreDelayMs: 60_000 } });
    const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const [roomId, reverse] = await pairForRoom(test, ada.member, bob.member, 4);
      const adaTab = await join(roomId, ada.client);
      // Sessions live in the database: Bob's sign-in holds on the other process too.
      const bobTab = await RoomTestClient.open(otherUrl, reverse, { member: bob.client });
      open.push(bobTab);
      adaTab.doc.getText('round-1').insert(0, 'from ada ');
      await bobTab.until(() => bobTab.text.includes('from ada'));
      bobTab.doc.getText('round-1').insert(0, 'from bob ');
      await adaTab.until(() => adaTab.text.includes('from bob'));
      expect(adaTab.text).toBe(bobTab.text);
      // Too large for a notification: stored at once and read back by the row's id.
      const paste = 'pasted '.repeat(2_000);
      bobTab.doc.getText('round-1').insert(0, paste);
      await adaTab.until(() => adaTab.text.startsWith(paste));
    } finally {
      await Promise.all(open.splice(0).map((client) => client.close()));
      await other.close();
    }
  });
});
