/**
 * Where this process is in its life, as /readyz reports it: starting (migrated and listening, but jobs and the
 * bot not yet started), ready, or draining (a SIGTERM arrived: the load balancer should send its requests to
 * another process while this one finishes what it has).
 */
export type ServicePhase = 'starting' | 'ready' | 'draining';

export class ServiceLifecycle {
  /** Whether each answer says `Connection: close` (modules/health/shutdown.ts says when). */
  closeConnections = false;
  private readonly beforeCloseHandlers = new Set<() => void>();

  constructor(private current: ServicePhase = 'ready') {}

  get phase(): ServicePhase {
    return this.current;
  }

  /** Starting is over; a process that began draining meanwhile stays draining. */
  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  startDraining(): void {
    this.current = 'draining';
    this.closeConnections = true;
  }

  /** Runs just before the app stops listening: whoever holds long-lived connections tells their clients to go elsewhere. */
  onBeforeClose(handler: () => void): void {
    this.beforeCloseHandlers.add(handler);
  }

  beforeClose(): void {
    for (const handler of this.beforeCloseHandlers) handler();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: ServiceLifecycle;
  }
}
