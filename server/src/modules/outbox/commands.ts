/** Console and CLI commands of the notice outbox. */
import type { Command } from '../console/command';
import { flagUncertainNotices } from './deliver';
import { outboxStatus } from './status';

const outboxStatusCommand: Command = {
  name: 'outbox_status',
  description: 'Shows the notices not sent yet: waiting, failing (with their last error), and partner notices that may or may not have gone out (never resent automatically).',
  async run({ ctx }) {
    await flagUncertainNotices(ctx);
    const status = await outboxStatus(ctx.db);
    return [
      `Not sent yet: ${status.pending}.`,
      `Retrying: ${status.retrying.length}.`,
      ...status.retrying.map((row) => `- ${row.key} to ${row.email}: ${row.attempts} attempt(s), next ${row.nextAttemptAt.toISOString()}, last error: ${row.lastError ?? 'none'}`),
      `Uncertain (claimed, never confirmed sent; check with the member): ${status.uncertain.length}.`,
      ...status.uncertain.map((row) => `- ${row.key} to ${row.email}, claimed ${row.claimedAt?.toISOString() ?? 'never'}`),
    ].join('\n');
  },
};

export const outboxCommands: Command[] = [outboxStatusCommand];
