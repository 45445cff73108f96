import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { CallSignalDto, RoomServerMessageDto } from '@contracts/room';
import { roomUpdates } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { RoomTestClient, pairForRoom } from './helpers/room-client';
import { appForThisFile, createTestApp, signedInMember, TestClient } from './helpers/test-app';

// The call's signalling (issue 19): relayed to the partner's tabs, never stored, also across server processes.
jest.setTimeout(60_000);

const ICE_SERVERS = [{ urls: 'stun:stun.example.org:3478' }, { urls: ['turn:turn.example.org:3478?transport=udp'], username: 'mockprep', credential: 'secret' }];
const test = appForThisFile({ config: { iceServers: ICE_SERVERS } });
let baseUrl: string;
let ada: { member: MemberRow; client: TestClient };
let bob: { member: MemberRow; client: TestClient };
let adaInterviewsBob: string;
let bobInterviewsAda: string;
const open: RoomTestClient[] = [];

async function join(interviewId: string, member: TestClient, url = baseUrl): Promise<RoomTestClient> {
  const client = await RoomTestClient.open(url, interviewId, { member });
  open.push(client);
  await client.until(() => client.received.some((message) => message.type === 'sync'));
  return client;
}

const signalsOf = (tab: RoomTestClient) => tab.received.filter((message): message is Extract<RoomServerMessageDto, { type: 'signal' }> => message.type === 'signal');
const errorsOf = (tab: RoomTestClient) => tab.received.filter((message) => message.type === 'error');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A session description shaped like Chromium's for audio and video with a few dozen candidates: random where a
 * real one is (ids, keys, ports, addresses), so deflating it saves what it would on a real one.
 */
function largeSdp(minBytes: number): string {
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  const lines = ['v=0', `o=- ${BigInt(`0x${hex(7)}`)} 2 IN IP4 127.0.0.1`, 's=-', 't=0 0', 'a=group:BUNDLE 0 1', 'a=extmap-allow-mixed', `a=msid-semantic: WMS ${randomUUID()}`];
  const codecs = ['opus/48000/2', 'red/48000/2', 'G722/8000', 'PCMU/8000', 'PCMA/8000', 'CN/8000', 'telephone-event/48000', 'VP8/90000', 'rtx/90000', 'VP9/90000', 'H264/90000', 'AV1/90000', 'ulpfec/90000'];
  for (const [mid, kind] of ['audio', 'video'].entries()) {
    lines.push(`m=${kind} 9 UDP/TLS/RTP/SAVPF ${Array.from({ length: 24 }, (_, index) => 96 + index).join(' ')}`, 'c=IN IP4 0.0.0.0', 'a=rtcp:9 IN IP4 0.0.0.0');
    lines.push(`a=ice-ufrag:${hex(2)}`, `a=ice-pwd:${randomBytes(18).toString('base64')}`, 'a=ice-options:trickle');
    lines.push(`a=fingerprint:sha-256 ${hex(32).match(/../g)?.join(':').toUpperCase()}`, 'a=setup:actpass', `a=mid:${mid}`, 'a=sendrecv', `a=msid:${randomUUID()} ${randomUUID()}`);
    for (let payload = 96; payload < 120; payload++) {
      lines.push(`a=rtpmap:${payload} ${codecs[payload % codecs.length]}`, `a=rtcp-fb:${payload} transport-cc`, `a=fmtp:${payload} level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=${hex(3)}`);
    }
    lines.push(`a=ssrc-group:FID ${randomBytes(4).readUInt32BE()} ${randomBytes(4).readUInt32BE()}`);
    for (let index = 0; index < 12; index++) {
      const port = 40_000 + randomBytes(2).readUInt16BE() % 20_000;
      lines.push(`a=candidate:${randomBytes(4).readUInt32BE()} 1 udp ${2_122_260_223 - index} 192.0.2.${index + 2} ${port} typ host generation 0 network-id ${index}`);
    }
  }
  let sdp = `${lines.join('\r\n')}\r\n`;
  while (sdp.length < minBytes) sdp += `a=ssrc:${randomBytes(4).readUInt32BE()} cname:${randomBytes(12).toString('base64')}\r\n`;
  return sdp;
}

beforeAll(async () => {
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  [adaInterviewsBob, bobInterviewsAda] = await pairForRoom(test, ada.member, bob.member);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});

it('welcomes each member with the configured ICE servers', async () => {
  const adaTab = await join(adaInterviewsBob, ada.client);
  expect(adaTab.received.find((message) => message.type === 'welcome')).toMatchObject({ ice_servers: ICE_SERVERS });
});

it("relays a member's signals to every tab of the partner's, in order, never to the sender's own tabs, and stores none", async () => {
  const adaTab = await join(adaInterviewsBob, ada.client);
  const adaOtherTab = await join(adaInterviewsBob, ada.client);
  const bobTab = await join(bobInterviewsAda, bob.client);
  const bobOtherTab = await join(bobInterviewsAda, bob.client);
  // Opening the room stores its first state within a second (later under load): the replay's route has the server
  // store what it holds first, so what is counted below is only what the signals could add.
  expect((await ada.client.get(`/interview/${adaInterviewsBob}/room/history/`)).statusCode).toBe(200);
  const before = await test.ctx.db.select({ id: roomUpdates.id }).from(roomUpdates).where(eq(roomUpdates.roomId, adaInterviewsBob));

  const sent: CallSignalDto[] = [
    { kind: 'ready' },
    { kind: 'offer', sdp: largeSdp(12_000) },
    { kind: 'candidate', candidate: 'candidate:1 1 udp 2122260223 192.0.2.2 50000 typ host', sdp_mid: '0', sdp_mline_index: 0 },
    { kind: 'candidate', candidate: '', sdp_mid: null, sdp_mline_index: null },
  ];
  for (const signal of sent) adaTab.send({ type: 'signal', signal });
  for (const tab of [bobTab, bobOtherTab]) {
    await tab.until(() => signalsOf(tab).length === sent.length);
    expect(signalsOf(tab)).toEqual(sent.map((signal) => ({ type: 'signal', from: ada.member.id, signal })));
  }

  bobTab.send({ type: 'signal', signal: { kind: 'answer', sdp: 'v=0\r\n' } });
  await adaTab.until(() => signalsOf(adaTab).length === 1);
  await adaOtherTab.until(() => signalsOf(adaOtherTab).length === 1);
  expect(signalsOf(adaTab)).toEqual([{ type: 'signal', from: bob.member.id, signal: { kind: 'answer', sdp: 'v=0\r\n' } }]);

  await pause(200);
  expect(signalsOf(adaOtherTab)).toHaveLength(1);
  expect(signalsOf(bobTab)).toHaveLength(sent.length);
  expect(signalsOf(bobOtherTab)).toHaveLength(sent.length);
  for (const tab of [adaTab, adaOtherTab, bobTab, bobOtherTab]) expect(errorsOf(tab)).toEqual([]);
  expect((await ada.client.get(`/interview/${adaInterviewsBob}/room/history/`)).statusCode).toBe(200);
  const after = await test.ctx.db.select({ id: roomUpdates.id }).from(roomUpdates).where(eq(roomUpdates.roomId, adaInterviewsBob));
  expect(after).toEqual(before);
});

it('refuses a signal that is not one of the contract’s with invalid_message, and relays nothing', async () => {
  const adaTab = await join(adaInterviewsBob, ada.client);
  const bobTab = await join(bobInterviewsAda, bob.client);
  const invalid: unknown[] = [
    { type: 'signal', signal: { kind: 'offer' } },
    { type: 'signal', signal: { kind: 'answer', sdp: '' } },
    { type: 'signal', signal: { kind: 'renegotiate' } },
    { type: 'signal', signal: { kind: 'ready', to: 99 } },
    { type: 'signal', signal: { kind: 'hangup' }, from: bob.member.id },
    { type: 'signal', signal: { kind: 'offer', sdp: 'x'.repeat(32 * 1024 + 1) } },
    { type: 'signal', signal: { kind: 'candidate', candidate: 'candidate:1', sdp_mid: '0', sdp_mline_index: -1 } },
    { type: 'signal', signal: { kind: 'candidate', candidate: 'candidate:1' } },
    { type: 'signal' },
  ];
  for (const message of invalid) adaTab.send(message);
  await adaTab.until(() => errorsOf(adaTab).length === invalid.length);
  expect(errorsOf(adaTab).map((message) => message.type === 'error' && message.code)).toEqual(invalid.map(() => 'invalid_message'));

  // Still open, and a valid signal still goes through (and is the only one Bob ever sees).
  adaTab.send({ type: 'signal', signal: { kind: 'hangup' } });
  await bobTab.until(() => signalsOf(bobTab).length === 1);
  await pause(100);
  expect(signalsOf(bobTab)).toEqual([{ type: 'signal', from: ada.member.id, signal: { kind: 'hangup' } }]);
});

// Two server processes on one PostgreSQL: the embedded database belongs to one process, so this runs where
// TEST_DATABASE_URL is set (CI's server suite on PostgreSQL).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('two server processes', () => {
  it('carries signals to the partner on the other process, in order, a session description over 8000 bytes deflated to fit NOTIFY', async () => {
    const other = await createTestApp({ sameDatabaseAs: test });
    const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
    // What crosses between the processes, as PostgreSQL carries it.
    const listener = new pg.Client({ connectionString: test.databaseUrl });
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.connect();
    await listener.query('LISTEN mockprep_room');
    try {
      const [roomId, reverse] = await pairForRoom(test, ada.member, bob.member, 2);
      const adaTab = await join(roomId, ada.client);
      const bobTab = await join(reverse, bob.client, otherUrl);
      const sdp = largeSdp(16_000);
      expect(Buffer.byteLength(sdp)).toBeGreaterThan(8000);
      const sent: CallSignalDto[] = [
        { kind: 'ready' },
        { kind: 'offer', sdp },
        ...Array.from({ length: 5 }, (_, index): CallSignalDto => ({ kind: 'candidate', candidate: `candidate:${index} 1 udp 2122260223 192.0.2.2 ${50_000 + index} typ host`, sdp_mid: '0', sdp_mline_index: 0 })),
      ];
      for (const signal of sent) adaTab.send({ type: 'signal', signal });
      await bobTab.until(() => signalsOf(bobTab).length === sent.length);
      expect(signalsOf(bobTab)).toEqual(sent.map((signal) => ({ type: 'signal', from: ada.member.id, signal })));

      bobTab.send({ type: 'signal', signal: { kind: 'answer', sdp: largeSdp(9000) } });
      await adaTab.until(() => signalsOf(adaTab).length === 1);
      expect(signalsOf(adaTab)[0]).toMatchObject({ from: bob.member.id, signal: { kind: 'answer' } });

      // The offer went through NOTIFY deflated, its payload under PostgreSQL's 8000-byte limit.
      await pause(100);
      const deflated = payloads.filter((payload) => payload.includes('"deflated"'));
      expect(deflated).toHaveLength(2);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
      // Neither tab heard its own signals back.
      expect(signalsOf(adaTab)).toHaveLength(1);
      expect(signalsOf(bobTab)).toHaveLength(sent.length);
    } finally {
      await listener.end();
      await Promise.all(open.splice(0).map((client) => client.close()));
      await other.close();
    }
  });
});
