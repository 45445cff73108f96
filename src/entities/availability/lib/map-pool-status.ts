/** GET /interview/pool/ (API.md "Interviews"): whether the caller is in the pool of the week now open. */
export interface PoolStatusDto {
  sign_up: boolean;
}

export interface PoolStatus {
  signedUp: boolean;
}

export function mapPoolStatus(dto: PoolStatusDto): PoolStatus {
  return { signedUp: dto.sign_up === true };
}
