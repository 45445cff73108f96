/** GET /interview/pool/ (API.md "Interviews"): whether the caller is in the pool of the week now open, and that week. */
export interface PoolStatusDto {
  sign_up: boolean;
  /** The open week's Sunday, YYYY-MM-DD, in the community's time zone. */
  week_start?: string;
}

export interface PoolStatus {
  signedUp: boolean;
  weekStart: string | null;
}

export function mapPoolStatus(dto: PoolStatusDto): PoolStatus {
  return { signedUp: dto.sign_up === true, weekStart: dto.week_start ?? null };
}
