import { emptyAvailability, isAvailabilityGrid, type Availability } from '../model/availability';

/** GET /interview/availability/ (API.md "Interviews"). */
export interface AvailabilityDto {
  user_id: number;
  availability: unknown;
}

/** A grid of the wrong shape cannot be shown or edited, so it reads as "nothing saved yet". */
export function mapAvailability(dto: AvailabilityDto): Availability {
  return { userId: dto.user_id, grid: isAvailabilityGrid(dto.availability) ? dto.availability : emptyAvailability() };
}
