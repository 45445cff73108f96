import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from './context';
import { BackgroundTasks } from './lib/background';
import { HttpError, invalidFields } from './lib/http-errors';
import { API_BROTLI_OPTIONS } from './lib/serialized';
import { registerApiDocs } from './lib/api-docs';
import { registerMetrics } from './lib/metrics-endpoint';
import { OneLinePerRequest } from './lib/request-log';
import { installSchemaValidation, requireSchemas, validationErrors } from './lib/schema-validation';
import { registerSecurityHeaders } from './lib/security-headers';
import { websocketErrorHandler } from './lib/websocket-errors';
import { CSRF_FAILED, securityPlugin } from './modules/auth/security';
import { modules } from './modules';
import { healthPlugin } from './modules/health/routes';
import { ServiceLifecycle } from './modules/health/lifecycle';
import { staticFiles } from './static-files';
import fastifyWebsocket from '@fastify/websocket';
import { ROOM_MESSAGE_MAX_BYTES } from '@contracts/limits';

export interface BuildAppOptions {
  /** Signs the session cookie; at least 32 characters. */
  sessionSecret: string;
  logger?: boolean;
  /** Readiness and draining (modules/health); main.ts passes its own, tests get one that is ready. */
  lifecycle?: ServiceLifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Work routes start without waiting for it (see BackgroundTasks); the app waits for it on close. */
    background: BackgroundTasks;
  }
}

/** Every error leaves as `{ detail, errors? }` (API.md Conventions): never a stack trace, never HTML. */
function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.detail, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    }
    // A malformed id in a path names no object: the same 404 as an unknown one (the params schema words it).
    if (error.validation && error.validationContext === 'params') {
      const [detail = 'Not found.'] = Object.values(validationErrors(error.validation)).flat();
      return reply.status(404).send({ detail });
    }
    if (error.validation) {
      const { detail, errors } = invalidFields(validationErrors(error.validation));
      return reply.status(400).send({ detail, errors });
    }
    if (error.code?.startsWith('FST_CSRF')) return reply.status(403).send({ detail: CSRF_FAILED });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'Internal server error.' });
    }
    return reply.status(status).send({ detail: error.message });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: 'Not found.' }));
}

/** Registers everything and returns the app without listening: tests inject into it, main.ts listens. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger === false ? undefined : ctx.logger,
    logController: new OneLinePerRequest(),
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // A request on a kept-alive connection while closing is answered (with Connection: close), never a bare 503:
    // the load balancer stopped sending during the drain (modules/health), what still arrives was sent before.
    return503OnClosing: false,
    // A malformed URL or an over-long path segment is refused before routing: still `{detail}` (API.md Conventions).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Not found.' : 'Malformed request URL.';
      void reply.code(error.statusCode ?? 400).type('application/json').send(JSON.stringify({ detail }));
    },
  });
  app.decorate('ctx', ctx);
  app.decorate('background', new BackgroundTasks(ctx.logger));
  app.addHook('onClose', () => app.background.settled());
  await registerSecurityHeaders(app, ctx.config);
  installErrorHandling(app);
  installSchemaValidation(app);
  const checkSchemas = requireSchemas(app);
  await registerApiDocs(app, ctx);
  // Before the API and the files are registered, so its timing hook covers every route.
  registerMetrics(app, ctx);
  // Before the WebSocket plugin and the routes: its Connection: close hook covers every route (modules/health).
  await app.register(healthPlugin, { ctx, lifecycle: options.lifecycle ?? new ServiceLifecycle() });
  if (ctx.config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: ctx.config.corsOrigins,
      credentials: true,
      // Every method the API uses (profile save is PUT, signup removal DELETE, ...), and the CSRF header.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Content-Type', 'X-CSRFToken'],
      exposedHeaders: ['X-CSRFToken', 'Retry-After'],
    });
  }
  // API JSON leaves compressed for clients that accept it; the build's files come precompressed (static-files.ts).
  // Brotli's default quality (11) costs more time per response than it saves on the wire.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], brotliOptions: API_BROTLI_OPTIONS });
  // The interview room's channel (modules/room): a message is at most ROOM_MESSAGE_MAX_BYTES of base64 in JSON, which
  // the room answers with `message_too_large`; a frame over twice that is refused by ws itself (1009). Errors a
  // client causes (such a frame, invalid UTF-8) are logged at warn, not error (lib/websocket-errors.ts).
  await app.register(fastifyWebsocket, { options: { maxPayload: ROOM_MESSAGE_MAX_BYTES * 2 }, errorHandler: websocketErrorHandler });
  // The session, CSRF and access checks belong to the API only: static files are served beside it.
  await app.register(async (api) => {
    await api.register(securityPlugin, { ctx, sessionSecret: options.sessionSecret });
    for (const module of modules) await api.register(module, { ctx });
  });
  await app.register(staticFiles, { ctx });
  checkSchemas();
  return app;
}
