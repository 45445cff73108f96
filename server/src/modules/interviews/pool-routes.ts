import { Type, type Static } from '@sinclair/typebox';
import { notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../index';
import {
  leaveOpenPool, openPoolMembership, parseAvailability, savedAvailability, signUpForOpenPool, signupsSince,
} from './pool-service';

const DAY_MS = 86_400_000;

const signupsQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 365, default: 20 }),
});

/** API.md "Interviews": a member's availability and weekly pool signup, and the admins' signup timeline. */
export const poolModule: ModulePlugin = async (app, { ctx }) => {
  const timeZone = ctx.config.communityTimeZone;

  app.get('/interview/availability/', { config: { access: 'verified' } }, async (request) => {
    const member = currentMember(request);
    const availability = await savedAvailability(ctx.db, member.id);
    if (!availability) throw notFound('No availability saved yet.');
    return { user_id: member.id, availability };
  });

  // `week_start` is an addition to API.md: the open week can move on early (an admin paired before the
  // cutoff), so the signup screen labels its days from the server's week, not the browser's clock.
  app.get('/interview/pool/', { config: { access: 'verified' } }, async (request) => {
    const { week, signedUp } = await openPoolMembership(ctx.db, currentMember(request).id, ctx.clock.now(), timeZone);
    return { sign_up: signedUp, week_start: week };
  });

  // The body's `userId` is ignored on purpose: members sign up only themselves.
  app.post('/interview/pool/', { config: { access: 'verified' } }, async (request, reply) => {
    const body = (request.body ?? {}) as { availability?: unknown };
    const grid = parseAvailability(body.availability);
    await signUpForOpenPool(ctx.db, currentMember(request).id, grid, ctx.clock.now(), timeZone);
    return reply.status(201).send({ detail: 'Successfully signed up for an interview.' });
  });

  app.delete('/interview/pool/', { config: { access: 'verified' } }, async (request) => {
    const removed = await leaveOpenPool(ctx.db, currentMember(request).id, ctx.clock.now(), timeZone);
    if (!removed) throw notFound('You are not signed up for this week.');
    return { detail: 'Your signup was deleted.' };
  });

  app.get<{ Querystring: Static<typeof signupsQuery> }>(
    '/interview/signups/',
    { config: { access: 'admin' }, schema: { querystring: signupsQuery } },
    async (request) => signupsSince(ctx.db, new Date(ctx.clock.now().getTime() - request.query.days * DAY_MS)),
  );
};
