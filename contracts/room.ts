/**
 * The interview room's live channel: one WebSocket per browser tab at `/interview/{interviewId}/room/socket/`
 * (either of the pair's two interview ids opens the same room). Every frame is a JSON text message of one of
 * these types, validated on arrival. Yjs updates, state vectors and awareness updates travel as base64.
 */
import { Type, type Static } from 'typebox';
import { TestSpec } from './test-cases';
import { ROOM_MESSAGE_MAX_BYTES } from './limits';
import { DateTime, MemberId, Nullable, Uuid, UuidParam } from './common';

const Base64 = Type.String({ pattern: '^[A-Za-z0-9+/]*={0,2}$', maxLength: Math.ceil((ROOM_MESSAGE_MAX_BYTES * 4) / 3) });

export const RoomParams = Type.Object({ interviewId: UuidParam('Interview not found.') });

// ---- browser to server -------------------------------------------------------------------------------

/** First message, and again after every reconnect: what the browser's document already holds. */
export const ClientSync = Type.Object({ type: Type.Literal('sync'), state_vector: Base64 }, { additionalProperties: false });
/** A change the browser made to the shared document (typing, the language picker, ...). */
export const ClientUpdate = Type.Object({ type: Type.Literal('update'), update: Base64 }, { additionalProperties: false });
/**
 * The browser's cursor, selection and name (y-protocols awareness), relayed to the partner and never stored.
 * Presence ("partner joined/left") is read from these states: the server removes a closed connection's.
 */
export const ClientAwareness = Type.Object({ type: Type.Literal('awareness'), update: Base64 }, { additionalProperties: false });

/**
 * The round's interviewer shows one of the round's technical questions to the interviewee. The server checks the
 * sender asks that question and writes its title and prompt (never the solution) into the shared map `revealed`.
 */
export const ClientReveal = Type.Object({ type: Type.Literal('reveal'), question_id: Uuid }, { additionalProperties: false });

const SessionDescription = Type.String({ minLength: 1, maxLength: 32 * 1024 });
/** WebRTC signalling for the call (perfect negotiation: the member with the lower id is the polite side). */
export const CallSignal = Type.Union([
  /** "I am in the call": the partner (re)starts negotiation with this tab. */
  Type.Object({ kind: Type.Literal('ready') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('offer'), sdp: SessionDescription }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('answer'), sdp: SessionDescription }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('candidate'),
      candidate: Type.String({ maxLength: 4096 }),
      sdp_mid: Nullable(Type.String({ maxLength: 256 })),
      sdp_mline_index: Nullable(Type.Integer({ minimum: 0, maximum: 1024 })),
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('hangup') }, { additionalProperties: false }),
]);
export type CallSignalDto = Static<typeof CallSignal>;
/** A call signal for the partner's tabs: relayed as it is, never stored. */
export const ClientSignal = Type.Object({ type: Type.Literal('signal'), signal: CallSignal }, { additionalProperties: false });

export const RoomClientMessage = Type.Union([ClientSync, ClientUpdate, ClientAwareness, ClientReveal, ClientSignal]);
export type RoomClientMessageDto = Static<typeof RoomClientMessage>;

// ---- server to browser -------------------------------------------------------------------------------

export const RoomMember = Type.Object({ id: MemberId, first_name: Type.String() });
/** One of the pair's two interviews: round 1 is the lead interview (the lower interviewer id), round 2 the other. */
export const RoomRound = Type.Object({ interview_id: Uuid, interviewer_id: MemberId, interviewee_id: MemberId });

/** An RTCIceServer as the browser takes it (ICE_SERVERS in the server's configuration). */
export const IceServer = Type.Object({
  urls: Type.Union([Type.String(), Type.Array(Type.String())]),
  username: Type.Optional(Type.String()),
  credential: Type.Optional(Type.String()),
});
export type IceServerDto = Static<typeof IceServer>;

export const ServerWelcome = Type.Object({
  type: Type.Literal('welcome'),
  room_id: Uuid,
  you: RoomMember,
  partner: RoomMember,
  rounds: Type.Array(RoomRound, { maxItems: 2 }),
  /** The server's clock when it welcomed: the shared timer reads the time as the server has it. */
  server_time: DateTime,
  ice_servers: Type.Array(IceServer),
});
/** The answer to a `sync`: what the browser's document lacks, and the server's state vector so it can send what the server lacks. */
export const ServerSync = Type.Object({ type: Type.Literal('sync'), update: Base64, state_vector: Base64 });
export const ServerUpdate = Type.Object({ type: Type.Literal('update'), update: Base64 });
export const ServerAwareness = Type.Object({ type: Type.Literal('awareness'), update: Base64 });

/** A call signal from one of the partner's tabs. */
export const ServerSignal = Type.Object({ type: Type.Literal('signal'), from: MemberId, signal: CallSignal });

export const RoomErrorCode = Type.Union([
  Type.Literal('invalid_message'),
  Type.Literal('not_allowed'),
  Type.Literal('room_closed'),
  Type.Literal('message_too_large'),
  Type.Literal('rate_limited'),
  Type.Literal('document_too_large'),
  /** The member opened this room in more than ROOM_SOCKETS_PER_MEMBER tabs: the oldest is closed (4429). */
  Type.Literal('too_many_connections'),
]);
/**
 * Something the server did not take, in words to show; after `rate_limited`, `message_too_large` and
 * `too_many_connections` it closes the connection with ROOM_CLOSE.abuse. The message rate is counted per member and
 * room (all their tabs, across reconnects: ROOM_MESSAGES_PER_SECOND in contracts/limits.ts), not per connection.
 */
export const ServerError = Type.Object({ type: Type.Literal('error'), code: RoomErrorCode, message: Type.String() });

export const RoomServerMessage = Type.Union([ServerWelcome, ServerSync, ServerUpdate, ServerAwareness, ServerSignal, ServerError]);
export type RoomServerMessageDto = Static<typeof RoomServerMessage>;
export type RoomErrorCodeDto = Static<typeof RoomErrorCode>;

/** An entry of the shared document's `revealed` map (contracts/room-document.ts). */
export const RevealedQuestion = Type.Object({
  question_id: Uuid,
  interview_id: Uuid,
  title: Type.String(),
  prompt: Type.String(),
  /** The function to write and its visible cases (examples), never the hidden ones; absent for a question without tests. */
  test_spec: Type.Optional(TestSpec),
  at: DateTime,
});
export type RevealedQuestionDto = Static<typeof RevealedQuestion>;

/**
 * How the server closes the room's sockets when it shuts down or restarts: the standard 1012 ("Service Restart").
 * The browser says so and reconnects, to another process or to the restarted one.
 */
export const ROOM_RESTART_CLOSE = { code: 1012, reason: 'server restarting, reconnecting' } as const;

/** Close codes the server uses besides the standard ones; the browser does not reconnect after these. */
export const ROOM_CLOSE = {
  /** Origin not allowed, or the member is not one of the pair. */
  refused: 4403,
  /**
   * Messages too large or too many (per member, across their tabs and reconnects), or this was the member's oldest
   * of more than ROOM_SOCKETS_PER_MEMBER sockets in the room: the connection is ended after the error message.
   */
  abuse: 4429,
} as const;
