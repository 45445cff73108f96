import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DetailBody } from '@contracts/common';
import { HealthStatus } from '@contracts/health';
import type { AppContext } from '../../context';
import type { ServiceLifecycle } from './lifecycle';
import { databaseNotReady } from './readiness';

const PHASE_DETAIL = { starting: 'The server is starting.', draining: 'The server is shutting down.' } as const;

/**
 * `GET /healthz` (the process runs) and `GET /readyz` (it can serve: ready, the database answers, every migration
 * applied), at the root paths a load balancer probes. Registered beside the API, so no session is looked up and
 * no cookie set for them (the sign-in limits are on the auth routes only).
 *
 * During the drain (shutdown.ts says when exactly), every response says `Connection: close`: a client on a
 * kept-alive connection gets its answer, then opens a new connection, which the load balancer sends to another
 * process (no reset, no 503).
 * Registered before the WebSocket plugin, so its preClose hook lets the room close its sockets with its own
 * code before that plugin closes whatever is left.
 */
async function health(app: FastifyInstance, { ctx, lifecycle }: { ctx: AppContext; lifecycle: ServiceLifecycle }): Promise<void> {
  app.decorate('lifecycle', lifecycle);

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.closeConnections) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', (done) => {
    lifecycle.beforeClose();
    done();
  });

  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { summary: 'Liveness: the process runs (it does not check the database)', response: { 200: HealthStatus } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Readiness: send this process requests (503 while starting, draining, or without a migrated database)',
        response: { 200: HealthStatus, 503: DetailBody },
      },
    },
    async (_request, reply) => {
      if (lifecycle.phase !== 'ready') return reply.status(503).send({ detail: PHASE_DETAIL[lifecycle.phase] });
      const notReady = await databaseNotReady(ctx.db);
      if (notReady) return reply.status(503).send({ detail: notReady });
      return { status: 'ok' as const };
    },
  );
}

export const healthPlugin = fp(health, { name: 'health' });
