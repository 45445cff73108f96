import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** API JSON compression (app.ts registers @fastify/compress with these): brotli's default quality (11) costs more time than it saves. */
export const API_BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** @fastify/compress's default: smaller bodies leave uncompressed. */
const COMPRESS_THRESHOLD = 1024;

type Encoding = 'br' | 'gzip';

/** A response body serialized once, and compressed once per encoding when a client first asks for it. */
export interface SerializedBody {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export const serializedBody = (json: string): SerializedBody => ({ json, encoded: {} });

/**
 * The encoding @fastify/compress would choose when the answer is plain: br, else gzip, named without a
 * q-value (browsers send "gzip, deflate, br, zstd"). Anything subtler (q-values, `*`) returns null and is
 * left to the plugin, which negotiates it per response.
 */
function plainlyAccepted(header: string | undefined): Encoding | null {
  if (!header) return null;
  const tokens = new Set(header.toLowerCase().split(',').map((token) => token.trim()));
  if (tokens.has('br')) return 'br';
  if (tokens.has('gzip')) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(list)) reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Sends a body the route's response serializer already produced (`reply.serialize`), for a route that keeps
 * serialized bodies: the JSON text, or its compressed form (made once per body and encoding) with the
 * headers @fastify/compress would set, which then leaves it alone. The route's typed reply only takes the
 * object form, hence the plain `FastifyReply`.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, body: SerializedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = body.json.length >= COMPRESS_THRESHOLD ? plainlyAccepted(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.json);
  const encoded = (body.encoded[encoding] ??= encoding === 'br' ? zlib.brotliCompressSync(body.json, API_BROTLI_OPTIONS) : zlib.gzipSync(body.json));
  addVary(reply);
  return reply.header('content-encoding', encoding).send(encoded);
}
