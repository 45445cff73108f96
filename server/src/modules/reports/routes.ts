import { AssignBody, NewReportBody, OneReport, ReportFiltersQuery, ReportList, ReportParams, StatusBody } from '@contracts/reports';
import { invalidFields } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { hydrationMoment } from '../interviews/read-service';
import { findMemberById } from '../members/repository';
import { hydrateReports, type ReportDto, type ReportRow } from './dto';
import { createReport, listReports, updateReport } from './service';
import { toNewReport, toReportFilters, toStatusChange } from './validation';

/** API.md "Reports": members report members, questions and interviews; admins triage them. */
export const reportsModule: ModulePlugin = async (app, { ctx }) => {
  async function one(row: ReportRow, viewer: { id: number; isAdmin: boolean }): Promise<{ report: ReportDto }> {
    const [report] = await hydrateReports(ctx.db, [row], viewer, hydrationMoment(ctx));
    return { report };
  }

  app.post('/reports/', { config: { access: 'verified' }, schema: { body: NewReportBody, response: { 201: OneReport } } }, async (request, reply) => {
    const reporter = currentMember(request);
    const input = toNewReport(request.body);
    const row = await createReport(ctx.db, input, reporter, hydrationMoment(ctx));
    return reply.status(201).send(await one(row, reporter));
  });

  const listSchema = { querystring: ReportFiltersQuery, response: { 200: ReportList } };
  app.get('/reports/all/', { config: { access: 'admin' }, schema: listSchema }, async (request) => {
    const rows = await listReports(ctx.db, toReportFilters(request.query));
    return { reports: await hydrateReports(ctx.db, rows, currentMember(request), hydrationMoment(ctx)) };
  });

  const assignSchema = { params: ReportParams, body: AssignBody, response: { 200: OneReport } };
  app.patch('/reports/:id/assign/', { config: { access: 'admin' }, schema: assignSchema }, async (request) => {
    const assigneeId = request.body.assignee;
    if (assigneeId !== null) {
      const assignee = await findMemberById(ctx.db, assigneeId);
      if (!assignee?.isAdmin) throw invalidFields({ assignee: ['Reports can only be assigned to an admin.'] });
    }
    const row = await updateReport(ctx.db, request.params.id, { assigneeId }, ctx.clock.now());
    return one(row, currentMember(request));
  });

  const statusSchema = { params: ReportParams, body: StatusBody, response: { 200: OneReport } };
  app.patch('/reports/:id/status/', { config: { access: 'admin' }, schema: statusSchema }, async (request) => {
    const change = toStatusChange(request.body);
    const row = await updateReport(ctx.db, request.params.id, change, ctx.clock.now());
    return one(row, currentMember(request));
  });
};
