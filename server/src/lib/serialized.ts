import type { FastifyReply } from 'fastify';

/**
 * Sends a body the route's response serializer already produced (`reply.serialize`), for a route that keeps
 * serialized bodies: a string with a JSON content type leaves as it is, not serialized again. The route's
 * typed reply only takes the object form, hence the plain `FastifyReply`.
 */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
