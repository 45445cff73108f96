import { CancellationStatus, CancelInterviewBody, CancelInterviewResult } from '@contracts/cancellations';
import { InterviewParams } from '@contracts/interviews';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
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
        // A pairing run (or another cancellation's re-match) holds the lock for a moment: nothing was cancelled.
        if (error instanceof PairingRunning) throw conflict('The pairing is being updated right now; nothing was cancelled. Try again in a few seconds.');
        throw error;
      }
    },
  );
};
