/**
 * Settings that a server on a PostgreSQL server (DATABASE_URL), and so possibly one of several processes
 * behind a load balancer, should not leave to their per-process defaults. Returns one line per problem;
 * the server still starts, since a single process on PostgreSQL runs fine with the defaults.
 */
export function scaleOutWarnings(env: Record<string, string | undefined>): string[] {
  if (!env.DATABASE_URL) return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_URL) {
    warnings.push('PUBLIC_URL is not set: picture URLs and mailed links name this process (http://HOST:PORT). Behind a load balancer, '
      + 'set PUBLIC_URL to its address on every process.');
  }
  if (!env.SESSION_SECRET) {
    warnings.push('SESSION_SECRET is not set: this process signs cookies with the secret kept in its DATA_DIR. Processes with '
      + 'different DATA_DIRs must share one SESSION_SECRET, or a member signed in through one is signed out on the other.');
  }
  if (env.TRUST_PROXY !== 'true') {
    warnings.push('TRUST_PROXY is not true: behind a load balancer every client would seem to come from the balancer and share the sign-in and '
      + 'registration limits per address. Set TRUST_PROXY=true there (and let only the balancer reach the processes).');
  }
  return warnings;
}
