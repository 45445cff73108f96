/** Public API of the pure pairing module (no database, no I/O, no clock). */
export { pairPool, pairPoolWithDiagnostics } from './pairPool';
export {
  commonSlotCount,
  commonWindowStarts,
  dayAndSlotToGlobalSlot,
  globalSlotToDayAndSlot,
  hasAnyAvailability,
  isValidGrid,
  DAYS_PER_WEEK,
  SLOTS_PER_DAY,
  SLOTS_PER_WEEK,
  type AvailabilityGrid,
} from './grid';
export type { MemberPair, PairingDiagnostics, PairingResult, PairingStats, PairPoolInput, PoolMember } from './types';
