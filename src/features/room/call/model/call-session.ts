import type { CallSignalDto, IceServerDto } from '@contracts/room';
import type { RoomConnectionEvent, RoomConnectionStatus } from '@/shared/lib/room-connection';
import { CALL_MESSAGES } from '../config/messages';

/** The part of the room's connection the call uses (`RoomConnection` is one); tests pass a fake. */
export interface CallSignaling {
  readonly status: RoomConnectionStatus;
  readonly welcome: { ice_servers: IceServerDto[] } | null;
  sendSignal(signal: CallSignalDto): boolean;
  on(listener: (event: RoomConnectionEvent) => void): () => void;
}

export interface CallMember {
  id: number;
  firstName: string;
}

/**
 * Where the call stands, as `data-call-state` shows it: `idle` (not in the call), `joining` (asking for the camera
 * and microphone), `waiting` (in the call, the partner is not), then the peer connection's own states.
 */
export type CallState = 'idle' | 'joining' | 'waiting' | 'connecting' | 'connected' | 'disconnected' | 'failed';

export interface CallNotice {
  severity: 'error' | 'warning' | 'info';
  text: string;
  /** `media`: about this browser's devices; `connection`: about reaching the partner (cleared once connected); `partner`: what the partner did. */
  about: 'media' | 'connection' | 'partner';
}

export interface CallSnapshot {
  state: CallState;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** False when the member joined with the microphone only. */
  hasCamera: boolean;
  /** The partner said they are in the call (a `ready` or an offer) and has not hung up since. */
  partnerInCall: boolean;
  notice: CallNotice | null;
}

export interface CallSessionOptions {
  signaling: CallSignaling;
  you: CallMember;
  partner: CallMember;
  /** Defaults to `new RTCPeerConnection(configuration)`. */
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
  /** Defaults to `navigator.mediaDevices.getUserMedia`. */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Where unexpected WebRTC errors go (a failed negotiation step); defaults to `console.warn`. */
  log?: (message: string, error: unknown) => void;
}

const VIDEO: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 }, frameRate: { ideal: 24 } };

const IDLE: CallSnapshot = {
  state: 'idle',
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  hasCamera: true,
  partnerInCall: false,
  notice: null,
};

type MediaResult = { stream: MediaStream; notice: CallNotice | null } | { notice: CallNotice };

const errorName = (error: unknown) => (typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '');
const mediaError = (text: string): { notice: CallNotice } => ({ notice: { severity: 'error', text, about: 'media' } });

/**
 * One member's side of the room's call, framework-free: the camera and microphone, one RTCPeerConnection to the
 * partner's browser (peer to peer, no media server), and its signalling over the room's connection.
 *
 * Negotiation follows MDN's "perfect negotiation": either side may offer, and when both do at once the polite
 * side (the member with the lower id) rolls its offer back and answers, while the impolite side ignores the
 * offer it did not expect. `ready` means "I am in the call with a fresh peer connection": the tab that joins
 * sends it, and a partner already in the call (re)starts negotiation with it, replacing a peer connection that
 * was used with the partner's previous one. A tab offers only once it knows the partner is there, so nothing
 * is sent to a partner who has not joined.
 */
export class CallSession {
  readonly polite: boolean;
  private snapshot: CallSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private readonly signaling: CallSignaling;
  private readonly you: CallMember;
  private readonly partner: CallMember;
  private readonly createPeerConnectionOption: CallSessionOptions['createPeerConnection'];
  private readonly getUserMediaOption: CallSessionOptions['getUserMedia'];
  private readonly log: (message: string, error: unknown) => void;
  private readonly stopListening: () => void;

  private pc: RTCPeerConnection | null = null;
  private localStream: MediaStream | null = null;
  private remoteStream: MediaStream | null = null;
  private joined = false;
  private joining = false;
  /** Bumped by every join and leave: a join that finishes after the member left (or joined again) is dropped. */
  private attempt = 0;
  /** The partner's current peer connection knows about ours: we may offer. */
  private partnerReady = false;
  private partnerInCall = false;
  private makingOffer = false;
  private ignoreOffer = false;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  /** Signals are handled one after another: each step awaits the peer connection. */
  private incoming: Promise<void> = Promise.resolve();
  private roomStatus: RoomConnectionStatus;
  private muted = false;
  private cameraOff = false;
  private hasCamera = true;
  private notice: CallNotice | null = null;
  private destroyed = false;

  constructor({ signaling, you, partner, createPeerConnection, getUserMedia, log }: CallSessionOptions) {
    this.signaling = signaling;
    this.you = you;
    this.partner = partner;
    this.polite = you.id < partner.id;
    this.createPeerConnectionOption = createPeerConnection;
    this.getUserMediaOption = getUserMedia;
    this.log = log ?? ((message, error) => console.warn(`Call: ${message}`, error));
    this.roomStatus = signaling.status;
    this.stopListening = signaling.on((event) => this.onRoomEvent(event));
  }

  /** For `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For `useSyncExternalStore`: the same object until something changes. */
  readonly getSnapshot = (): CallSnapshot => this.snapshot;

  /** Asks for the camera and microphone (the microphone alone when there is no camera), then tells the partner. */
  async join(): Promise<void> {
    if (this.joined || this.joining || this.destroyed) return;
    const attempt = ++this.attempt;
    this.joining = true;
    this.notice = null;
    this.publish();
    const media = await this.openMedia();
    if (attempt !== this.attempt || this.destroyed) {
      if ('stream' in media) stopTracks(media.stream);
      return;
    }
    this.joining = false;
    this.notice = media.notice;
    if (!('stream' in media)) return this.publish();
    this.localStream = media.stream;
    this.hasCamera = media.stream.getVideoTracks().length > 0;
    this.muted = false;
    this.cameraOff = false;
    this.joined = true;
    this.restart();
  }

  /** Hangs up: tells the partner, closes the peer connection and turns the camera and microphone off. */
  leave(): void {
    if (!this.joined && !this.joining) return;
    this.attempt += 1;
    if (this.joined) this.signaling.sendSignal({ kind: 'hangup' });
    this.closePeer();
    if (this.localStream) stopTracks(this.localStream);
    this.localStream = null;
    this.joined = false;
    this.joining = false;
    this.muted = false;
    this.cameraOff = false;
    this.hasCamera = true;
    this.notice = null;
    this.publish();
  }

  /** Starts over with a fresh peer connection (after "could not connect"): the partner renegotiates with it. */
  retry(): void {
    if (!this.joined) return;
    this.notice = null;
    this.restart();
  }

  setMuted(muted: boolean): void {
    if (!this.localStream) return;
    this.muted = muted;
    for (const track of this.localStream.getAudioTracks()) track.enabled = !muted;
    this.publish();
  }

  setCameraOff(off: boolean): void {
    if (!this.localStream || !this.hasCamera) return;
    this.cameraOff = off;
    for (const track of this.localStream.getVideoTracks()) track.enabled = !off;
    this.publish();
  }

  /** Leaves the call and stops listening to the room (the component unmounts). */
  destroy(): void {
    if (this.destroyed) return;
    this.leave();
    this.destroyed = true;
    this.stopListening();
    this.listeners.clear();
  }

  // ---- media --------------------------------------------------------------------------------------------

  private async openMedia(): Promise<MediaResult> {
    const getUserMedia = this.getUserMediaOption ?? browserGetUserMedia();
    if (!getUserMedia) return mediaError(typeof window !== 'undefined' && window.isSecureContext === false ? CALL_MESSAGES.insecure : CALL_MESSAGES.unsupported);
    if (!this.createPeerConnectionOption && typeof RTCPeerConnection === 'undefined') return mediaError(CALL_MESSAGES.unsupported);
    try {
      return { stream: await getUserMedia({ audio: true, video: VIDEO }), notice: null };
    } catch (error) {
      const name = errorName(error);
      if (name === 'NotAllowedError' || name === 'SecurityError') return mediaError(CALL_MESSAGES.permissionDenied);
      // No camera, or one that cannot start: the call goes on with the microphone alone.
      if (!['NotFoundError', 'OverconstrainedError', 'NotReadableError', 'AbortError'].includes(name)) {
        this.log('could not open the camera and microphone', error);
        return mediaError(CALL_MESSAGES.mediaFailed);
      }
      try {
        const stream = await getUserMedia({ audio: true, video: false });
        const text = name === 'NotFoundError' ? CALL_MESSAGES.noCamera : CALL_MESSAGES.cameraBusy;
        return { stream, notice: { severity: 'info', text, about: 'media' } };
      } catch (audioError) {
        const audioName = errorName(audioError);
        if (audioName === 'NotAllowedError' || audioName === 'SecurityError') return mediaError(CALL_MESSAGES.permissionDenied);
        if (audioName === 'NotFoundError') return mediaError(CALL_MESSAGES.noDevices);
        if (audioName === 'NotReadableError') return mediaError(CALL_MESSAGES.deviceBusy);
        this.log('could not open the microphone', audioError);
        return mediaError(CALL_MESSAGES.mediaFailed);
      }
    }
  }

  // ---- the peer connection ------------------------------------------------------------------------------

  /** A fresh peer connection with our tracks, announced to the partner with `ready`. */
  private restart(): void {
    this.openPeer();
    this.signaling.sendSignal({ kind: 'ready' });
    this.publish();
  }

  private openPeer(): RTCPeerConnection {
    this.closePeer();
    const configuration: RTCConfiguration = { iceServers: (this.signaling.welcome?.ice_servers ?? []).map(toIceServer) };
    const pc = this.createPeerConnectionOption ? this.createPeerConnectionOption(configuration) : new RTCPeerConnection(configuration);
    this.pc = pc;
    this.partnerReady = false;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.pendingCandidates = [];
    pc.onnegotiationneeded = () => void this.offer(pc);
    pc.onicecandidate = ({ candidate }) => {
      if (pc !== this.pc || !candidate) return;
      this.signaling.sendSignal({ kind: 'candidate', candidate: candidate.candidate, sdp_mid: candidate.sdpMid ?? null, sdp_mline_index: candidate.sdpMLineIndex ?? null });
    };
    pc.ontrack = ({ track, streams }) => {
      if (pc !== this.pc) return;
      let stream = streams[0] ?? this.remoteStream;
      if (!stream) stream = new MediaStream();
      if (!stream.getTracks().includes(track)) stream.addTrack(track);
      this.remoteStream = stream;
      this.publish();
    };
    pc.onconnectionstatechange = () => {
      if (pc === this.pc) this.onConnectionState(pc.connectionState);
    };
    if (this.localStream) for (const track of this.localStream.getTracks()) pc.addTrack(track, this.localStream);
    return pc;
  }

  private closePeer(): void {
    const pc = this.pc;
    this.pc = null;
    this.remoteStream = null;
    this.partnerReady = false;
    this.makingOffer = false;
    this.pendingCandidates = [];
    if (!pc) return;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private async offer(pc: RTCPeerConnection): Promise<void> {
    // Only once the partner is there, and one offer at a time (an explicit offer and `negotiationneeded` can meet).
    if (pc !== this.pc || !this.partnerReady || this.makingOffer || pc.signalingState !== 'stable') return;
    try {
      this.makingOffer = true;
      await pc.setLocalDescription();
      // A polite rollback may have replaced the offer while it was being made.
      if (pc === this.pc && pc.localDescription?.type === 'offer') this.signaling.sendSignal({ kind: 'offer', sdp: pc.localDescription.sdp });
    } catch (error) {
      if (pc === this.pc) this.log('could not make an offer', error);
    } finally {
      if (pc === this.pc) this.makingOffer = false;
    }
  }

  private onConnectionState(state: RTCPeerConnectionState): void {
    if (state === 'connected' && this.notice && this.notice.about !== 'media') this.notice = null;
    if (state === 'failed') this.notice = { severity: 'error', text: CALL_MESSAGES.couldNotConnect, about: 'connection' };
    if (state === 'disconnected') this.notice = { severity: 'warning', text: CALL_MESSAGES.interrupted(this.partner.firstName), about: 'connection' };
    this.publish();
  }

  // ---- signals ------------------------------------------------------------------------------------------

  private onRoomEvent(event: RoomConnectionEvent): void {
    if (event.type === 'signal') {
      if (event.from !== this.partner.id) return;
      const signal = event.signal;
      this.incoming = this.incoming
        .then(() => this.onSignal(signal))
        .catch((error: unknown) => this.log(`could not handle the partner's ${signal.kind}`, error));
    } else if (event.type === 'status') {
      const was = this.roomStatus;
      this.roomStatus = event.status;
      // Back after an outage: signals may have been lost both ways. A call that still flows peer to peer goes
      // on; any other starts over, and the partner renegotiates on our `ready`.
      if (event.status === 'connected' && was !== 'connected' && this.joined && this.pc?.connectionState !== 'connected') {
        this.incoming = this.incoming.then(() => {
          if (this.joined && !this.destroyed) this.restart();
        });
      }
    }
  }

  private async onSignal(signal: CallSignalDto): Promise<void> {
    if (this.destroyed) return;
    switch (signal.kind) {
      case 'hangup': {
        this.partnerInCall = false;
        if (this.joined) {
          // Wait, with a fresh peer connection, for the partner's next `ready`.
          this.openPeer();
          this.notice = { severity: 'info', text: CALL_MESSAGES.partnerLeft(this.partner.firstName), about: 'partner' };
        }
        return this.publish();
      }
      case 'ready': {
        this.partnerInCall = true;
        if (!this.joined) return this.publish();
        // The partner has a fresh peer connection: ours must be fresh too unless it never talked to theirs.
        let pc = this.pc;
        if (!pc || pc.localDescription || pc.remoteDescription || pc.signalingState !== 'stable') pc = this.openPeer();
        this.partnerReady = true;
        if (this.notice?.about === 'partner' || this.notice?.about === 'connection') this.notice = null;
        this.publish();
        return this.offer(pc);
      }
      case 'offer':
      case 'answer': {
        this.partnerInCall = true;
        if (!this.joined) return this.publish();
        const pc = this.pc ?? this.openPeer();
        if (signal.kind === 'offer') this.partnerReady = true;
        this.publish();
        const collision = signal.kind === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
        this.ignoreOffer = !this.polite && collision;
        if (this.ignoreOffer) return;
        // An answer to an offer this peer connection no longer has (it rolled back, or was replaced).
        if (signal.kind === 'answer' && pc.signalingState !== 'have-local-offer') return;
        // The polite side's offer, if any, is rolled back implicitly.
        await pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
        if (pc !== this.pc) return;
        await this.addPendingCandidates(pc);
        if (signal.kind === 'offer') {
          await pc.setLocalDescription();
          if (pc === this.pc && pc.localDescription?.type === 'answer') this.signaling.sendSignal({ kind: 'answer', sdp: pc.localDescription.sdp });
        }
        return;
      }
      case 'candidate': {
        const pc = this.pc;
        if (!this.joined || !pc) return;
        const candidate: RTCIceCandidateInit = { candidate: signal.candidate, sdpMid: signal.sdp_mid, sdpMLineIndex: signal.sdp_mline_index };
        // Candidates can overtake their description (another server process relays them): keep them until it is set.
        if (!pc.remoteDescription) {
          this.pendingCandidates.push(candidate);
          return;
        }
        return this.addCandidate(pc, candidate);
      }
    }
  }

  private async addPendingCandidates(pc: RTCPeerConnection): Promise<void> {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of pending) await this.addCandidate(pc, candidate);
  }

  private async addCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await pc.addIceCandidate(candidate);
    } catch (error) {
      // Candidates of an offer we ignored, or of the partner's previous peer connection, do not fit: expected.
      if (!this.ignoreOffer && pc === this.pc) this.log('could not add a candidate', error);
    }
  }

  // ---- the snapshot -------------------------------------------------------------------------------------

  private currentState(): CallState {
    if (this.joining) return 'joining';
    if (!this.joined) return 'idle';
    if (!this.partnerReady && !this.pc?.remoteDescription) return 'waiting';
    switch (this.pc?.connectionState) {
      case 'connected':
        return 'connected';
      case 'disconnected':
        return 'disconnected';
      case 'failed':
      case 'closed':
        return 'failed';
      default:
        return 'connecting';
    }
  }

  private publish(): void {
    if (this.destroyed) return;
    this.snapshot = {
      state: this.currentState(),
      localStream: this.localStream,
      remoteStream: this.remoteStream,
      muted: this.muted,
      cameraOff: this.cameraOff,
      hasCamera: this.hasCamera,
      partnerInCall: this.partnerInCall,
      notice: this.notice,
    };
    for (const listener of this.listeners) listener();
  }
}

function browserGetUserMedia(): ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | null {
  // Absent outside a secure context (a plain-http address other than localhost).
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  return devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : null;
}

function toIceServer({ urls, username, credential }: IceServerDto): RTCIceServer {
  return { urls, ...(username !== undefined ? { username } : {}), ...(credential !== undefined ? { credential } : {}) };
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
