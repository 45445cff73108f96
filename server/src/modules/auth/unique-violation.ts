/**
 * The name of the unique index a failed insert or update ran into, or null when the error is something else.
 * Drizzle wraps the driver's error, and pg and PGlite word it slightly differently, so the cause chain is walked.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
