/**
 * When the room's changes are stored (modules/room/update-writer.ts): the partner gets each change as it arrives,
 * while the database gets a room's changes merged, one row per STORE_DELAY_MS of typing. Here the delay is a
 * minute, so that nothing is stored while the test types and leaving the room is what stores it.
 */
import * as Y from 'yjs';
import { eq } from 'drizzle-orm';
import { roomUpdates } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { loadDocument } from '../src/modules/room/persistence';
import { RoomUpdateWriter, type RoomWithChanges } from '../src/modules/room/update-writer';
import { pairForRoom, RoomTestClient } from './helpers/room-client';
import { appForThisFile, signedInMember, type TestClient } from './helpers/test-app';

jest.setTimeout(60_000);

const test = appForThisFile({ config: { roomStoreDelayMs: 60_000 } });
let baseUrl: string;
let ada: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };

async function join(interviewId: string, member: TestClient): Promise<RoomTestClient> {
  const client = await RoomTestClient.open(baseUrl, interviewId, { member });
  await client.until(() => client.received.some((message) => message.type === 'sync'));
  return client;
}

const rowsOf = async (roomId: string) => test.ctx.db.select({ id: roomUpdates.id }).from(roomUpdates).where(eq(roomUpdates.roomId, roomId));

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
});

it('relays every keystroke to the partner at once and stores the burst as one row when the room is left', async () => {
  const [roomId, reverse] = await pairForRoom(test, ada.member, bob.member);
  const adaTab = await join(roomId, ada.client);
  const bobTab = await join(reverse, bob.client);

  for (const letter of 'typing') adaTab.doc.getText('round-1').insert(adaTab.text.length, letter);
  await bobTab.until(() => bobTab.text === 'typing');
  expect(await rowsOf(roomId)).toHaveLength(0);

  await Promise.all([adaTab.close(), bobTab.close()]);
  const deadline = Date.now() + 10_000;
  while ((await rowsOf(roomId)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(await rowsOf(roomId)).toHaveLength(1);
  const stored = new Y.Doc();
  Y.applyUpdate(stored, (await loadDocument(test.ctx.db, roomId)).state);
  expect(stored.getText('round-1').toString()).toBe('typing');
});

it("gives the replay a live room's last change: the history stores what waits before it reads", async () => {
  const [roomId, reverse] = await pairForRoom(test, ada.member, bob.member, 3);
  const adaTab = await join(roomId, ada.client);
  const bobTab = await join(reverse, bob.client);
  adaTab.doc.getText('round-1').insert(0, 'just typed');
  await bobTab.until(() => bobTab.text === 'just typed');
  expect(await rowsOf(roomId)).toHaveLength(0);

  const response = await bob.client.get(`/interview/${reverse}/room/history/`);
  expect(response.statusCode).toBe(200);
  const replayed = new Y.Doc();
  for (const { update } of response.json().updates as Array<{ update: string }>) Y.applyUpdate(replayed, Buffer.from(update, 'base64'));
  expect(replayed.getText('round-1').toString()).toBe('just typed');
  await Promise.all([adaTab.close(), bobTab.close()]);
});

it('stores what is pending when the server stops', async () => {
  const [roomId, reverse] = await pairForRoom(test, ada.member, bob.member, 2);
  const adaTab = await join(roomId, ada.client);
  const bobTab = await join(reverse, bob.client);
  bobTab.doc.getText('round-1').insert(0, 'before the restart');
  await adaTab.until(() => adaTab.text === 'before the restart');
  expect(await rowsOf(roomId)).toHaveLength(0);

  // What the server does on SIGTERM before it closes the database (modules/room/routes.ts, onClose).
  await test.app.close();
  expect(await rowsOf(roomId)).toHaveLength(1);
});

it('stores many rooms due at once in several statements, reading the sockets between them', async () => {
  const roomIds = (await Promise.all(Array.from({ length: 35 }, () => pairForRoom(test, ada.member, bob.member, 4)))).flat();
  // Event-loop turns (setImmediate, after the sockets are polled) counted while the writer stores.
  let turns = 0;
  let counting = true;
  const countTurns = () => {
    turns += 1;
    if (counting) setImmediate(countTurns);
  };
  setImmediate(countTurns);
  const takenAtTurn = new Map<string, number>();
  const storedRows = new Map<string, number>();
  const rooms: RoomWithChanges[] = roomIds.map((id, index) => {
    let pending: Uint8Array | null = textUpdate(`room ${index}`);
    return {
      id,
      takeUnstored: () => {
        takenAtTurn.set(id, turns);
        const update = pending;
        pending = null;
        return update && { update, published: true };
      },
      stored: (rowId) => storedRows.set(id, rowId),
    };
  });
  const writer = new RoomUpdateWriter(test.ctx.db, test.ctx.clock, async () => {}, test.ctx.logger, 0);

  for (const room of rooms) writer.schedule(room);
  await writer.flushed();
  counting = false;

  expect(storedRows.size).toBe(70);
  const rows = await test.ctx.db.select({ roomId: roomUpdates.roomId }).from(roomUpdates);
  expect(rows.filter((row) => roomIds.includes(row.roomId))).toHaveLength(70);
  const stored = new Y.Doc();
  Y.applyUpdate(stored, (await loadDocument(test.ctx.db, roomIds[69])).state);
  expect(stored.getText('round-1').toString()).toBe('room 69');
  // All 70 were due together; they were not all taken (merged, built into rows, inserted) in one turn.
  expect(new Set(takenAtTurn.values()).size).toBeGreaterThan(1);
});

function textUpdate(text: string): Uint8Array {
  const doc = new Y.Doc();
  doc.getText('round-1').insert(0, text);
  return Y.encodeStateAsUpdate(doc);
}
