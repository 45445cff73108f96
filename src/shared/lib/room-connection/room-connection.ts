import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import type { CallSignalDto, RoomClientMessageDto, RoomServerMessageDto } from '@contracts/room';
import { fromBase64, toBase64 } from './base64';
import {
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_MIN_DELAY_MS,
  ROOM_CLOSE_CODES,
  ROOM_REFUSED_MESSAGE,
  ROOM_RESTART_CLOSE_CODE,
  ROOM_RESTARTING_MESSAGE,
} from './close-codes';

export type RoomWelcomeDto = Extract<RoomServerMessageDto, { type: 'welcome' }>;
export type RoomConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/** The part of the browser's WebSocket the connection uses; tests pass a fake. */
export interface RoomSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type RoomSocketFactory = (url: string) => RoomSocket;

const OPEN = 1;

let defaultFactory: RoomSocketFactory = (url) => new WebSocket(url);

/** Replaces how connections made without a `createSocket` open their socket (tests); returns the previous factory. */
export function setWebSocketFactory(factory: RoomSocketFactory): RoomSocketFactory {
  const previous = defaultFactory;
  defaultFactory = factory;
  return previous;
}

export type RoomConnectionEvent =
  | { type: 'status'; status: RoomConnectionStatus; error: string | null }
  | { type: 'welcome'; welcome: RoomWelcomeDto }
  | { type: 'error'; message: string }
  | { type: 'signal'; from: number; signal: CallSignalDto };

export interface RoomConnectionOptions {
  url: string;
  /** Defaults to the module's factory (`setWebSocketFactory`), itself `new WebSocket(url)`. */
  createSocket?: RoomSocketFactory;
  doc?: Y.Doc;
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * The interview room's live channel (contracts/room.ts), framework-free: one WebSocket, one Y.Doc, one
 * Awareness. Sends a `sync` after every open, answers the server's `sync` with what the server lacks, relays
 * local document and awareness changes, and reconnects with backoff unless the server refused the member (after
 * a 1012 "Service Restart" close, saying so until it is welcomed again).
 */
export class RoomConnection {
  readonly doc: Y.Doc;
  readonly awareness: Awareness;
  status: RoomConnectionStatus = 'connecting';
  error: string | null = null;
  welcome: RoomWelcomeDto | null = null;

  private readonly url: string;
  private readonly createSocket: RoomSocketFactory;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly listeners = new Set<(event: RoomConnectionEvent) => void>();
  private socket: RoomSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private destroyed = false;
  /** Whether any socket of this connection was ever welcomed: a later close without a welcome is an outage, not a refusal. */
  private everWelcomed = false;
  private welcomedOnThisSocket = false;
  /** The server said it is restarting (1012): until a welcome, attempts that fail meanwhile are that restart too. */
  private serverRestarting = false;

  constructor({ url, createSocket, doc, minDelayMs = RECONNECT_MIN_DELAY_MS, maxDelayMs = RECONNECT_MAX_DELAY_MS }: RoomConnectionOptions) {
    this.url = url;
    this.createSocket = createSocket ?? ((socketUrl) => defaultFactory(socketUrl));
    this.doc = doc ?? new Y.Doc();
    this.awareness = new Awareness(this.doc);
    this.minDelayMs = minDelayMs;
    this.maxDelayMs = maxDelayMs;
    this.doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
  }

  /** Listens to status changes, the welcome and error messages; returns the unsubscribe function. */
  on(listener: (event: RoomConnectionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  connect(): void {
    if (this.destroyed || this.socket) return;
    const socket = this.createSocket(this.url);
    this.socket = socket;
    this.welcomedOnThisSocket = false;
    socket.onopen = () => {
      this.send({ type: 'sync', state_vector: toBase64(Y.encodeStateVector(this.doc)) });
      if (this.awareness.getLocalState() !== null) this.sendAwareness([this.doc.clientID]);
    };
    socket.onmessage = (event) => this.onMessage(event);
    socket.onclose = (event) => this.onClose(socket, event);
    socket.onerror = () => undefined; // a close always follows
  }

  /** Sends a call signal to the partner's tabs; false when offline (the call restarts with `ready` on reconnect). */
  sendSignal(signal: CallSignalDto): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.send({ type: 'signal', signal });
    return true;
  }

  /** Asks the server to show one of the round's questions to the partner (it checks the sender is its interviewer). */
  reveal(questionId: string): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.send({ type: 'reveal', question_id: questionId });
    return true;
  }

  /** Leaves the room: tells the partner this cursor is gone, closes the socket, never reconnects. */
  destroy(): void {
    if (this.destroyed) return;
    removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    this.destroyed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'Left the room');
    }
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.destroy();
    this.listeners.clear();
  }

  private emit(event: RoomConnectionEvent) {
    for (const listener of this.listeners) listener(event);
  }

  private setStatus(status: RoomConnectionStatus, error: string | null = this.error) {
    if (status === this.status && error === this.error) return;
    this.status = status;
    this.error = error;
    this.emit({ type: 'status', status, error });
  }

  private send(message: RoomClientMessageDto) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private sendAwareness(clients: number[]) {
    this.send({ type: 'awareness', update: toBase64(encodeAwarenessUpdate(this.awareness, clients)) });
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin !== this) this.send({ type: 'update', update: toBase64(update) });
  };

  private readonly onAwarenessUpdate = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ) => {
    if (origin === this) return;
    const local = [...added, ...updated, ...removed].filter((client) => client === this.doc.clientID);
    if (local.length > 0) this.sendAwareness(local);
  };

  private onMessage(event: MessageEvent) {
    let message: RoomServerMessageDto;
    try {
      message = JSON.parse(String(event.data)) as RoomServerMessageDto;
    } catch {
      return;
    }
    switch (message.type) {
      case 'welcome':
        this.welcome = message;
        this.everWelcomed = true;
        this.welcomedOnThisSocket = true;
        this.attempt = 0;
        this.serverRestarting = false;
        this.emit({ type: 'welcome', welcome: message });
        this.setStatus('connected', null);
        break;
      case 'sync':
        Y.applyUpdate(this.doc, fromBase64(message.update), this);
        this.send({ type: 'update', update: toBase64(Y.encodeStateAsUpdate(this.doc, fromBase64(message.state_vector))) });
        break;
      case 'update':
        Y.applyUpdate(this.doc, fromBase64(message.update), this);
        break;
      case 'awareness':
        applyAwarenessUpdate(this.awareness, fromBase64(message.update), this);
        break;
      case 'signal':
        this.emit({ type: 'signal', from: message.from, signal: message.signal });
        break;
      case 'error':
        this.error = message.message;
        this.emit({ type: 'error', message: message.message });
        break;
    }
  }

  private onClose(socket: RoomSocket, event: CloseEvent) {
    if (socket !== this.socket) return;
    this.socket = null;
    // The partner's cursor cannot be kept up to date while we are away; the server sends it again on rejoin.
    const remote = [...this.awareness.getStates().keys()].filter((client) => client !== this.doc.clientID);
    if (event.code === ROOM_RESTART_CLOSE_CODE) this.serverRestarting = true;
    const refusedByCode = event.code === ROOM_CLOSE_CODES.refused || event.code === ROOM_CLOSE_CODES.abuse;
    // An upgrade refused over HTTP (401/403/404) reaches the browser as a close before any welcome.
    const refusedOnUpgrade = !this.welcomedOnThisSocket && !this.everWelcomed && !this.serverRestarting;
    if (refusedByCode || refusedOnUpgrade) {
      this.setStatus('refused', this.error ?? ROOM_REFUSED_MESSAGE);
      removeAwarenessStates(this.awareness, remote, this);
      return;
    }
    this.setStatus('reconnecting', this.serverRestarting ? ROOM_RESTARTING_MESSAGE : null);
    removeAwarenessStates(this.awareness, remote, this);
    const delay = Math.min(this.minDelayMs * 2 ** this.attempt, this.maxDelayMs);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }
}
