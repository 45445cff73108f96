import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { FakeRoomSocket, roomWelcomeFixture } from '@/shared/lib/testing';
import { fromBase64, toBase64 } from './base64';
import { RoomConnection, type RoomConnectionEvent } from './room-connection';
import { roomSocketUrl } from './socket-url';

const welcome = roomWelcomeFixture();

function makeConnection() {
  const connection = new RoomConnection({ url: 'ws://localhost/interview/x/room/socket/', createSocket: (url) => new FakeRoomSocket(url) });
  const events: RoomConnectionEvent[] = [];
  connection.on((event) => events.push(event));
  connection.connect();
  return { connection, events, socket: FakeRoomSocket.latest() };
}

/** A second document standing in for what the server holds. */
function serverDocWith(text: string) {
  const doc = new Y.Doc();
  doc.getText('round-1').insert(0, text);
  return doc;
}

beforeEach(() => FakeRoomSocket.reset());
afterEach(() => jest.useRealTimers());

test('base64 helpers round-trip bytes', () => {
  const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => index % 256);
  expect(fromBase64(toBase64(bytes))).toEqual(bytes);
});

test('the socket URL follows the API origin, ws for http and wss for https', () => {
  expect(roomSocketUrl('abc', 'http://localhost:8000', 'http://localhost:3000')).toBe('ws://localhost:8000/interview/abc/room/socket/');
  expect(roomSocketUrl('abc', '', 'https://example.org')).toBe('wss://example.org/interview/abc/room/socket/');
});

test('sends its state vector first, then answers the server sync with what the server lacks', () => {
  const { connection, socket } = makeConnection();
  connection.doc.getText('round-1').insert(0, 'offline ');
  socket.open();
  const [first] = socket.sent;
  expect(first.type).toBe('sync');
  expect(fromBase64(first.state_vector)).toEqual(Y.encodeStateVector(connection.doc));

  const server = serverDocWith('server');
  socket.receive({ type: 'sync', update: toBase64(Y.encodeStateAsUpdate(server)), state_vector: toBase64(Y.encodeStateVector(server)) });
  expect(connection.doc.getText('round-1').toString()).toContain('server');
  // The answer carries the offline text, and only what the server lacked.
  const answers = socket.sentOfType('update');
  expect(answers).toHaveLength(1);
  Y.applyUpdate(server, fromBase64(answers[0].update));
  expect(server.getText('round-1').toString()).toBe(connection.doc.getText('round-1').toString());
});

test('welcome sets the status to connected and is passed on', () => {
  const { connection, socket, events } = makeConnection();
  socket.open();
  socket.receive(welcome);
  expect(connection.status).toBe('connected');
  expect(events).toContainEqual({ type: 'welcome', welcome });
  expect(events).toContainEqual({ type: 'status', status: 'connected', error: null });
});

test('applies remote updates without echoing them, and sends local updates', () => {
  const { connection, socket } = makeConnection();
  socket.open();
  socket.receive(welcome);
  const partner = new Y.Doc();
  partner.getText('round-1').insert(0, 'hello');
  socket.receive({ type: 'update', update: toBase64(Y.encodeStateAsUpdate(partner)) });
  expect(connection.doc.getText('round-1').toString()).toBe('hello');
  expect(socket.sentOfType('update')).toHaveLength(0);

  connection.doc.getText('round-1').insert(5, ' world');
  const [sent] = socket.sentOfType('update');
  Y.applyUpdate(partner, fromBase64(sent.update));
  expect(partner.getText('round-1').toString()).toBe('hello world');
});

test('sends the local awareness state and applies the partner’s', () => {
  const { connection, socket } = makeConnection();
  socket.open();
  // On open: the local state as it is (empty until the page names the member).
  expect(socket.sentOfType('awareness')).toHaveLength(1);
  connection.awareness.setLocalStateField('user', { id: 1, name: 'Ada' });
  expect(socket.sentOfType('awareness')).toHaveLength(2);
  const mirror = new Awareness(new Y.Doc());
  applyAwarenessUpdate(mirror, fromBase64(socket.sentOfType('awareness')[1].update), 'test');
  expect(mirror.getStates().get(connection.doc.clientID)).toEqual({ user: { id: 1, name: 'Ada' } });
  mirror.destroy();

  const partnerDoc = new Y.Doc();
  const partner = new Awareness(partnerDoc);
  partner.setLocalStateField('user', { id: 2, name: 'Bob' });
  socket.receive({ type: 'awareness', update: toBase64(encodeAwarenessUpdate(partner, [partnerDoc.clientID])) });
  expect(connection.awareness.getStates().get(partnerDoc.clientID)).toEqual({ user: { id: 2, name: 'Bob' } });
  // Not echoed back.
  expect(socket.sentOfType('awareness')).toHaveLength(2);
  partner.destroy();
  connection.destroy();
});

test('reconnects with backoff after an unexpected close and syncs again', () => {
  jest.useFakeTimers();
  const { connection, socket, events } = makeConnection();
  socket.open();
  socket.receive(welcome);
  socket.drop(1006);
  expect(connection.status).toBe('reconnecting');
  expect(events).toContainEqual({ type: 'status', status: 'reconnecting', error: null });

  // Typed while offline: not sent anywhere yet.
  connection.doc.getText('round-1').insert(0, 'typed offline');
  jest.advanceTimersByTime(499);
  expect(FakeRoomSocket.instances).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeRoomSocket.instances).toHaveLength(2);

  // This attempt fails (server restarting): the next waits twice as long.
  FakeRoomSocket.latest().drop(1006);
  jest.advanceTimersByTime(999);
  expect(FakeRoomSocket.instances).toHaveLength(2);
  jest.advanceTimersByTime(1);
  const third = FakeRoomSocket.latest();
  third.open();
  expect(third.sent[0].type).toBe('sync');

  const server = new Y.Doc();
  third.receive({ type: 'sync', update: toBase64(Y.encodeStateAsUpdate(server)), state_vector: toBase64(Y.encodeStateVector(server)) });
  Y.applyUpdate(server, fromBase64(third.sentOfType('update')[0].update));
  expect(server.getText('round-1').toString()).toBe('typed offline');
  third.receive(welcome);
  expect(connection.status).toBe('connected');
  connection.destroy();
});

test('after a 1012 close (server restarting) says so through failed attempts, reconnects with backoff, and stops saying so once welcomed', () => {
  jest.useFakeTimers();
  const { connection, socket, events } = makeConnection();
  socket.open();
  socket.receive(welcome);
  socket.drop(1012);
  expect(events.at(-1)).toEqual({ type: 'status', status: 'reconnecting', error: 'Server restarting, reconnecting…' });

  // The restarted server is not up yet: the attempt fails like an outage, the message stays, the next waits longer.
  jest.advanceTimersByTime(500);
  FakeRoomSocket.latest().drop(1006);
  expect(connection.error).toBe('Server restarting, reconnecting…');
  jest.advanceTimersByTime(999);
  expect(FakeRoomSocket.instances).toHaveLength(2);
  jest.advanceTimersByTime(1);
  const third = FakeRoomSocket.latest();
  third.open();
  third.receive(welcome);
  expect({ status: connection.status, error: connection.error }).toEqual({ status: 'connected', error: null });

  // A later outage of another kind is not called a restart.
  third.drop(1006);
  expect(events.at(-1)).toEqual({ type: 'status', status: 'reconnecting', error: null });
  connection.destroy();
});

test('a 1012 close before the first welcome is a restart, not a refusal', () => {
  jest.useFakeTimers();
  const { connection, socket } = makeConnection();
  socket.open();
  socket.drop(1012);
  expect({ status: connection.status, error: connection.error }).toEqual({ status: 'reconnecting', error: 'Server restarting, reconnecting…' });
  jest.advanceTimersByTime(500);
  expect(FakeRoomSocket.instances).toHaveLength(2);
  connection.destroy();
});

test('does not reconnect after 4403 and reports the refusal', () => {
  jest.useFakeTimers();
  const { connection, socket } = makeConnection();
  socket.open();
  socket.receive(welcome);
  socket.drop(4403);
  jest.advanceTimersByTime(60_000);
  expect(FakeRoomSocket.instances).toHaveLength(1);
  expect(connection.status).toBe('refused');
  expect(connection.error).toBe('You cannot join this room.');
});

test('a close before any welcome (upgrade refused over HTTP) is a refusal; an error message is shown instead when sent', () => {
  jest.useFakeTimers();
  const { connection, socket } = makeConnection();
  socket.drop(1006);
  jest.advanceTimersByTime(60_000);
  expect(FakeRoomSocket.instances).toHaveLength(1);
  expect(connection.error).toBe('You cannot join this room.');

  FakeRoomSocket.reset();
  const second = makeConnection();
  second.socket.open();
  second.socket.receive(welcome);
  second.socket.receive({ type: 'error', code: 'rate_limited', message: 'Too many messages.' });
  second.socket.drop(4429);
  expect(second.connection.status).toBe('refused');
  expect(second.connection.error).toBe('Too many messages.');
});

test('destroy closes the socket and never reconnects', () => {
  jest.useFakeTimers();
  const { connection, socket } = makeConnection();
  socket.open();
  socket.receive(welcome);
  connection.destroy();
  expect(socket.closedWith).toBe(1000);
  jest.advanceTimersByTime(60_000);
  expect(FakeRoomSocket.instances).toHaveLength(1);
});

test('sends call signals while open, refuses them while offline, and passes the partner’s on as events', () => {
  jest.useFakeTimers();
  const { connection, socket, events } = makeConnection();
  expect(connection.sendSignal({ kind: 'ready' })).toBe(false);
  socket.open();
  socket.receive(welcome);
  expect(connection.sendSignal({ kind: 'offer', sdp: 'v=0\r\n' })).toBe(true);
  expect(connection.sendSignal({ kind: 'candidate', candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdp_mid: '0', sdp_mline_index: 0 })).toBe(true);
  expect(socket.sentOfType('signal')).toEqual([
    { type: 'signal', signal: { kind: 'offer', sdp: 'v=0\r\n' } },
    { type: 'signal', signal: { kind: 'candidate', candidate: 'candidate:1 1 udp 1 192.0.2.2 5000 typ host', sdp_mid: '0', sdp_mline_index: 0 } },
  ]);

  socket.receive({ type: 'signal', from: 2, signal: { kind: 'answer', sdp: 'v=0\r\n' } });
  expect(events.at(-1)).toEqual({ type: 'signal', from: 2, signal: { kind: 'answer', sdp: 'v=0\r\n' } });

  socket.drop(1006);
  expect(connection.sendSignal({ kind: 'hangup' })).toBe(false);
  expect(socket.sentOfType('signal')).toHaveLength(2);
  connection.destroy();
});
