/** The route's {userId} as a member id, or null when it cannot be one. */
export function memberIdFromParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
