export type { PairingPoolStatus, PairingPreview, PairingResult, PairedInterview, PreviewPair, PoolSelection, PairRequest } from './model/types';
export { mapPairingPoolStatus, mapPairingPreview, mapPairingResult } from './lib/map-pairing';
export { pairingApi, useGetPairingPoolStatusQuery, usePreviewPairingMutation, usePairPoolMutation } from './api/pairing-api';
export { formatCutoff } from './lib/format-cutoff';
