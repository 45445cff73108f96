import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import { Compile } from 'typebox/compile';
import { REVEALED_MAP } from '@contracts/room-document';
import {
  ROOM_CLOSE,
  RoomClientMessage,
  type CallSignalDto,
  type IceServerDto,
  type RoomClientMessageDto,
  type RoomErrorCodeDto,
  type RoomServerMessageDto,
} from '@contracts/room';
import {
  ROOM_DOCUMENT_MAX_BYTES,
  ROOM_MESSAGE_BURST_SECONDS,
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_MESSAGES_PER_SECOND,
  ROOM_SOCKETS_PER_MEMBER,
} from '@contracts/limits';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { TokenBuckets } from '../../lib/token-buckets';
import type { RoomInfo } from './access';
import { INLINE_PAYLOAD_MAX, type RoomEvent, type RoomFanout } from './fanout';
import { loadDocument, SNAPSHOT_EVERY_ROWS, updatesAfter, writeSnapshot } from './persistence';
import { RoomUpdateWriter, type RoomWithChanges } from './update-writer';
import { revealQuestion } from './reveal';
import { EMPTY_DOCUMENT, readUpdate, RoomDocumentState, syncAnswer, updateSettingMapEntry } from './document-state';

/** A message's text: ROOM_MESSAGE_MAX_BYTES of binary as base64 (4/3 as long) plus its JSON around it. */
const MESSAGE_TEXT_MAX_BYTES = Math.ceil((ROOM_MESSAGE_MAX_BYTES * 4) / 3) + 1024;

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** One browser tab in a room. Its messages are counted in its member's bucket for the room (RoomHub.buckets). */
class Peer {
  readonly awarenessClients = new Set<number>();
  /** The member's token bucket in this room, shared by all their tabs and kept across reconnects. */
  readonly bucketKey: string;

  constructor(readonly socket: WebSocket, readonly info: RoomInfo) {
    this.bucketKey = `${info.you.id}:${info.roomId}`;
  }

  get memberId(): number {
    return this.info.you.id;
  }

  send(message: RoomServerMessageDto): void {
    this.sendText(JSON.stringify(message));
  }

  /** A message already serialized, so one relayed to several tabs is encoded once. */
  sendText(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }
}

/** A room as one process holds it while members are connected to it: the document's bytes, the cursors, the sockets. */
class LiveRoom implements RoomWithChanges {
  /** Only the cursors' bookkeeping: the document itself is `document`, which is never applied to a Y.Doc. */
  readonly awareness = new awarenessProtocol.Awareness(new Y.Doc());
  readonly peers = new Set<Peer>();
  readonly ready: Promise<void>;
  /** What this process holds of the document, except `unstored`. */
  private document = new RoomDocumentState(EMPTY_DOCUMENT);
  /** Stored size plus what was appended since: an upper bound on the document's size, checked before each update. */
  documentBytes = 0;
  private rowsSinceSnapshot = 0;
  private unstored: Uint8Array[] = [];
  /** Whether an update in `unstored` was too large to publish inline: the writer then publishes its row id. */
  private unstoredUnpublished = false;
  private snapshotting: Promise<void> | null = null;

  constructor(readonly id: string, private readonly hub: RoomHub) {
    this.awareness.setLocalState(null);
    this.awareness.on('update', (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => this.onAwarenessUpdate(changes, origin));
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    const stored = await loadDocument(this.hub.db, this.id);
    this.document = new RoomDocumentState(stored.state);
    this.documentBytes = stored.state.byteLength;
    this.rowsSinceSnapshot = stored.rowsSinceSnapshot;
  }

  /** The whole document as one update: what this process holds, stored or not. */
  whole(): Uint8Array {
    return this.document.whole(this.unstored);
  }

  /**
   * A change from a member (`from`) or from the server itself (a revealed question): relayed to the other tabs as
   * it arrived, published to the other processes and stored. Relayed whether or not it is new to the room: a tab
   * applies what it already has as nothing.
   */
  accept(update: Uint8Array, from: Peer | null): void {
    const encoded = toBase64(update);
    this.relayUpdate(encoded, from);
    const inline = this.hub.sharesRooms && encoded.length <= INLINE_PAYLOAD_MAX;
    if (inline) this.hub.announceUpdate(this.id, update);
    this.store(update, this.hub.sharesRooms && !inline);
  }

  private relay(text: string, except: Peer | null): void {
    for (const peer of this.peers) if (peer !== except) peer.sendText(text);
  }

  private relayUpdate(encoded: string, except: Peer | null): void {
    this.relay(JSON.stringify({ type: 'update', update: encoded } satisfies RoomServerMessageDto), except);
  }

  private onAwarenessUpdate({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown): void {
    const changed = [...added, ...updated, ...removed];
    if (origin instanceof Peer) {
      for (const client of added) origin.awarenessClients.add(client);
      for (const client of removed) origin.awarenessClients.delete(client);
    }
    if (changed.length === 0) return;
    const update = toBase64(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
    this.relay(JSON.stringify({ type: 'awareness', update } satisfies RoomServerMessageDto), origin instanceof Peer ? origin : null);
    if (origin !== 'remote' && this.hub.sharesRooms && update.length <= INLINE_PAYLOAD_MAX) this.hub.announce({ kind: 'awareness', roomId: this.id, update });
  }

  /** Queues the update for the process's writer (update-writer.ts), which stores every room's at once; `urgent` when no other process has it yet. */
  private store(update: Uint8Array, urgent: boolean): void {
    this.documentBytes += update.byteLength;
    this.unstored.push(update);
    this.unstoredUnpublished ||= urgent;
    this.hub.writer.schedule(this, urgent);
  }

  takeUnstored(): { update: Uint8Array; published: boolean } | null {
    if (this.unstored.length === 0) return null;
    const update = this.unstored.length === 1 ? this.unstored[0] : Y.mergeUpdates(this.unstored);
    const published = !this.unstoredUnpublished;
    this.unstored = [];
    this.unstoredUnpublished = false;
    // The merge the writer needs anyway is what the document keeps: no second merge per keystroke.
    this.document.add(update);
    return { update, published };
  }

  /** Every SNAPSHOT_EVERY_ROWS rows a snapshot, written beside the writer (it only shortens opening the room). */
  stored(rowId: number): void {
    this.rowsSinceSnapshot += 1;
    if (this.rowsSinceSnapshot < SNAPSHOT_EVERY_ROWS || this.snapshotting) return;
    this.rowsSinceSnapshot = 0;
    this.snapshotting = writeSnapshot(this.hub.db, this.id, rowId)
      .then(() => {
        this.documentBytes = this.whole().byteLength;
      })
      .catch((error: unknown) => this.hub.logger.error({ err: error, roomId: this.id }, 'could not write a room snapshot'))
      .finally(() => (this.snapshotting = null));
  }

  /** Resolves once everything received so far is stored. */
  async flushed(): Promise<void> {
    await this.hub.writer.flushed();
    while (this.snapshotting) await this.snapshotting;
  }

  /** Relays a call signal to the partner's tabs in this process. */
  deliverSignal(from: number, signal: CallSignalDto): void {
    for (const peer of this.peers) if (peer.memberId !== from) peer.send({ type: 'signal', from, signal });
  }

  /** Another process's change: relayed to the tabs here and kept; that process stores it. */
  applyRemote(event: Exclude<RoomEvent, { kind: 'signal' }>, update: Uint8Array): void {
    if (event.kind === 'awareness') return awarenessProtocol.applyAwarenessUpdate(this.awareness, update, 'remote');
    if (readUpdate(update) !== 'changes') return;
    this.document.add(update);
    this.relayUpdate(toBase64(update), null);
  }

  close(): void {
    this.awareness.destroy();
  }
}

/** Every room this process has members in. One per app; the WebSocket route hands each connection to it. */
export class RoomHub {
  private readonly rooms = new Map<string, LiveRoom>();
  readonly writer: RoomUpdateWriter;
  /**
   * Message allowance per member and room, shared by that member's tabs there and kept after they close, so a
   * reconnect does not refill it (issue 28: 64 reconnecting sockets had each got a fresh one). Per process.
   */
  private readonly buckets: TokenBuckets<string>;
  /** Events for the other processes gathered while the previous ones are published, published together after it. */
  private announcements: RoomEvent[] = [];
  /** Document updates gathered likewise, by room: merged into one event per room when they fit a notification. */
  private announcedUpdates = new Map<string, Uint8Array[]>();
  private announcing: Promise<void> | null = null;

  constructor(
    readonly db: Db,
    private readonly fanout: RoomFanout,
    readonly clock: Clock,
    readonly logger: FastifyBaseLogger,
    private readonly iceServers: IceServerDto[] = [],
    storeDelayMs?: number,
  ) {
    fanout.onEvent((event) => void this.onRemoteEvent(event));
    this.writer = new RoomUpdateWriter(db, clock, (events) => this.publish(events), logger, storeDelayMs);
    this.buckets = new TokenBuckets(clock, ROOM_MESSAGES_PER_SECOND, ROOM_MESSAGES_PER_SECOND * ROOM_MESSAGE_BURST_SECONDS);
  }

  get sharesRooms(): boolean {
    return this.fanout.shared;
  }

  /**
   * Publishes the event with the others that arrive before the previous publish returns (at least this turn's):
   * a change reaches the partner's process without waiting for it to be stored, and the notifications grow with
   * the load rather than their number (one per turn was thousands a second at 500 rooms, and fell behind).
   */
  announce(event: RoomEvent): void {
    this.announcements.push(event);
    this.announceSoon();
  }

  /** A document update small enough to publish inline (base64 within INLINE_PAYLOAD_MAX). */
  announceUpdate(roomId: string, update: Uint8Array): void {
    const updates = this.announcedUpdates.get(roomId);
    if (updates) updates.push(update);
    else this.announcedUpdates.set(roomId, [update]);
    this.announceSoon();
  }

  private announceSoon(): void {
    if (!this.announcing) this.announcing = this.announceWhilePending().finally(() => (this.announcing = null));
  }

  private async announceWhilePending(): Promise<void> {
    while (this.announcements.length > 0 || this.announcedUpdates.size > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const events = this.announcements;
      // Merged, a room's updates are one event to apply and relay on the other side instead of one per keystroke.
      for (const [roomId, updates] of this.announcedUpdates) {
        const merged = updates.length === 1 ? null : toBase64(Y.mergeUpdates(updates));
        if (merged !== null && merged.length <= INLINE_PAYLOAD_MAX) events.push({ kind: 'update', roomId, update: merged });
        else for (const update of updates) events.push({ kind: 'update', roomId, update: toBase64(update) });
      }
      this.announcements = [];
      this.announcedUpdates = new Map();
      await this.publish(events);
    }
  }

  publish(events: RoomEvent[]): Promise<void> {
    return this.fanout.publish(events).catch((error: unknown) => this.logger.warn({ err: error, events: events.length }, 'could not fan out room events'));
  }

  private async onRemoteEvent(event: RoomEvent): Promise<void> {
    const room = this.rooms.get(event.roomId);
    if (!room) return;
    try {
      if (event.kind === 'signal') return room.deliverSignal(event.from, event.signal);
      if ('update' in event) return room.applyRemote(event, fromBase64(event.update));
      const [row] = await updatesAfter(this.db, event.roomId, event.id - 1);
      if (row?.id === event.id) room.applyRemote(event, row.update);
    } catch (error) {
      this.logger.warn({ err: error, roomId: event.roomId }, 'could not apply a room event from another process');
    }
  }

  /** Takes a member's connection into their room: welcome, then messages until the socket closes. */
  async connect(info: RoomInfo, socket: WebSocket): Promise<void> {
    let room = this.rooms.get(info.roomId);
    if (!room) {
      room = new LiveRoom(info.roomId, this);
      this.rooms.set(info.roomId, room);
    }
    const peer = new Peer(socket, info);
    this.makeRoomFor(room, peer);
    room.peers.add(peer);
    const live = room;
    // Messages that arrive while the document loads wait for it, in order.
    let queue = room.ready;
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      queue = queue.then(() => this.receive(live, peer, data, isBinary)).catch((error: unknown) => this.logger.error({ err: error }, 'room message failed'));
    });
    socket.on('close', () => void this.leave(live, peer));
    try {
      await room.ready;
    } catch (error) {
      this.logger.error({ err: error, roomId: info.roomId }, 'could not open a room');
      socket.close(1011, 'The room could not be opened.');
      return;
    }
    peer.send({
      type: 'welcome',
      room_id: info.roomId,
      you: { id: info.you.id, first_name: info.you.firstName },
      partner: { id: info.partner.id, first_name: info.partner.firstName },
      rounds: info.rounds.map((round) => ({ interview_id: round.id, interviewer_id: round.interviewerId, interviewee_id: round.intervieweeId })),
      server_time: this.clock.now().toISOString(),
      ice_servers: this.iceServers,
    });
    const states = [...room.awareness.getStates().keys()];
    if (states.length > 0) peer.send({ type: 'awareness', update: toBase64(awarenessProtocol.encodeAwarenessUpdate(room.awareness, states)) });
  }

  /**
   * At most ROOM_SOCKETS_PER_MEMBER open sockets per member in a room (in this process): a further one closes that
   * member's oldest. Not the newest refused: the tab being opened is the one the member looks at, and the oldest is
   * the likeliest to be a socket whose network went away without the server seeing it close (no close frame after
   * a laptop sleeps or a phone changes network), which would otherwise lock the member out of their interview. The
   * closed tab shows the error and does not reconnect (4429), so tabs cannot take turns closing each other.
   */
  private makeRoomFor(room: LiveRoom, newcomer: Peer): void {
    const theirs = [...room.peers].filter((peer) => peer.memberId === newcomer.memberId && peer.open);
    for (const oldest of theirs.slice(0, Math.max(0, theirs.length - ROOM_SOCKETS_PER_MEMBER + 1))) {
      this.refuse(
        oldest,
        'too_many_connections',
        `This room is open in more than ${ROOM_SOCKETS_PER_MEMBER} of your tabs or windows, so this one, the oldest, was disconnected. Reload the page to use it here.`,
        true,
      );
    }
  }

  private refuse(peer: Peer, code: RoomErrorCodeDto, message: string, close = false): void {
    peer.send({ type: 'error', code, message });
    if (close) peer.socket.close(ROOM_CLOSE.abuse, message.slice(0, 120));
  }

  private async receive(room: LiveRoom, peer: Peer, data: Buffer, isBinary: boolean): Promise<void> {
    if (!this.buckets.take(peer.bucketKey)) {
      return this.refuse(peer, 'rate_limited', 'Too many messages: the connection was closed. Reload the page to rejoin.', true);
    }
    if (data.byteLength > MESSAGE_TEXT_MAX_BYTES) {
      return this.refuse(peer, 'message_too_large', `That change is larger than ${ROOM_MESSAGE_MAX_BYTES / 1024} KB and was not shared; the connection was closed. Reload the page to rejoin.`, true);
    }
    const message = isBinary ? null : parseClientMessage(data.toString('utf8'));
    if (!message) return this.refuse(peer, 'invalid_message', 'That message could not be read and was ignored.');
    switch (message.type) {
      case 'sync': {
        let answer: ReturnType<typeof syncAnswer>;
        try {
          answer = syncAnswer(room.whole(), fromBase64(message.state_vector));
        } catch {
          return this.refuse(peer, 'invalid_message', 'That message could not be read and was ignored.');
        }
        return peer.send({ type: 'sync', update: toBase64(answer.missing), state_vector: toBase64(answer.stateVector) });
      }
      case 'update': {
        const update = fromBase64(message.update);
        if (room.documentBytes + update.byteLength > ROOM_DOCUMENT_MAX_BYTES) {
          return this.refuse(peer, 'document_too_large', `The shared code has reached its limit of ${ROOM_DOCUMENT_MAX_BYTES / 1024 / 1024} MB; this change was not shared. Remove some code to go on.`);
        }
        const carries = readUpdate(update);
        if (carries === 'unreadable') return this.refuse(peer, 'invalid_message', 'That change could not be read and was not shared.');
        if (carries === 'nothing') return;
        return room.accept(update, peer);
      }
      case 'awareness': {
        try {
          awarenessProtocol.applyAwarenessUpdate(room.awareness, fromBase64(message.update), peer);
        } catch {
          return this.refuse(peer, 'invalid_message', 'That message could not be read and was ignored.');
        }
        return;
      }
      case 'signal': {
        room.deliverSignal(peer.memberId, message.signal);
        // Awaited: the tab's messages are handled one after another, so its signals reach NOTIFY in the order sent
        // (the publisher's pool has two connections; an offer overtaken by its candidates cannot use them).
        return this.publish([{ kind: 'signal', roomId: room.id, from: peer.memberId, signal: message.signal }]);
      }
      case 'reveal': {
        const revealed = await revealQuestion(this.db, peer.info, message.question_id, this.clock.now());
        if (!revealed) return this.refuse(peer, 'not_allowed', "Only this round's interviewer can show its questions.");
        return room.accept(updateSettingMapEntry(room.whole(), REVEALED_MAP, revealed.question_id, revealed), null);
      }
    }
  }

  private async leave(room: LiveRoom, peer: Peer): Promise<void> {
    room.peers.delete(peer);
    if (peer.awarenessClients.size > 0) awarenessProtocol.removeAwarenessStates(room.awareness, [...peer.awarenessClients], 'close');
    if (room.peers.size > 0) return;
    await room.flushed();
    if (room.peers.size === 0 && this.rooms.get(room.id) === room) {
      this.rooms.delete(room.id);
      room.close();
    }
  }

  /** Resolves once what this process holds of the room is stored, so a read of its history (the replay) has it all. */
  async storedNow(roomId: string): Promise<void> {
    await this.rooms.get(roomId)?.flushed();
  }

  /** Closes every member's socket (the server is shutting down); each socket's close handler then leaves its room. */
  disconnectAll(code: number, reason: string): void {
    for (const room of this.rooms.values()) for (const peer of room.peers) peer.socket.close(code, reason);
  }

  /** Stores what is pending in every room (the sockets are closed by disconnectAll or the WebSocket plugin). */
  async close(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.flushed()));
    await this.fanout.close();
  }
}

const checkClientMessage = Compile(RoomClientMessage);

function parseClientMessage(text: string): RoomClientMessageDto | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return checkClientMessage.Check(value) ? (value as RoomClientMessageDto) : null;
}
