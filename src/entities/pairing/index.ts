export type { PairingPoolStatus, PairingPreview, PairingResult, PairedInterview, PreviewPair, PoolSelection, PairRequest, WeekOutcome } from './model/types';
export { mapPairingPoolStatus, mapPairingPreview, mapPairingResult, mapWeekOutcomes } from './lib/map-pairing';
export { pairingApi, useGetPairingPoolStatusQuery, useGetWeekOutcomesQuery, usePreviewPairingMutation, usePairPoolMutation } from './api/pairing-api';
export { formatCutoff, formatWeek } from './lib/format-cutoff';
