import { Interview, InterviewList, InterviewParams } from '@contracts/interviews';
import { notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { retiredInterviewError } from './retired';
import { findInterview, hydrateInterviews, hydrationMoment, interviewsOf } from './read-service';

/** Reading interviews (API.md "Interviews"); signing up lives in pool-routes.ts, pairing in the pairing module. */
export const interviewReadRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get('/interview/all/details', { config: { access: 'verified' }, schema: { response: { 200: InterviewList } } }, async (request) => {
    const viewer = currentMember(request);
    const rows = await interviewsOf(ctx.db, viewer.id);
    return { interviews: await hydrateInterviews(ctx.db, rows, viewer, hydrationMoment(ctx)) };
  });

  // Not in API.md: an addition for the SPA's detail page /interviews/{id}. Participants read their
  // interview, admins any; everyone else gets the same 404 as for an unknown id, so ids do not leak.
  const oneSchema = { params: InterviewParams, response: { 200: Interview } };
  app.get('/interview/:interviewId/', { config: { access: 'verified' }, schema: oneSchema }, async (request) => {
    const viewer = currentMember(request);
    const row = await findInterview(ctx.db, request.params.interviewId);
    const participant = row !== undefined && (row.interviewerId === viewer.id || row.intervieweeId === viewer.id);
    if (!row || !(participant || viewer.isAdmin)) throw (await retiredInterviewError(ctx.db, request.params.interviewId, viewer)) ?? notFound('Interview not found.');
    const [interview] = await hydrateInterviews(ctx.db, [row], viewer, hydrationMoment(ctx));
    return interview;
  });
};
