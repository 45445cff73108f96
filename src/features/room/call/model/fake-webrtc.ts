/**
 * Stand-ins for WebRTC in unit tests (jsdom has none), imported by test files only: media tracks and streams,
 * a peer connection that keeps the signalling state machine (offers, answers, implicit rollback, candidates,
 * `negotiationneeded`) and "connects" once two of them hold each other's descriptions and candidates, and a
 * room connection that relays call signals to another one.
 */
import type { CallSignalDto } from '@contracts/room';
import type { RoomConnectionEvent, RoomConnectionStatus } from '@/shared/lib/room-connection';
import type { CallSignaling } from './call-session';

let nextId = 0;

export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  readonly id = `track-${++nextId}`;
  constructor(readonly kind: 'audio' | 'video') {}
  stop(): void {
    this.readyState = 'ended';
  }
}

export class FakeStream {
  readonly id = `stream-${++nextId}`;
  constructor(private readonly tracks: FakeTrack[]) {}
  getTracks = () => [...this.tracks];
  getAudioTracks = () => this.tracks.filter((track) => track.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((track) => track.kind === 'video');
  addTrack = (track: FakeTrack) => void this.tracks.push(track);
}

export const fakeStream = (kinds: Array<'audio' | 'video'>) => new FakeStream(kinds.map((kind) => new FakeTrack(kind)));

/** A getUserMedia that answers from a script: a list of streams or error names, one per call. */
export function scriptedGetUserMedia(...answers: Array<FakeStream | string>) {
  const calls: MediaStreamConstraints[] = [];
  const getUserMedia = jest.fn(async (constraints: MediaStreamConstraints) => {
    calls.push(constraints);
    const answer = answers.shift();
    if (answer === undefined) throw new Error('getUserMedia was called more often than scripted');
    if (typeof answer === 'string') throw Object.assign(new Error(answer), { name: answer });
    return answer as unknown as MediaStream;
  });
  return { getUserMedia, calls };
}

type Description = { type: 'offer' | 'answer'; sdp: string };
const sessionDescription = (type: 'offer' | 'answer', pc: FakePeerConnection, kinds: string[]): Description => ({
  type,
  sdp: `v=0\r\no=- ${pc.id} ${++pc.version} IN IP4 127.0.0.1\r\na=kinds:${kinds.join(',')}\r\n`,
});
const ownerOf = (description: { sdp?: string } | null) => Number(/o=- (\d+) /.exec(description?.sdp ?? '')?.[1] ?? -1);
const kindsOf = (description: { sdp?: string } | null) => (/a=kinds:([a-z,]*)/.exec(description?.sdp ?? '')?.[1] ?? '').split(',').filter(Boolean);

function invalidState(message: string): Error {
  return Object.assign(new Error(message), { name: 'InvalidStateError' });
}

/** The parts of RTCPeerConnection that CallSession uses, with its signalling rules. */
export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  readonly id = ++nextId;
  version = 0;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly senders: FakeTrack[] = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  readonly rollbacks: number[] = [];
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  private readonly remoteStream = new FakeStream([]);
  private readonly signalledKinds = new Set<string>();
  /** Kinds of our tracks that the agreed description carries. */
  private negotiatedKinds: string[] = [];
  private pendingOffer: Description | null = null;
  private negotiationQueued = false;

  constructor(readonly configuration: RTCConfiguration) {
    FakePeerConnection.instances.push(this);
  }

  static reset(): void {
    FakePeerConnection.instances = [];
  }

  get closed(): boolean {
    return this.signalingState === 'closed';
  }

  addTrack(track: FakeTrack): void {
    this.senders.push(track);
    this.queueNegotiation();
  }

  async setLocalDescription(description?: { type: 'rollback' | 'offer' | 'answer' }): Promise<void> {
    await Promise.resolve();
    if (this.closed) throw invalidState('closed');
    if (description?.type === 'rollback') return this.rollback();
    if (this.signalingState === 'stable' || this.signalingState === 'have-local-offer') {
      this.localDescription = sessionDescription('offer', this, this.senders.map((track) => track.kind));
      this.pendingOffer = this.localDescription;
      this.signalingState = 'have-local-offer';
    } else if (this.signalingState === 'have-remote-offer') {
      const offered = kindsOf(this.remoteDescription);
      this.negotiatedKinds = this.senders.map((track) => track.kind).filter((kind) => offered.includes(kind));
      this.localDescription = sessionDescription('answer', this, this.negotiatedKinds);
      this.signalingState = 'stable';
      this.afterStable();
    } else {
      throw invalidState(`setLocalDescription in ${this.signalingState}`);
    }
    this.gatherCandidates();
  }

  async setRemoteDescription(description: Description): Promise<void> {
    await Promise.resolve();
    if (this.closed) throw invalidState('closed');
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.rollback(); // implicit rollback
      this.remoteDescription = description;
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw invalidState(`answer in ${this.signalingState}`);
      this.remoteDescription = description;
      this.negotiatedKinds = kindsOf(this.pendingOffer);
      this.signalingState = 'stable';
      this.afterStable();
    }
    for (const kind of kindsOf(description)) {
      if (this.signalledKinds.has(kind)) continue;
      this.signalledKinds.add(kind);
      const track = new FakeTrack(kind as 'audio' | 'video');
      this.remoteStream.addTrack(track);
      this.ontrack?.({ track, streams: [this.remoteStream] });
    }
    this.tryConnect();
  }

  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    await Promise.resolve();
    if (!this.remoteDescription) throw invalidState('no remote description');
    const from = Number(/^candidate:(\d+)/.exec(candidate.candidate ?? '')?.[1]);
    if (from !== ownerOf(this.remoteDescription)) throw Object.assign(new Error('unknown ufrag'), { name: 'OperationError' });
    this.addedCandidates.push(candidate);
    this.tryConnect();
  }

  close(): void {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  /** The network between the two browsers gives up (ICE failed). */
  fail(state: RTCPeerConnectionState = 'failed'): void {
    this.setConnectionState(state);
  }

  /** The peer connection at the other end: the one whose description this one holds. */
  get remote(): FakePeerConnection | undefined {
    return FakePeerConnection.instances.find((pc) => pc.id === ownerOf(this.remoteDescription));
  }

  private rollback(): void {
    if (this.signalingState !== 'have-local-offer') throw invalidState(`rollback in ${this.signalingState}`);
    this.rollbacks.push(this.version);
    this.localDescription = null;
    this.pendingOffer = null;
    this.signalingState = 'stable';
  }

  private afterStable(): void {
    this.pendingOffer = null;
    if (this.senders.some((track) => !this.negotiatedKinds.includes(track.kind))) this.queueNegotiation();
  }

  private queueNegotiation(): void {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    setTimeout(() => {
      this.negotiationQueued = false;
      if (!this.closed && this.signalingState === 'stable' && this.senders.some((track) => !this.negotiatedKinds.includes(track.kind))) this.onnegotiationneeded?.();
    }, 0);
  }

  private gatherCandidates(): void {
    setTimeout(() => {
      if (this.closed) return;
      this.onicecandidate?.({ candidate: { candidate: `candidate:${this.id} 1 udp 2122260223 192.0.2.2 50000 typ host`, sdpMid: '0', sdpMLineIndex: 0 } });
      this.onicecandidate?.({ candidate: null });
    }, 0);
  }

  private tryConnect(): void {
    const remote = this.remote;
    const connected = (pc: FakePeerConnection, other: FakePeerConnection) =>
      !pc.closed && pc.signalingState === 'stable' && ownerOf(pc.remoteDescription) === other.id && pc.addedCandidates.length > 0;
    if (remote && this.connectionState !== 'connected' && connected(this, remote) && connected(remote, this)) {
      setTimeout(() => {
        this.setConnectionState('connected');
        remote.setConnectionState('connected');
      }, 0);
    } else if (this.connectionState === 'new' && this.remoteDescription) {
      this.setConnectionState('connecting');
    }
  }

  private setConnectionState(state: RTCPeerConnectionState): void {
    if (this.closed || this.connectionState === state) return;
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

/** A room connection that relays call signals to its partner's, now or when the test says (`hold`, `flush`). */
export class FakeSignaling implements CallSignaling {
  status: RoomConnectionStatus = 'connected';
  welcome = { ice_servers: [] as Array<{ urls: string | string[]; username?: string; credential?: string }> };
  readonly sent: CallSignalDto[] = [];
  partner: FakeSignaling | null = null;
  online = true;
  private held: Array<() => void> | null = null;
  private readonly listeners = new Set<(event: RoomConnectionEvent) => void>();

  constructor(readonly memberId: number) {}

  static pair(first: number, second: number): [FakeSignaling, FakeSignaling] {
    const a = new FakeSignaling(first);
    const b = new FakeSignaling(second);
    a.partner = b;
    b.partner = a;
    return [a, b];
  }

  on(listener: (event: RoomConnectionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  sendSignal(signal: CallSignalDto): boolean {
    if (!this.online) return false;
    this.sent.push(signal);
    const partner = this.partner;
    if (!partner || !partner.online) return true;
    const deliver = () => partner.emit({ type: 'signal', from: this.memberId, signal });
    if (this.held) this.held.push(deliver);
    else deliver();
    return true;
  }

  sentKinds(): string[] {
    return this.sent.map((signal) => signal.kind);
  }

  /** Keeps what this side sends until `flush`. */
  hold(): void {
    this.held ??= [];
  }

  /** Delivers what was held; with `keepHolding`, what is sent next is held again. */
  flush(keepHolding = false): void {
    const held = this.held ?? [];
    this.held = keepHolding ? [] : null;
    for (const deliver of held) deliver();
  }

  emit(event: RoomConnectionEvent): void {
    if (event.type === 'status') this.status = event.status;
    for (const listener of this.listeners) listener(event);
  }

  setStatus(status: RoomConnectionStatus): void {
    this.online = status === 'connected';
    this.emit({ type: 'status', status, error: null });
  }
}

/** Lets queued promise reactions and zero-delay timers run, a few rounds deep. */
export async function settle(rounds = 30): Promise<void> {
  for (let index = 0; index < rounds; index++) await new Promise((resolve) => setTimeout(resolve, 0));
}
