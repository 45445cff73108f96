/** `POST /interview/pair/preview/` (admin; docs/decisions.md): the dry run of `POST /interview/pair/`. */
import { Type, type Static } from 'typebox';
import { DateOnly } from './common';

/** The same pool selection as the pair call; absent means the last closed pool. */
export const PairingPreviewBody = Type.Object({ force_current_week: Type.Boolean({ default: false }) });

export const PairingPreview = Type.Object({
  week: DateOnly,
  pairs: Type.Array(
    Type.Object({ member_a: Type.String(), member_b: Type.String(), common_slots: Type.Integer(), repeat_partners: Type.Boolean() }),
  ),
  unpaired_members: Type.Array(Type.String()),
  stats: Type.Object({
    pool_size: Type.Integer(),
    pairs: Type.Integer(),
    unpaired: Type.Integer(),
    /** Pairs sharing no window of two consecutive slots: 0 unless the matcher is broken. */
    pairs_without_shared_hour: Type.Integer(),
    min_overlap_slots: Type.Number(),
    mean_overlap_slots: Type.Number(),
    /** Pairs who were partners within the previous `recent_partner_weeks` weeks. */
    repeat_partners: Type.Integer(),
    recent_partner_weeks: Type.Integer(),
  }),
});
export type PairingPreviewDto = Static<typeof PairingPreview>;
