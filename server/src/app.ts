import fs from 'node:fs';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { HttpError } from './lib/http-errors';
import { CSRF_FAILED, securityPlugin } from './modules/auth/security';
import { modules } from './modules';

export interface BuildAppOptions {
  /** Signs the session cookie; at least 32 characters. */
  sessionSecret: string;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? (issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors');
    (errors[field] ??= []).push(missing ? 'This field is required.' : (issue.message ?? 'Invalid value.'));
  }
  return errors;
}

/** Every error leaves as `{ detail, errors? }` (API.md Conventions): never a stack trace, never HTML. */
function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.detail, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
    }
    if (error.validation) {
      return reply.status(400).send({ detail: 'Invalid input.', errors: validationErrors(error) });
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
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (_request, reply) => {
    // Uploaded files are served back; never let a browser sniff one into something executable.
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
  });
  installErrorHandling(app);
  if (ctx.config.corsOrigins.length > 0) {
    await app.register(fastifyCors, { origin: ctx.config.corsOrigins, credentials: true, exposedHeaders: ['X-CSRFToken'] });
  }
  await app.register(securityPlugin, { ctx, sessionSecret: options.sessionSecret });
  for (const module of modules) await app.register(module, { ctx });

  await app.register(async (files) => {
    // Uploaded pictures and the built SPA are readable by anyone; the files plugin's routes take no config.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    await files.register(fastifyStatic, { root: ctx.config.uploadDir, prefix: '/uploads/', decorateReply: false, index: false });
    if (ctx.config.serveSpa && fs.existsSync(ctx.config.distDir)) {
      await files.register(fastifyStatic, { root: ctx.config.distDir, prefix: '/', wildcard: true });
    }
  });
  return app;
}
