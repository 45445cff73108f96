import {
  AcceptTimeBody, ConfirmTimeBody, InterviewTime, InterviewTimeParams, ProposeTimeBody, WithdrawProposalBody,
} from '@contracts/interview-time';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/text';
import { currentMember } from '../auth/security';
import { findInterview } from '../interviews/read-service';
import type { ModulePlugin } from '../module-plugin';
import { acceptTime, confirmTime, proposeTime, readTime, withdrawProposal } from './service';

const NOT_FOUND = 'Interview not found.';

/**
 * Confirming or moving a pair's time (issue 22; API docs "Interview time"). Either interview of the pair names
 * it; only its two members call these routes: anyone else, admins included (they have `reschedule_interview`),
 * gets the interview's 404, before the body is read, so the routes tell nothing about an interview of others.
 */
export const interviewTimeModule: ModulePlugin = async (app, { ctx }) => {
  async function pairOnly(request: FastifyRequest): Promise<void> {
    const { interviewId } = request.params as { interviewId?: unknown };
    if (!isUuid(interviewId)) throw notFound(NOT_FOUND);
    const row = await findInterview(ctx.db, interviewId);
    const memberId = currentMember(request).id;
    if (!row || (row.interviewerId !== memberId && row.intervieweeId !== memberId)) throw notFound(NOT_FOUND);
  }
  const common = { config: { access: 'verified' as const }, preValidation: pairOnly };

  app.get('/interview/:interviewId/time/', {
    ...common,
    schema: { summary: "The pair's time: who confirmed it, the other time proposed, the shared windows to choose from", params: InterviewTimeParams, response: { 200: InterviewTime } },
  }, async (request) => readTime(ctx, request.params.interviewId, currentMember(request).id));

  app.post('/interview/:interviewId/time/confirm/', {
    ...common,
    schema: { summary: "Confirm the pair's current time (409 when it just changed or the partner proposed another)", params: InterviewTimeParams, body: ConfirmTimeBody, response: { 200: InterviewTime } },
  }, async (request) => confirmTime(ctx, request.params.interviewId, currentMember(request).id, new Date(request.body.time)));

  app.post('/interview/:interviewId/time/proposal/', {
    ...common,
    schema: {
      summary: "Propose another time (400 outside now..the 7 days after the interview's week; 409 when the partner just proposed)",
      params: InterviewTimeParams, body: ProposeTimeBody, response: { 201: InterviewTime },
    },
  }, async (request, reply) => {
    const { time, replaces } = request.body;
    const state = await proposeTime(ctx, request.params.interviewId, currentMember(request).id, new Date(time), replaces === null ? null : new Date(replaces));
    return reply.code(201).send(state);
  });

  app.delete('/interview/:interviewId/time/proposal/', {
    ...common,
    schema: {
      summary: "Withdraw the caller's own pending proposal (403 for the partner's; 409 when it was already accepted, answered or withdrawn)",
      params: InterviewTimeParams, body: WithdrawProposalBody, response: { 200: InterviewTime },
    },
  }, async (request) => withdrawProposal(ctx, request.params.interviewId, currentMember(request).id, new Date(request.body.time)));

  app.post('/interview/:interviewId/time/accept/', {
    ...common,
    schema: { summary: "Accept the partner's proposed time: both interviews move to it, the invite is sent again", params: InterviewTimeParams, body: AcceptTimeBody, response: { 200: InterviewTime } },
  }, async (request) => acceptTime(ctx, request.params.interviewId, currentMember(request).id, new Date(request.body.time)));
};
