import pino from 'pino';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { ROOM_MESSAGE_BURST_SECONDS, ROOM_MESSAGE_MAX_BYTES, ROOM_MESSAGES_PER_SECOND, ROOM_SOCKETS_PER_MEMBER } from '@contracts/limits';
import { ROOM_CLOSE, type RoomServerMessageDto } from '@contracts/room';
import type { MemberRow } from '../src/modules/members/dto';
import { loadDocument } from '../src/modules/room/persistence';
import { eventually, pairForRoom, RoomTestClient } from './helpers/room-client';
import { appForThisFile, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

/**
 * Issue 28: the room's limits hold per member, not per socket (reconnecting gets no fresh allowance, a member's
 * sockets in a room are capped), and a client's protocol errors are logged at warn. Real WebSockets on a port.
 */
jest.setTimeout(60_000);

// Time stands still in this file (the room's buckets run on the app's clock): nothing refills unless a test moves
// the clock, so what a member may send is exactly one burst however fast or slow the machine runs the test.
const clock = fixedClock(new Date());
const BURST = ROOM_MESSAGES_PER_SECOND * ROOM_MESSAGE_BURST_SECONDS;
const logLines: Array<{ level: number; msg: string; memberId?: number; err?: { code?: string } }> = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
const test = appForThisFile({ clock, logger });
let baseUrl: string;
let ada: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };
const open: RoomTestClient[] = [];
const raw: WebSocket[] = [];

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
  for (const socket of raw.splice(0)) socket.terminate();
});

async function join(interviewId: string, member: TestClient): Promise<RoomTestClient> {
  const client = await RoomTestClient.open(baseUrl, interviewId, { member });
  open.push(client);
  await client.until(() => client.received.some((message) => message.type === 'sync'));
  return client;
}

/** A socket as a script would open it: no Yjs of its own, every frame what the test says. */
async function rawSocket(path: string, member: TestClient): Promise<{ socket: WebSocket; received: RoomServerMessageDto[]; closed: Promise<number> }> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers: { cookie: member.cookieHeader, origin: baseUrl } });
  raw.push(socket);
  const received: RoomServerMessageDto[] = [];
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as RoomServerMessageDto));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
  });
  return { socket, received, closed };
}

/** One keystroke from a browser of its own: independent of every other, so the stored text counts the accepted ones. */
function keystroke(): string {
  const doc = new Y.Doc();
  doc.getText('round-1').insert(0, 'x');
  return JSON.stringify({ type: 'update', update: Buffer.from(Y.encodeStateAsUpdate(doc)).toString('base64') });
}

async function storedLength(roomId: string): Promise<number> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, (await loadDocument(test.ctx.db, roomId)).state);
  return doc.getText('round-1').length;
}

const errorCodes = (received: RoomServerMessageDto[]) => received.flatMap((message) => (message.type === 'error' ? [message.code] : []));

describe('the message rate is counted per member and room, across reconnects', () => {
  it('gives 20 sockets opened one after another one allowance between them, then refills with time, not with a reconnect', async () => {
    const [roomId] = await pairForRoom(test, ada.member, bob.member, 1);
    const room = `/interview/${roomId}/room/socket/`;
    const EDITS = 20;
    const outcomes: Array<'answered' | number> = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const tab = await rawSocket(room, ada.client);
      for (let edit = 0; edit < EDITS; edit++) tab.socket.send(keystroke());
      // Handled in order after the edits: its answer means all of them were taken.
      tab.socket.send(JSON.stringify({ type: 'sync', state_vector: Buffer.from(Y.encodeStateVector(new Y.Doc())).toString('base64') }));
      const answered = new Promise<'answered'>((resolve) => tab.socket.on('message', () => tab.received.some((m) => m.type === 'sync') && resolve('answered')));
      const outcome = await Promise.race([answered, tab.closed]);
      outcomes.push(outcome);
      if (outcome !== 'answered') expect(errorCodes(tab.received)).toEqual(['rate_limited']);
      tab.socket.close();
      await tab.closed;
    }
    // Each answered socket spent EDITS + 1 messages; the first one the allowance ran out on took what was left.
    const answered = Math.floor(BURST / (EDITS + 1));
    expect(outcomes.slice(0, answered)).toEqual(Array(answered).fill('answered'));
    expect(outcomes.slice(answered)).toEqual(Array(20 - answered).fill(ROOM_CLOSE.abuse));
    const accepted = answered * EDITS + (BURST - answered * (EDITS + 1));
    await eventually(async () => (await storedLength(roomId)) >= accepted);
    expect(await storedLength(roomId)).toBe(accepted);
    expect(accepted).toBeLessThan(BURST);

    // The partner has an allowance of their own.
    const bobTab = await join(roomId, bob.client);
    bobTab.doc.getText('round-1').insert(0, 'bob');
    await eventually(async () => (await storedLength(roomId)) === accepted + 3);

    // A second of time gives one second's worth, to the next socket as to any.
    clock.advance(1000);
    const later = await rawSocket(room, ada.client);
    for (let edit = 0; edit < 100; edit++) later.socket.send(keystroke());
    expect(await later.closed).toBe(ROOM_CLOSE.abuse);
    await eventually(async () => (await storedLength(roomId)) >= accepted + 3 + ROOM_MESSAGES_PER_SECOND);
    expect(await storedLength(roomId)).toBe(accepted + 3 + ROOM_MESSAGES_PER_SECOND);
  });
});

describe('open sockets per member and room', () => {
  it(`keeps ${ROOM_SOCKETS_PER_MEMBER}: one more closes that member's oldest with a message, and nobody else's`, async () => {
    const [roomId, reverse] = await pairForRoom(test, ada.member, bob.member, 2);
    const [otherRoom] = await pairForRoom(test, ada.member, bob.member, 3);
    const tabs: RoomTestClient[] = [];
    for (let index = 0; index < ROOM_SOCKETS_PER_MEMBER; index++) tabs.push(await join(index % 2 ? reverse : roomId, ada.client));
    const bobTab = await join(roomId, bob.client);
    const elsewhere = await join(otherRoom, ada.client);
    expect(tabs.every((tab) => tab.socket.readyState === WebSocket.OPEN)).toBe(true);

    const oldestClosed = tabs[0].closed();
    const newest = await join(roomId, ada.client);
    expect(await oldestClosed).toBe(ROOM_CLOSE.abuse);
    expect(tabs[0].received.at(-1)).toEqual({
      type: 'error',
      code: 'too_many_connections',
      message: `This room is open in more than ${ROOM_SOCKETS_PER_MEMBER} of your tabs or windows, so this one, the oldest, was disconnected. Reload the page to use it here.`,
    });
    // The newest works: what it types reaches the partner.
    newest.doc.getText('round-1').insert(0, 'newest ');
    await bobTab.until(() => bobTab.text.startsWith('newest '));

    const secondClosed = tabs[1].closed();
    await join(roomId, ada.client);
    expect(await secondClosed).toBe(ROOM_CLOSE.abuse);
    for (const tab of [...tabs.slice(2), bobTab, elsewhere]) {
      expect(tab.socket.readyState).toBe(WebSocket.OPEN);
      expect(errorCodes(tab.received)).toEqual([]);
    }
  });
});

describe('protocol errors from the client', () => {
  const warnings = (code: string) => logLines.filter((line) => line.err?.code === code);

  it('are logged at warn with the member, on the room and on the notifications socket', async () => {
    const [roomId] = await pairForRoom(test, ada.member, bob.member, 4);
    const invalidUtf8 = await rawSocket(`/interview/${roomId}/room/socket/`, ada.client);
    invalidUtf8.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await invalidUtf8.closed).toBe(1007);

    const tooLarge = await rawSocket(`/interview/${roomId}/room/socket/`, bob.client);
    tooLarge.socket.send('x'.repeat(ROOM_MESSAGE_MAX_BYTES * 2 + 1));
    expect(await tooLarge.closed).toBe(1009);

    const bell = await rawSocket('/notifications/socket/', bob.client);
    bell.socket.send(Buffer.from([0xc3, 0x28]), { binary: false });
    expect(await bell.closed).toBe(1007);

    await eventually(async () => warnings('WS_ERR_INVALID_UTF8').length === 2 && warnings('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH').length === 1);
    expect(warnings('WS_ERR_INVALID_UTF8').map((line) => [line.level, line.memberId])).toEqual([
      [40, ada.member.id],
      [40, bob.member.id],
    ]);
    expect(warnings('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH').map((line) => [line.level, line.memberId])).toEqual([[40, bob.member.id]]);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
