import { LiftedStrike, LiftedSuspension, LiftSuspensionParams, OneReport, ReportParams, StrikeParams } from '@contracts/reports';
import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { memberIdOf } from '../../lib/text';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { hydrationMoment } from '../interviews/read-service';
import { hydrateReports } from '../reports/dto';
import { confirmNoShow, liftStrike, liftSuspension, REPORT_NOT_FOUND, toStrikeDto } from './service';
import { deliverStrikeNotice, queueStrikeNotice } from './strike-notice';
import { toSuspensionDto } from './suspension';

/**
 * Admins' no-show actions (additions to API.md, docs/decisions.md): confirm a `no_show` report (a strike for the
 * member it is about), lift a strike, lift a member's suspension. Members report no-shows with POST /reports/.
 */
export const noShowsModule: ModulePlugin = async (app, { ctx }) => {
  const confirmSchema = { params: ReportParams, response: { 200: OneReport } };
  app.post('/reports/:id/confirm-no-show/', { config: { access: 'admin' }, schema: confirmSchema }, async (request) => {
    const admin = currentMember(request);
    const strike = await confirmNoShow(ctx.db, request.params.id, admin, ctx.clock.now(), (tx, confirmed) => queueStrikeNotice({ ...ctx, db: tx }, confirmed));
    await deliverStrikeNotice(ctx, strike);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, request.params.id.toLowerCase()));
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const [report] = await hydrateReports(ctx.db, [row], admin, hydrationMoment(ctx));
    return { report };
  });

  const liftStrikeSchema = { params: StrikeParams, response: { 200: LiftedStrike } };
  app.post('/strikes/:id/lift/', { config: { access: 'admin' }, schema: liftStrikeSchema }, async (request) => {
    const { strike, suspension } = await liftStrike(ctx.db, request.params.id, currentMember(request), ctx.clock.now());
    return { strike: toStrikeDto(strike), suspension: toSuspensionDto(suspension) };
  });

  const liftSuspensionSchema = { params: LiftSuspensionParams, response: { 200: LiftedSuspension } };
  app.post('/members/:id/lift-suspension/', { config: { access: 'admin' }, schema: liftSuspensionSchema }, async (request) => {
    const { username, lifted } = await liftSuspension(ctx.db, memberIdOf(request.params.id), currentMember(request), ctx.clock.now());
    return { detail: `${username} may sign up again: ${lifted} strike(s) lifted.`, lifted_strikes: lifted };
  });
};
