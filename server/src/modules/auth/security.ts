import { timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { forbidden, HttpError, unauthorized } from '../../lib/http-errors';
import type { MemberRow } from '../members/dto';
import { cachedMemberById } from '../members/member-cache';
import { DatabaseSessionStore, SESSION_CACHE_MS, touchSignedInSession } from './session-store';
import { csrfBinding, csrfHmacKey } from './csrf-binding';

/**
 * Who may call a route (API.md "Access levels"). Routes declare it in `config.access`.
 * 'internal': the local command channel, which checks its own loopback-plus-secret credentials and has no CSRF.
 * 'metrics': the Prometheus scrape (lib/metrics-endpoint.ts), outside this plugin, by `Bearer <METRICS_TOKEN>`.
 */
export type Access = 'public' | 'session' | 'verified' | 'admin' | 'bot' | 'internal' | 'metrics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Defaults to 'verified': a route that forgets to say is closed, not open. */
    access?: Access;
  }
  interface FastifyRequest {
    member: MemberRow | null;
  }
}

declare module '@fastify/session' {
  interface FastifySessionObject {
    memberId?: number;
  }
}

export const NOT_VERIFIED = 'Your account is not verified.';
export const CSRF_FAILED = 'CSRF token missing or incorrect.';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerMatches(request: FastifyRequest, apiKey: string | undefined): boolean {
  const header = request.headers.authorization ?? '';
  if (!apiKey || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An unknown path answers 404 to everyone; a route that does not say is closed, not open. */
function routeAccess(request: FastifyRequest): Access {
  if (request.is404) return 'public';
  return request.routeOptions.config.access ?? 'verified';
}

/** The session cookie's name; the static files read it too (a request without one gets the prerendered landing page). */
export const SESSION_COOKIE = 'sessionid';

/** Guards every request: session cookie → member, CSRF on mutations, then the route's access level. */
async function security(app: FastifyInstance, options: { ctx: AppContext; sessionSecret: string }) {
  const { ctx } = options;
  const cookieSecure = ctx.config.secureCookies;
  const crossSite = cookieSecure && ctx.config.corsOrigins.length > 0;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.sessionSecret,
    cookieName: SESSION_COOKIE,
    saveUninitialized: false,
    // Saved when changed (sign-in, CSRF secret, a touch every few minutes), not on every request.
    rolling: false,
    store: new DatabaseSessionStore(
      ctx.db,
      ctx.config.sessionMaxAgeDays * 86_400_000,
      ctx.config.databaseUrl ? SESSION_CACHE_MS.shared : SESSION_CACHE_MS.embedded,
    ),
    cookie: {
      httpOnly: true,
      secure: cookieSecure,
      sameSite: crossSite ? 'none' : 'lax',
      path: '/',
      maxAge: ctx.config.sessionMaxAgeDays * 86_400_000,
    },
  });
  await app.register(fastifyCsrf, {
    cookieKey: 'csrftoken',
    cookieOpts: { httpOnly: true, sameSite: crossSite ? 'none' : 'lax', secure: cookieSecure, path: '/', signed: false },
    getToken: (request) => request.headers['x-csrftoken'] as string | undefined,
    getUserInfo: csrfBinding,
    csrfOpts: { hmacKey: csrfHmacKey(options.sessionSecret) },
  });

  app.decorateRequest('member', null);
  app.addHook('preHandler', touchSignedInSession);

  // Before the body is validated: a caller who may not use a route learns nothing about its schema.
  // The plugin answers a failed check itself (reply.send of an FST_CSRF_* error); the error handler words it.
  app.addHook('preValidation', (request, reply, done) => {
    const access = routeAccess(request);
    if (access === 'bot' || access === 'internal' || !MUTATING.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });

  app.addHook('preValidation', async (request) => {
    const access = routeAccess(request);
    if (access === 'internal') return;
    if (access === 'bot') {
      if (!bearerMatches(request, ctx.config.bot.apiKey)) throw new HttpError(401, 'Invalid bot credentials.');
      return;
    }
    const memberId = request.session.memberId;
    // From memory while no member row changed since it was read: an edit or a revoked role applies at once.
    if (memberId !== undefined) request.member = await cachedMemberById(ctx.db, memberId, request);
    if (access === 'public') return;
    if (!request.member) throw unauthorized();
    if (access === 'session') return;
    if (!request.member.isVerified) throw forbidden(NOT_VERIFIED);
    if (access === 'admin' && !request.member.isAdmin) throw forbidden();
  });
}

export const securityPlugin = fp(security, { name: 'security' });

/** The signed-in member of a route whose access level guarantees one. */
export function currentMember(request: FastifyRequest): MemberRow {
  if (!request.member) throw unauthorized();
  return request.member;
}
