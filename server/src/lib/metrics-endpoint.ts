import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import { DetailBody } from '@contracts/common';
import { MetricsScrape } from '@contracts/metrics';
import type { AppContext } from '../context';
import { notFound, unauthorized } from './http-errors';
import { processMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

/** Requests that matched no route share one label: the raw URL would make a series per probe of the scanner. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, so neither the token's length nor its prefix shows in the time an answer takes. */
function bearerIs(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/**
 * Times every request of the app (a root hook, so it covers the API, the files and the 404s) and serves
 * `GET /metrics`: this app's metrics and the process's. Registered on the root, beside the API and not in it,
 * so no session, cookie, CSRF or rate-limit work runs for a scrape.
 *
 * Access: only with METRICS_TOKEN set, and only to `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * the route answers 404 like any unknown path, to everyone: behind a reverse proxy on the same machine every
 * client arrives from loopback, so "loopback may read it" would publish the metrics through the proxy.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const { metrics } = ctx;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const token = ctx.config.metricsToken;
  app.get(
    METRICS_PATH,
    {
      config: { access: 'metrics' },
      schema: {
        summary: "Prometheus metrics of this process (requests per route, pairing runs, jobs, mail, room connections, memory, event loop)",
        description: 'Served only when METRICS_TOKEN is set, to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without it, 404.',
        security: [{ metrics: [] }],
        response: { 200: MetricsScrape, 401: DetailBody, 404: DetailBody },
      },
    },
    async (request, reply) => {
      if (!token) throw notFound();
      if (!bearerIs(request, token)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthorized('A valid metrics token is required.');
      }
      // The process metrics start with the first scrape: an app nobody scrapes (a test's) starts no event-loop monitor.
      const registry = Registry.merge([processMetrics(), metrics.registry]);
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
