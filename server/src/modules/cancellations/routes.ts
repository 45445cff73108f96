import { CancellationStatus, CancelInterviewBody, CancelInterviewResult } from '@contracts/cancellations';
import { InterviewParams } from '@contracts/interviews';
import { StandbyBody, StandbyJoined, StandbyState } from '@contracts/standby';
import { DetailBody } from '@contracts/common';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { hasAnyAvailability } from '../pairing/matching';
import { memberSuspension, suspensionDetail } from '../no-shows/suspension';
import { joinStandby, leaveStandby, StandbyRefused, standbyState } from './standby';
import { currentMember } from '../auth/security';
import { PairingRunning } from '../pairing/actions';
import type { ModulePlugin } from '../module-plugin';
import { cancellationStatus } from './status';
import { CancelRefused, cancelInterview } from './service';

/** Issue 22: one of a pair cancels their interviews (both of them); the partner is re-matched at once when someone fits. */
export const cancellationsModule: ModulePlugin = async (app, { ctx }) => {
  app.get(
    '/interview/:interviewId/cancellation/',
    { config: { access: 'verified' }, schema: { params: InterviewParams, response: { 200: CancellationStatus } } },
    async (request) => {
      const status = await cancellationStatus(ctx, request.params.interviewId, currentMember(request));
      if (!status) throw notFound('Interview not found.');
      return status;
    },
  );

  app.post(
    '/interview/:interviewId/cancel/',
    { config: { access: 'verified' }, schema: { params: InterviewParams, body: CancelInterviewBody, response: { 200: CancelInterviewResult } } },
    async (request) => {
      const viewer = currentMember(request);
      try {
        const outcome = await cancelInterview(ctx, { interviewId: request.params.interviewId, memberId: viewer.id, byAdmin: false, adminId: null, reason: request.body.reason.trim() });
        const partnerNews = outcome.rematch ? 'Your partner was paired with someone else this week.' : 'Your partner keeps priority for next week.';
        return {
          detail: `Both interviews are cancelled${outcome.late ? ' (a late cancellation)' : ''}. ${partnerNews}`,
          late: outcome.late,
          cancelled_interview_ids: outcome.cancelledInterviewIds,
          partner_outcome: outcome.rematch ? 'rematched' as const : 'priority_next_week' as const,
        };
      } catch (error) {
        if (error instanceof CancelRefused) throw new HttpError(error.statusCode, error.message);
        // A pairing run (or other members' changes) held the lock longer than the wait: nothing was cancelled.
        if (error instanceof PairingRunning) throw conflict('The pairing is being updated right now; nothing was cancelled. Try again in a minute.');
        throw error;
      }
    },
  );

  app.get('/interview/standby/', { config: { access: 'verified' }, schema: { response: { 200: StandbyState } } }, async (request) =>
    standbyState(ctx, currentMember(request).id));

  app.post('/interview/standby/', { config: { access: 'verified' }, schema: { body: StandbyBody, response: { 201: StandbyJoined } } }, async (request, reply) => {
    const viewer = currentMember(request);
    if (!hasAnyAvailability(request.body.availability)) throw badRequest('Mark at least one hour you are free this week.');
    const suspension = await memberSuspension(ctx.db, viewer.id, ctx.clock.now());
    if (suspension) throw forbidden(suspensionDetail(suspension, ctx.config.communityTimeZone));
    try {
      const secondPractice = request.body.second_practice === true;
      const { interviewIds } = await joinStandby(ctx, viewer.id, { grid: request.body.availability, secondPractice });
      const detail = interviewIds.length > 0
        ? `You have ${secondPractice ? 'a second' : 'a'} partner this week: see My Interviews (you were both emailed).`
        : `You are on this week's standby list${secondPractice ? ' for a second practice' : ''}: you get a partner as soon as someone free shares a time with you.`;
      return reply.status(201).send({ detail, interview_ids: interviewIds });
    } catch (error) {
      if (error instanceof StandbyRefused) throw conflict(error.message);
      if (error instanceof PairingRunning) throw conflict('The pairing is being updated right now; try again in a minute.');
      throw error;
    }
  });

  app.delete('/interview/standby/', { config: { access: 'verified' }, schema: { response: { 200: DetailBody } } }, async (request) => {
    try {
      if (!(await leaveStandby(ctx, currentMember(request).id))) throw notFound('You are not on this week\'s standby list.');
    } catch (error) {
      if (error instanceof PairingRunning) throw conflict('The pairing is being updated right now; try again in a minute.');
      throw error;
    }
    return { detail: 'You left this week\'s standby list.' };
  });
};
