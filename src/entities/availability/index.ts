export {
  availabilityApi,
  useGetAvailabilityQuery,
  useGetPoolStatusQuery,
  useSignUpMutation,
  useDeleteSignupMutation,
  type SignUpRequest,
} from './api/availability-api';
export {
  DAYS_PER_WEEK,
  SLOTS_PER_DAY,
  emptyAvailability,
  hasAnyAvailability,
  type Availability,
  type AvailabilityGrid,
} from './model/availability';
export type { LastPairing, Pair, PoolStatus } from './lib/map-pool-status';
export { FIRST_NIGHT_SLOT, slotDateTime, slotDay, slotName, slotTimeLabel, type SlotDay } from './lib/slot-time';
