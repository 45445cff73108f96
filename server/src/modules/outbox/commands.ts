/** Console and CLI commands of the notice outbox. */
import type { Command } from '../console/command';
import { CLAIM_LEASE_MS } from './kinds';
import { outboxStatus } from './status';

const outboxStatusCommand: Command = {
  name: 'outbox_status',
  description: 'Shows the notices not sent yet: waiting, failing (with their last error), and claimed by a sender but not confirmed sent (sent again once the lease passes).',
  async run({ ctx }) {
    const status = await outboxStatus(ctx.db);
    return [
      `Not sent yet: ${status.pending}.`,
      `Retrying: ${status.retrying.length}.`,
      ...status.retrying.map((row) => `- ${row.key} to ${row.email}: ${row.attempts} attempt(s), next ${row.nextAttemptAt.toISOString()}, last error: ${row.lastError ?? 'none'}`),
      `Claimed, not confirmed sent (sent again with the same Message-ID ${CLAIM_LEASE_MS / 60_000} minutes after the claim): ${status.claimed.length}.`,
      ...status.claimed.map((row) => `- ${row.key} to ${row.email}, claimed ${row.claimedAt?.toISOString() ?? 'never'}`),
    ].join('\n');
  },
};

export const outboxCommands: Command[] = [outboxStatusCommand];
