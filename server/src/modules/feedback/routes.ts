import { FeedbackBody, type FeedbackBodyDto, FeedbackParams, FeedbackState, PendingFeedbackList, ReceivedFeedbackList } from '@contracts/feedback';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { Viewer } from '../members/dto';
import type { InterviewRow } from '../interviews/dto';
import { findInterview } from '../interviews/read-service';
import type { ModulePlugin } from '../module-plugin';
import { deliverOutbox } from '../outbox/deliver';
import { feedbackState, markDone, pendingFeedback, receivedFeedback, roleOf, saveFeedback, type FeedbackMode } from './service';

/**
 * Feedback after an interview (issue 12; docs/decisions.md "Additions to the API"). Participants give and
 * read; admins read what has been revealed; anyone else gets the interview detail's 404.
 */
export const feedbackModule: ModulePlugin = async (app, { ctx }) => {
  const timeZone = ctx.config.communityTimeZone;

  async function readableInterview(interviewId: string, viewer: Viewer): Promise<InterviewRow> {
    const row = await findInterview(ctx.db, interviewId);
    if (!row || !(roleOf(row, viewer.id) || viewer.isAdmin)) throw notFound('Interview not found.');
    return row;
  }

  async function answer(interviewId: string, viewer: Viewer) {
    const row = await readableInterview(interviewId, viewer);
    return feedbackState(ctx.db, row, viewer, ctx.clock.now(), timeZone);
  }

  app.get('/interview/feedback/pending/', { config: { access: 'verified' }, schema: { response: { 200: PendingFeedbackList } } }, async (request) =>
    pendingFeedback(ctx.db, currentMember(request).id, ctx.clock.now(), timeZone));

  app.get('/interview/feedback/received/', { config: { access: 'verified' }, schema: { response: { 200: ReceivedFeedbackList } } }, async (request) =>
    receivedFeedback(ctx.db, currentMember(request).id, ctx.clock.now(), timeZone));

  app.get('/interview/:interviewId/feedback/', { config: { access: 'verified' }, schema: { params: FeedbackParams, response: { 200: FeedbackState } } }, async (request) =>
    answer(request.params.interviewId, currentMember(request)));

  const saveSchema = { params: FeedbackParams, body: FeedbackBody, response: { 200: FeedbackState, 201: FeedbackState } };
  async function save(request: FastifyRequest, interviewId: string, body: FeedbackBodyDto, mode: FeedbackMode) {
    const viewer = currentMember(request);
    await readableInterview(interviewId, viewer);
    const settings = { publicUrl: ctx.config.publicUrl, productName: ctx.config.productName, timeZone, now: ctx.clock.now() };
    const queued = await saveFeedback(ctx.db, interviewId, viewer.id, body, mode, settings);
    if (queued.length > 0) {
      // After the commit (the outbox's claims commit on their own); what fails here the outbox job retries.
      await deliverOutbox(ctx, { keys: queued }).catch((error: unknown) => request.log.warn({ err: error }, 'feedback notice not delivered now; the outbox job retries'));
    }
    return answer(interviewId, viewer);
  }
  app.post('/interview/:interviewId/feedback/', { config: { access: 'verified' }, schema: saveSchema }, async (request, reply) =>
    reply.status(201).send(await save(request, request.params.interviewId, request.body, 'create')));
  app.put('/interview/:interviewId/feedback/', { config: { access: 'verified' }, schema: saveSchema }, async (request) =>
    save(request, request.params.interviewId, request.body, 'edit'));

  app.post('/interview/:interviewId/feedback/done/', { config: { access: 'verified' }, schema: { params: FeedbackParams, response: { 200: FeedbackState } } }, async (request) => {
    const viewer = currentMember(request);
    await readableInterview(request.params.interviewId, viewer);
    await markDone(ctx.db, request.params.interviewId, viewer.id, ctx.clock.now(), timeZone);
    return answer(request.params.interviewId, viewer);
  });
};
