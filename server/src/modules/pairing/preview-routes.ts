import { PairingPreview, PairingPreviewBody, type PairingPreviewDto } from '@contracts/pairing-preview';
import { badRequest } from '../../lib/http-errors';
import type { ModulePlugin } from '../module-plugin';
import { selectWeek } from './pools';
import { previewPairing, type PairingPreview as Preview } from './preview';
import { PairingRefused } from './service';

function toPairingPreviewDto(preview: Preview): PairingPreviewDto {
  return {
    week: preview.weekStart,
    pairs: preview.pairs.map((pair) => ({
      member_a: pair.a.username,
      member_b: pair.b.username,
      common_slots: pair.commonSlots,
      repeat_partners: pair.repeatPartners,
    })),
    unpaired_members: preview.unpaired.map((member) => member.username),
    stats: {
      pool_size: preview.poolSize,
      pairs: preview.pairs.length,
      unpaired: preview.unpaired.length,
      pairs_without_shared_hour: preview.pairsWithoutSharedHour,
      min_overlap_slots: preview.minOverlapSlots,
      mean_overlap_slots: preview.meanOverlapSlots,
      repeat_partners: preview.repeatPartners,
      recent_partner_weeks: preview.recentPartnerWeeks,
    },
  };
}

/**
 * `POST /interview/pair/preview/` (admin; docs/decisions.md): the dry run of `POST /interview/pair/` for the
 * same pool selection. Writes nothing and notifies nobody; POST only because it shares the pair call's body.
 */
export const pairingPreviewModule: ModulePlugin = async (app, { ctx }) => {
  app.post(
    '/interview/pair/preview/',
    { config: { access: 'admin' }, schema: { body: PairingPreviewBody, response: { 200: PairingPreview } } },
    async (request) => {
      const week = await selectWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone, request.body.force_current_week);
      try {
        return toPairingPreviewDto(await previewPairing(ctx, week));
      } catch (error) {
        if (error instanceof PairingRefused) throw badRequest(error.message);
        throw error;
      }
    },
  );
};
