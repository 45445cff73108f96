import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** Network errors that mean the other end went away abruptly. */
const PEER_GONE = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);

/**
 * Whether a socket's error is the client's doing: a frame `ws` refused (`WS_ERR_INVALID_UTF8`,
 * `WS_ERR_UNSUPPORTED_MESSAGE_LENGTH` over maxPayload, a bad opcode or mask...; it has already closed with 1002,
 * 1007 or 1009) or a connection cut short. Anything else came from our own handler.
 */
export function isClientSocketError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || PEER_GONE.has(code));
}

/**
 * @fastify/websocket's errorHandler (its default logs everything at error, so a browser sending a broken frame
 * looked like a server fault): the client's errors at warn, with the member, our own at error. Either way the socket
 * is ended, as the default does.
 */
export function websocketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  const details = { err: error, memberId: request.member?.id ?? null, url: request.url };
  if (isClientSocketError(error)) request.log.warn(details, 'websocket ended: the client broke the protocol or went away');
  else request.log.error(details, 'websocket handler failed');
  socket.terminate();
}
