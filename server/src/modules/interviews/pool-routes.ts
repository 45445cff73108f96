import { Availability, DetailBody, PoolMembership, SignupBody, SignupRecords, SignupsQuery } from '@contracts/interviews';
import { forbidden, notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { memberSuspension, suspensionDetail, toSuspensionDto } from '../no-shows/suspension';
import {
  leaveOpenPool, openPoolMembership, requireSomeAvailability, savedAvailability, signUpForOpenPool, signupsSince,
} from './pool-service';
import { lastPairingOutcome } from './week-outcome';

const DAY_MS = 86_400_000;

/** API.md "Interviews": a member's availability and weekly pool signup, and the admins' signup timeline. */
export const poolModule: ModulePlugin = async (app, { ctx }) => {
  const timeZone = ctx.config.communityTimeZone;

  app.get('/interview/availability/', { config: { access: 'verified' }, schema: { response: { 200: Availability } } }, async (request) => {
    const member = currentMember(request);
    return { user_id: member.id, availability: (await savedAvailability(ctx.db, member.id)) ?? null };
  });

  // `week_start`, `last_pairing` and `suspension` are additions to API.md: the open week can move on early (an
  // admin paired before the cutoff), so the signup screen labels its days from the server's week, not the
  // browser's clock, says what the week paired last means for the member, and until when and why a member
  // suspended for no-shows may not sign up (docs/decisions.md).
  app.get('/interview/pool/', { config: { access: 'verified' }, schema: { response: { 200: PoolMembership } } }, async (request) => {
    const memberId = currentMember(request).id;
    const now = ctx.clock.now();
    const { week, signedUp } = await openPoolMembership(ctx.db, memberId, now, timeZone);
    return {
      sign_up: signedUp,
      week_start: week,
      last_pairing: await lastPairingOutcome(ctx.db, memberId, now, timeZone),
      suspension: toSuspensionDto(await memberSuspension(ctx.db, memberId, now)),
    };
  });

  // The body's `userId` is ignored on purpose: members sign up only themselves.
  app.post('/interview/pool/', { config: { access: 'verified' }, schema: { body: SignupBody, response: { 201: DetailBody } } }, async (request, reply) => {
    const memberId = currentMember(request).id;
    const suspension = await memberSuspension(ctx.db, memberId, ctx.clock.now());
    if (suspension) throw forbidden(suspensionDetail(suspension, timeZone));
    const grid = requireSomeAvailability(request.body.availability);
    await signUpForOpenPool(ctx.db, memberId, grid, ctx.clock.now(), timeZone);
    return reply.status(201).send({ detail: 'Successfully signed up for an interview.' });
  });

  app.delete('/interview/pool/', { config: { access: 'verified' }, schema: { response: { 200: DetailBody } } }, async (request) => {
    const removed = await leaveOpenPool(ctx.db, currentMember(request).id, ctx.clock.now(), timeZone);
    if (!removed) throw notFound('You are not signed up for this week.');
    return { detail: 'Your signup was deleted.' };
  });

  app.get(
    '/interview/signups/',
    { config: { access: 'admin' }, schema: { querystring: SignupsQuery, response: { 200: SignupRecords } } },
    async (request) => signupsSince(ctx.db, new Date(ctx.clock.now().getTime() - request.query.days * DAY_MS)),
  );
};
