import { CALL_MESSAGES } from '../config/messages';
import { CallSession } from './call-session';
import { FakePeerConnection, FakeSignaling, fakeStream, scriptedGetUserMedia, settle, type FakeStream } from './fake-webrtc';

const ADA = { id: 1, firstName: 'Ada' };
const BOB = { id: 2, firstName: 'Bob' };

interface Side {
  session: CallSession;
  signaling: FakeSignaling;
  stream: FakeStream;
  /** The peer connections this side made, oldest first. */
  pcs: () => FakePeerConnection[];
  pc: () => FakePeerConnection;
}

const sessions: CallSession[] = [];
const log = jest.fn();

function side(signaling: FakeSignaling, you: typeof ADA, partner: typeof ADA, stream = fakeStream(['audio', 'video'])): Side {
  const own: FakePeerConnection[] = [];
  const session = new CallSession({
    signaling,
    you,
    partner,
    getUserMedia: scriptedGetUserMedia(stream, fakeStream(['audio', 'video'])).getUserMedia,
    createPeerConnection: (configuration) => {
      const pc = new FakePeerConnection(configuration);
      own.push(pc);
      return pc as unknown as RTCPeerConnection;
    },
    log,
  });
  sessions.push(session);
  return {
    session,
    signaling,
    stream,
    pcs: () => own,
    pc: () => {
      const pc = own.at(-1);
      if (!pc) throw new Error('no peer connection yet');
      return pc;
    },
  };
}

function pair(): { ada: Side; bob: Side } {
  const [adaSignaling, bobSignaling] = FakeSignaling.pair(ADA.id, BOB.id);
  return { ada: side(adaSignaling, ADA, BOB), bob: side(bobSignaling, BOB, ADA) };
}

const state = (s: Side) => s.session.getSnapshot().state;

/** Both ends hold each other's current peer connection and are connected. */
function expectConnected(a: Side, b: Side) {
  expect(state(a)).toBe('connected');
  expect(state(b)).toBe('connected');
  expect(a.pc().remote).toBe(b.pc());
  expect(b.pc().remote).toBe(a.pc());
  expect(a.session.getSnapshot().remoteStream?.getTracks().map((track) => track.kind)).toEqual(['audio', 'video']);
  expect(b.session.getSnapshot().remoteStream?.getTracks().map((track) => track.kind)).toEqual(['audio', 'video']);
}

beforeEach(() => {
  FakePeerConnection.reset();
  log.mockReset();
});
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

test('the member with the lower id is the polite side', () => {
  const { ada, bob } = pair();
  expect(ada.session.polite).toBe(true);
  expect(bob.session.polite).toBe(false);
});

test('joining asks for the camera and microphone, shows the preview and says ready, without offering to an absent partner', async () => {
  const [signaling] = FakeSignaling.pair(ADA.id, BOB.id);
  const stream = fakeStream(['audio', 'video']);
  const media = scriptedGetUserMedia(stream);
  const session = new CallSession({ signaling, you: ADA, partner: BOB, getUserMedia: media.getUserMedia, createPeerConnection: (c) => new FakePeerConnection(c) as unknown as RTCPeerConnection });
  sessions.push(session);
  const seen: string[] = [];
  session.subscribe(() => seen.push(session.getSnapshot().state));

  await session.join();
  await settle();
  expect(media.calls[0]).toMatchObject({ audio: true, video: expect.any(Object) });
  expect(session.getSnapshot()).toMatchObject({ state: 'waiting', localStream: stream, muted: false, cameraOff: false, hasCamera: true, notice: null });
  expect(seen[0]).toBe('joining');
  expect(signaling.sentKinds()).toEqual(['ready']);
  expect(FakePeerConnection.instances[0].senders).toEqual(stream.getTracks());
});

test('uses the ICE servers of the welcome', async () => {
  const { ada } = pair();
  ada.signaling.welcome = { ice_servers: [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }, { urls: ['stun:stun.example.org'] }] };
  await ada.session.join();
  expect(ada.pc().configuration).toEqual({
    iceServers: [{ urls: 'turn:turn.example.org:3478', username: 'u', credential: 'p' }, { urls: ['stun:stun.example.org'] }],
  });
});

test.each([
  ['Ada', 'Bob'],
  ['Bob', 'Ada'],
] as const)('%s joins first, %s later: the one already in the call offers, the other answers, and both connect', async (first, second) => {
  const sides = pair();
  const a = first === 'Ada' ? sides.ada : sides.bob;
  const b = second === 'Ada' ? sides.ada : sides.bob;
  await a.session.join();
  await settle();
  expect(state(a)).toBe('waiting');
  expect(b.session.getSnapshot()).toMatchObject({ state: 'idle', partnerInCall: true });

  await b.session.join();
  await settle();
  expectConnected(a, b);
  expect(a.signaling.sentKinds().filter((kind) => kind !== 'candidate')).toEqual(['ready', 'offer']);
  expect(b.signaling.sentKinds().filter((kind) => kind !== 'candidate')).toEqual(['ready', 'answer']);
  expect(a.signaling.sentKinds()).toContain('candidate');
  expect(b.signaling.sentKinds()).toContain('candidate');
  // The first peer connection never talked to anyone, so it was kept.
  expect(a.pcs()).toHaveLength(1);
  expect(log).not.toHaveBeenCalled();
});

test('both join at once: the offers collide, the impolite side ignores the polite side’s offer and the polite side rolls back', async () => {
  const { ada, bob } = pair();
  ada.signaling.hold();
  bob.signaling.hold();
  await ada.session.join();
  await bob.session.join();
  // Each sees the other's `ready` and offers before either offer has arrived.
  ada.signaling.flush(true);
  bob.signaling.flush(true);
  await settle();
  expect(ada.signaling.sentKinds()).toContain('offer');
  expect(bob.signaling.sentKinds()).toContain('offer');
  expect(ada.pc().signalingState).toBe('have-local-offer');
  expect(bob.pc().signalingState).toBe('have-local-offer');
  ada.signaling.flush();
  bob.signaling.flush();
  await settle();

  expectConnected(ada, bob);
  expect(ada.pc().rollbacks).toHaveLength(1);
  expect(bob.pc().rollbacks).toHaveLength(0);
  // Bob's offer won: Ada answered it, Bob never answered Ada's.
  expect(ada.signaling.sentKinds()).toContain('answer');
  expect(bob.signaling.sentKinds()).not.toContain('answer');
  expect(ada.pcs()).toHaveLength(1);
  expect(bob.pcs()).toHaveLength(1);
});

test('candidates that overtake their description are kept until it is set', async () => {
  const { ada, bob } = pair();
  await bob.session.join();
  await settle();
  bob.signaling.hold();
  await ada.session.join();
  await settle();
  // Bob's offer and first candidate are held: deliver the candidate first, as another server process might.
  const pcBob = bob.pc();
  expect(bob.signaling.sentKinds().slice(-2)).toEqual(['offer', 'candidate']);
  const held = (bob.signaling as unknown as { held: Array<() => void> }).held;
  held.reverse();
  bob.signaling.flush();
  await settle();
  expectConnected(ada, bob);
  expect(ada.pc().addedCandidates).toHaveLength(1);
  expect(ada.pc().remote).toBe(pcBob);
});

test('a partner who joins with the microphone only still gets the other’s video, through renegotiation', async () => {
  const [adaSignaling, bobSignaling] = FakeSignaling.pair(ADA.id, BOB.id);
  const media = scriptedGetUserMedia('NotFoundError', fakeStream(['audio']));
  const ada = new CallSession({ signaling: adaSignaling, you: ADA, partner: BOB, getUserMedia: media.getUserMedia, createPeerConnection: (c) => new FakePeerConnection(c) as unknown as RTCPeerConnection });
  sessions.push(ada);
  const bob = side(bobSignaling, BOB, ADA);
  await ada.join();
  expect(media.calls).toEqual([expect.objectContaining({ audio: true, video: expect.any(Object) }), { audio: true, video: false }]);
  expect(ada.getSnapshot()).toMatchObject({ hasCamera: false, notice: { severity: 'info', text: CALL_MESSAGES.noCamera } });
  await bob.session.join();
  await settle();
  expect(ada.getSnapshot().state).toBe('connected');
  expect(ada.getSnapshot().remoteStream?.getTracks().map((track) => track.kind)).toEqual(['audio', 'video']);
  expect(bob.session.getSnapshot().remoteStream?.getTracks().map((track) => track.kind)).toEqual(['audio']);
  // The notice about the camera stays once connected.
  expect(ada.getSnapshot().notice?.text).toBe(CALL_MESSAGES.noCamera);
});

describe('when the camera and microphone cannot be used', () => {
  async function joinWith(...answers: Array<string | FakeStream>) {
    const [signaling] = FakeSignaling.pair(ADA.id, BOB.id);
    const media = scriptedGetUserMedia(...answers);
    const session = new CallSession({ signaling, you: ADA, partner: BOB, getUserMedia: media.getUserMedia, createPeerConnection: (c) => new FakePeerConnection(c) as unknown as RTCPeerConnection, log });
    sessions.push(session);
    await session.join();
    return { session, signaling, media };
  }

  test('permission denied: a clear message, nothing sent, and joining again asks again', async () => {
    const { session, signaling, media } = await joinWith('NotAllowedError', 'NotAllowedError');
    expect(session.getSnapshot()).toMatchObject({ state: 'idle', localStream: null, notice: { severity: 'error', text: CALL_MESSAGES.permissionDenied } });
    expect(signaling.sent).toEqual([]);
    expect(FakePeerConnection.instances).toHaveLength(0);
    await session.join();
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
  });

  test.each([
    [['NotFoundError', 'NotFoundError'], CALL_MESSAGES.noDevices],
    [['NotReadableError', 'NotReadableError'], CALL_MESSAGES.deviceBusy],
    [['NotFoundError', 'NotAllowedError'], CALL_MESSAGES.permissionDenied],
    [['TypeError'], CALL_MESSAGES.mediaFailed],
  ])('%j: %s', async (answers, message) => {
    const { session, signaling } = await joinWith(...answers);
    expect(session.getSnapshot()).toMatchObject({ state: 'idle', notice: { severity: 'error', text: message } });
    expect(signaling.sent).toEqual([]);
  });

  test('a camera in use by another application: the microphone alone, said so', async () => {
    const { session, signaling } = await joinWith('NotReadableError', fakeStream(['audio']));
    expect(session.getSnapshot()).toMatchObject({ state: 'waiting', hasCamera: false, notice: { severity: 'info', text: CALL_MESSAGES.cameraBusy } });
    expect(signaling.sentKinds()).toEqual(['ready']);
    // Nothing to switch off.
    session.setCameraOff(true);
    expect(session.getSnapshot().cameraOff).toBe(false);
  });

  test('a browser without getUserMedia or RTCPeerConnection says it cannot make calls', async () => {
    const [signaling] = FakeSignaling.pair(ADA.id, BOB.id);
    const session = new CallSession({ signaling, you: ADA, partner: BOB });
    sessions.push(session);
    await session.join();
    expect(session.getSnapshot().notice?.text).toBe(CALL_MESSAGES.unsupported);
  });
});

test('mute and camera off switch the tracks off and on', async () => {
  const { ada } = pair();
  await ada.session.join();
  const [audio] = ada.stream.getAudioTracks();
  const [video] = ada.stream.getVideoTracks();
  ada.session.setMuted(true);
  expect(audio.enabled).toBe(false);
  expect(ada.session.getSnapshot().muted).toBe(true);
  ada.session.setCameraOff(true);
  expect(video.enabled).toBe(false);
  expect(ada.session.getSnapshot().cameraOff).toBe(true);
  ada.session.setMuted(false);
  ada.session.setCameraOff(false);
  expect([audio.enabled, video.enabled]).toEqual([true, true]);
  expect(ada.session.getSnapshot()).toMatchObject({ muted: false, cameraOff: false });
});

test('leaving hangs up: the partner is told, and either may join again', async () => {
  const { ada, bob } = pair();
  await ada.session.join();
  await bob.session.join();
  await settle();
  expectConnected(ada, bob);
  const bobsFirst = bob.pc();

  bob.session.leave();
  await settle();
  expect(bob.signaling.sentKinds().at(-1)).toBe('hangup');
  expect(bob.session.getSnapshot()).toMatchObject({ state: 'idle', localStream: null, remoteStream: null });
  expect(bob.stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
  expect(bobsFirst.closed).toBe(true);
  expect(ada.session.getSnapshot()).toMatchObject({
    state: 'waiting',
    remoteStream: null,
    partnerInCall: false,
    notice: { severity: 'info', text: 'Bob left the call' },
  });
  expect(ada.pcs()[0].closed).toBe(true);

  // Bob comes back (a new stream from getUserMedia): Ada offers again on a fresh peer connection.
  await bob.session.join();
  await settle();
  expectConnected(ada, bob);
  expect(ada.session.getSnapshot().notice).toBeNull();
});

test('a partner who reloads mid-call (no hangup) gets a fresh peer connection on their `ready`', async () => {
  const { ada, bob } = pair();
  await ada.session.join();
  await bob.session.join();
  await settle();
  expectConnected(ada, bob);
  const adasFirst = ada.pc();

  // Bob's tab is gone without a word; a new tab joins.
  bob.signaling.online = false;
  bob.session.destroy();
  bob.signaling.online = true;
  const bobAgain = side(bob.signaling, BOB, ADA);
  await bobAgain.session.join();
  await settle();
  expect(adasFirst.closed).toBe(true);
  expectConnected(ada, bobAgain);
});

test('no connection can be made: a clear message and a retry that starts over', async () => {
  const { ada, bob } = pair();
  await ada.session.join();
  await bob.session.join();
  await settle();
  ada.pc().fail('disconnected');
  expect(ada.session.getSnapshot()).toMatchObject({ state: 'disconnected', notice: { severity: 'warning', text: CALL_MESSAGES.interrupted('Bob') } });
  ada.pc().fail('failed');
  expect(ada.session.getSnapshot()).toMatchObject({ state: 'failed', notice: { severity: 'error', text: CALL_MESSAGES.couldNotConnect } });
  expect(ada.session.getSnapshot().notice?.text).toMatch(/Meeting link/);

  ada.session.retry();
  await settle();
  expectConnected(ada, bob);
  expect(ada.session.getSnapshot().notice).toBeNull();
  expect(ada.pcs()).toHaveLength(2);
  expect(bob.pcs()).toHaveLength(2);
});

test('after the room reconnects, a call that was not connected starts over with `ready`; a connected one goes on', async () => {
  const { ada, bob } = pair();
  await ada.session.join();
  await settle();
  // Ada's room connection drops; Bob joins meanwhile, and his `ready` never reaches her.
  ada.signaling.setStatus('reconnecting');
  await bob.session.join();
  await settle();
  expect(state(ada)).toBe('waiting');
  ada.signaling.setStatus('connected');
  await settle();
  expectConnected(ada, bob);
  expect(ada.signaling.sentKinds().filter((kind) => kind === 'ready')).toHaveLength(2);

  // A connected call does not need the room: it survives an outage untouched.
  const sent = ada.signaling.sent.length;
  ada.signaling.setStatus('reconnecting');
  ada.signaling.setStatus('connected');
  await settle();
  expect(ada.signaling.sent.length).toBe(sent);
  expectConnected(ada, bob);
});

test('leaving while the browser still asks for permission drops the stream it then gets', async () => {
  const [signaling] = FakeSignaling.pair(ADA.id, BOB.id);
  let grant: (stream: MediaStream) => void = () => undefined;
  const stream = fakeStream(['audio', 'video']);
  const session = new CallSession({
    signaling,
    you: ADA,
    partner: BOB,
    getUserMedia: () => new Promise<MediaStream>((resolve) => (grant = resolve)),
    createPeerConnection: (c) => new FakePeerConnection(c) as unknown as RTCPeerConnection,
  });
  sessions.push(session);
  const joining = session.join();
  expect(session.getSnapshot().state).toBe('joining');
  session.leave();
  grant(stream as unknown as MediaStream);
  await joining;
  expect(session.getSnapshot().state).toBe('idle');
  expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true);
  expect(signaling.sent).toEqual([]);
});

test('signals from anyone but the partner, and signals while not in the call, change nothing but presence', async () => {
  const { ada } = pair();
  ada.signaling.emit({ type: 'signal', from: 99, signal: { kind: 'ready' } });
  await settle(2);
  expect(ada.session.getSnapshot().partnerInCall).toBe(false);
  ada.signaling.emit({ type: 'signal', from: BOB.id, signal: { kind: 'offer', sdp: 'v=0' } });
  ada.signaling.emit({ type: 'signal', from: BOB.id, signal: { kind: 'candidate', candidate: 'candidate:1', sdp_mid: '0', sdp_mline_index: 0 } });
  await settle(2);
  expect(ada.session.getSnapshot()).toMatchObject({ state: 'idle', partnerInCall: true });
  expect(FakePeerConnection.instances).toHaveLength(0);
  ada.signaling.emit({ type: 'signal', from: BOB.id, signal: { kind: 'hangup' } });
  await settle(2);
  expect(ada.session.getSnapshot().partnerInCall).toBe(false);
});
