import { emptyAvailability, isAvailabilityGrid, type Availability } from '../model/availability';

import type { AvailabilityDto } from '@/shared/api';

/** GET /interview/availability/ (API.md "Interviews"). */
export type { AvailabilityDto };

/** Null when the member never saved one. A grid of the wrong shape cannot be shown or edited, so it reads as "nothing saved yet". */
export function mapAvailability(dto: AvailabilityDto): Availability | null {
  if (dto.availability === null) return null;
  return { userId: dto.user_id, grid: isAvailabilityGrid(dto.availability) ? dto.availability : emptyAvailability() };
}
