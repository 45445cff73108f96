import { CommandFailure, type Command } from '../console/command';
import { findMemberByUsername } from '../members/repository';
import { fetchStats, statsSourcesOf, storeFetchedStats } from './refresh';
import { claimStatsTargets } from './repository';

/** Without a username the command refreshes this many members, the longest-unrefreshed first; each takes seconds (pacing). */
const COMMAND_BATCH_SIZE = 5;

const refreshStats: Command = {
  name: 'refresh_stats',
  description: `Fetches GitHub and LeetCode stats now, for one member or the ${COMMAND_BATCH_SIZE} least recently refreshed, and prints what changed.`,
  arguments: [{ name: 'username', optional: true }],
  async run(invocation) {
    const { ctx } = invocation;
    const username = invocation.args[0]?.trim();
    let memberId: number | undefined;
    if (username) {
      const member = await findMemberByUsername(ctx.db, username);
      if (!member) throw new CommandFailure(`No member is named "${username}".`);
      memberId = member.id;
    }
    const targets = await claimStatsTargets(ctx.db, { now: ctx.clock.now(), limit: COMMAND_BATCH_SIZE, memberId });
    if (targets.length === 0) {
      if (username) throw new CommandFailure(`${username} is not verified or has no GitHub or LeetCode username.`);
      return 'No verified member has a GitHub or LeetCode username.';
    }
    // No transaction is held while fetching: requests carry on meanwhile.
    const fetched = await fetchStats(targets, statsSourcesOf(ctx.config), ctx.clock);
    const lines = await storeFetchedStats(ctx.db, fetched, ctx.clock.now());
    return lines.join('\n');
  },
};

export const engagementCommands: Command[] = [refreshStats];
