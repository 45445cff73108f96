import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a CSRF token is bound to: the session id of a signed-in visitor, one shared value for anonymous ones.
 * The token is an HMAC over its cookie secret and this value, so a csrftoken cookie and token taken from
 * another client do not work with a victim's session cookie, and a token fetched before sign-in (or
 * before a sign-out) stops working once the session changes. Anonymous visitors still get no session
 * row: the secret stays in the csrftoken cookie.
 */
export function csrfBinding(request: FastifyRequest): string {
  // Never empty: the plugin refuses every token when the bound value is.
  return request.session.memberId === undefined ? 'anonymous' : `session:${request.session.sessionId}`;
}

/** The CSRF plugin's HMAC key, derived from (never equal to) the session secret. */
export function csrfHmacKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('mockprep csrf token binding').digest();
}

/** A token for this request's session (GET /auth/csrf/). */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  return reply.generateCsrf({ userInfo: csrfBinding(request) });
}
