import { PairBody, PairResponses, PoolStatus, PoolStatusQuery } from '@contracts/interviews';
import { WeekOutcomes, WeekOutcomesQuery } from '@contracts/week-outcomes';
import { badRequest, conflict } from '../../lib/http-errors';
import type { ModulePlugin } from '../module-plugin';
import { pairWeekAndNotify, PairingRunning, undoWeekPairing } from './actions';
import { toPairingResultDto, toPoolStatusDto, toUndoResultDto } from './dto';
import { poolStatus, selectWeek } from './pools';
import { PairingRefused } from './service';
import { weekOutcomes } from './week-outcomes';

/** API.md "Pairing": the admins' pool dashboard reads the pool status and the last weeks' outcomes, and pairs or un-pairs a pool. */
export const pairingModule: ModulePlugin = async (app, { ctx }) => {
  const timeZone = ctx.config.communityTimeZone;

  app.get(
    '/interview/status',
    { config: { access: 'admin' }, schema: { querystring: PoolStatusQuery, response: { 200: PoolStatus } } },
    async (request) => toPoolStatusDto(await poolStatus(ctx.db, ctx.clock.now(), timeZone, request.query.force_current_week)),
  );

  app.get(
    '/interview/outcomes/',
    { config: { access: 'admin' }, schema: { querystring: WeekOutcomesQuery, response: { 200: WeekOutcomes } } },
    async (request) => ({ weeks: await weekOutcomes(ctx.db, request.query.weeks) }),
  );

  app.post(
    '/interview/pair/',
    { config: { access: 'admin' }, schema: { body: PairBody, response: PairResponses } },
    async (request, reply) => {
      const { signal, force_current_week: forceCurrentWeek } = request.body;
      const now = ctx.clock.now();
      const week = await selectWeek(ctx.db, now, timeZone, forceCurrentWeek);
      try {
        if (!signal) return reply.status(201).send(toUndoResultDto(await undoWeekPairing(ctx, week)));
        const { run } = await pairWeekAndNotify(ctx, { weekStart: week });
        return reply.status(201).send(toPairingResultDto(run));
      } catch (error) {
        if (error instanceof PairingRefused) throw badRequest(error.message);
        // Another process or request is pairing (or un-pairing): nothing was written by this one.
        if (error instanceof PairingRunning) throw conflict(error.message);
        throw error;
      }
    },
  );
};
