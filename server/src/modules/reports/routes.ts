import { badRequest } from '../../lib/http-errors';
import { bodyOf } from '../auth/request-body';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../index';
import { hydrationMoment } from '../interviews/read-service';
import { findMemberById } from '../members/repository';
import { hydrateReports, type ReportDto, type ReportRow } from './dto';
import { createReport, listReports, updateReport } from './service';
import { parseAssignee, parseNewReport, parseReportFilters, parseStatusChange } from './validation';

type ReportParams = { Params: { id: string } };

/** API.md "Reports": members report members, questions and interviews; admins triage them. */
export const reportsModule: ModulePlugin = async (app, { ctx }) => {
  async function one(row: ReportRow, viewer: { id: number; isAdmin: boolean }): Promise<{ report: ReportDto }> {
    const [report] = await hydrateReports(ctx.db, [row], viewer, hydrationMoment(ctx));
    return { report };
  }

  app.post('/reports/', { config: { access: 'verified' } }, async (request, reply) => {
    const reporter = currentMember(request);
    const input = parseNewReport(bodyOf(request));
    const row = await createReport(ctx.db, input, reporter, ctx.clock.now());
    return reply.status(201).send(await one(row, reporter));
  });

  app.get<{ Querystring: Record<string, unknown> }>('/reports/all/', { config: { access: 'admin' } }, async (request) => {
    const rows = await listReports(ctx.db, parseReportFilters(request.query));
    return { reports: await hydrateReports(ctx.db, rows, currentMember(request), hydrationMoment(ctx)) };
  });

  app.patch<ReportParams>('/reports/:id/assign/', { config: { access: 'admin' } }, async (request) => {
    const assigneeId = parseAssignee(bodyOf(request));
    if (assigneeId !== null) {
      const assignee = await findMemberById(ctx.db, assigneeId);
      if (!assignee?.isAdmin) throw badRequest('Reports can only be assigned to an admin.', { assignee: ['Not an admin.'] });
    }
    const row = await updateReport(ctx.db, request.params.id, { assigneeId }, ctx.clock.now());
    return one(row, currentMember(request));
  });

  app.patch<ReportParams>('/reports/:id/status/', { config: { access: 'admin' } }, async (request) => {
    const change = parseStatusChange(bodyOf(request));
    const row = await updateReport(ctx.db, request.params.id, change, ctx.clock.now());
    return one(row, currentMember(request));
  });
};
