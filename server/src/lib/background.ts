import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts but does not wait for (a reply must not reveal how long it took). Failures are
 * logged, never thrown; the app waits for what is still running when it closes, so a shutdown does not
 * cut a mail off halfway or close the database under it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: FastifyBaseLogger) {}

  run(description: string, task: () => Promise<void>): void {
    const running = task()
      .catch((error: unknown) => this.logger.error({ err: error }, `${description} failed`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once everything started so far has finished (or failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
