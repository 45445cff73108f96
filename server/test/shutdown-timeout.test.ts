import crypto from 'node:crypto';
import net from 'node:net';
import pino from 'pino';
import { drainAndClose } from '../src/modules/health/shutdown';
import { pairForRoom } from './helpers/room-client';
import { createTestApp, signedInMember } from './helpers/test-app';

/** A raw connection that sends `request` and then nothing more, answering nothing (a stuck or vanished client). */
function stuckClient(port: number, request: string): { closed: Promise<void>; received: () => string } {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  return { closed: new Promise((resolve) => socket.once('close', () => resolve())), received: () => received };
}

it('cuts what is still open at the shutdown timeout: a request whose body never ends, a room socket that never answers the close', async () => {
  const test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.app.server.address() as net.AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const ada = await signedInMember(test, { firstName: 'Ada' });
  const bob = await signedInMember(test, { firstName: 'Bob' });
  const [interviewId] = await pairForRoom(test, ada.member, bob.member);

  const upload = stuckClient(port, `POST /auth/login/ HTTP/1.1\r\nHost: ${origin.slice(7)}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`);
  const room = stuckClient(
    port,
    [
      `GET /interview/${interviewId}/room/socket/ HTTP/1.1`,
      `Host: ${origin.slice(7)}`,
      `Origin: ${origin}`,
      `Cookie: ${ada.client.cookieHeader}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}`,
      '',
      '',
    ].join('\r\n'),
  );
  const deadline = Date.now() + 10_000;
  while (!room.received().includes('"welcome"') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(room.received()).toContain('101 Switching Protocols');

  const startedAt = Date.now();
  await drainAndClose(test.app, { drainMs: 0, timeoutMs: 1_000 }, pino({ level: 'silent' }));
  const tookMs = Date.now() - startedAt;
  await Promise.all([upload.closed, room.closed]);
  await test.close();

  // Bounded by the timeout, not by the stuck clients (ws alone would wait 30 s for the close's answer).
  expect(tookMs).toBeGreaterThanOrEqual(1_000);
  expect(tookMs).toBeLessThan(5_000);
  // The room socket was first asked to close with 1012 (a close frame: 0x88, then the code's two bytes 0x03 0xF4).
  expect(room.received()).toContain('\x88');
  expect(room.received()).toContain('\x03\xf4');
});
