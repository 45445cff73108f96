/** Console and CLI commands of the weekly cycle: inspect the pool, add a member, pair, resend notices. */
import { CommandFailure, CommandUsageError, rejectExtraArgs, requireArg, type Command, type CommandInvocation } from '../console/command';
import { savedAvailability } from '../interviews/pool-service';
import { findMemberByUsername } from '../members/repository';
import { pairWeekAndNotify } from './actions';
import { joinOpenPool, poolStatus, selectWeek } from './pools';
import { PairingRefused, runPairing, type PairingRun } from './service';
import { sendPairingNotifications, type NotificationReport } from './notifications';

/** `--dry-run` from the CLI; the console may send `dry_run` too. A flag may carry true/false as its value. */
function flag(invocation: CommandInvocation, name: string): boolean {
  const value = invocation.kwargs[name] ?? invocation.kwargs[name.replaceAll('-', '_')];
  if (value === undefined) return false;
  if (value === true || ['true', 'yes', '1'].includes(value.toLowerCase())) return true;
  if (['false', 'no', '0'].includes(value.toLowerCase())) return false;
  throw new CommandUsageError(`--${name} takes no value (or true/false), not "${value}".`);
}

function iso(date: Date | null): string {
  return date ? date.toISOString() : 'none left this week';
}

const poolStatusCommand: Command = {
  name: 'pool_status',
  description: 'Shows the last closed pool (or the open one with --force-current-week): cutoffs, signups, whether it is paired.',
  usage: 'pool_status [--force-current-week]',
  async run(invocation) {
    rejectExtraArgs(invocation, 0);
    const { ctx } = invocation;
    const status = await poolStatus(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone, flag(invocation, 'force-current-week'));
    return [
      `Week of ${status.week} (${status.isPaired ? 'paired' : 'not paired'})`,
      `Next cutoff: ${status.nextCutoff.toISOString()}`,
      `Previous cutoff: ${status.previousCutoff.toISOString()}`,
      `Signed up: ${status.numberSignUp}`,
      ...status.members.map((username) => `- ${username}`),
    ].join('\n');
  },
};

const addToPoolCommand: Command = {
  name: 'add_to_pool',
  description: "Enters a member into the open pool with their saved availability.",
  usage: 'add_to_pool <username>',
  async run(invocation) {
    const username = requireArg(invocation, 0, 'username');
    rejectExtraArgs(invocation, 1);
    const { ctx } = invocation;
    const member = await findMemberByUsername(ctx.db, username);
    if (!member) throw new CommandFailure(`No member is named "${username}".`);
    const grid = await savedAvailability(ctx.db, member.id);
    if (!grid) throw new CommandFailure(`${member.username} has never saved an availability; they must sign up once on the signup page.`);
    const week = await ctx.db.transaction((tx) => joinOpenPool(tx, member.id, grid, ctx.clock.now(), ctx.config.communityTimeZone));
    return `Added ${member.username} to the pool for the week of ${week}.`;
  },
};

function describeRun(run: PairingRun): string[] {
  const { stats } = run;
  return [
    `${run.dryRun ? 'Dry run for' : 'Paired'} the week of ${run.weekStart}.`,
    `Pool size: ${stats.poolSize}, pairs: ${stats.pairs}, unpaired: ${stats.unpaired}, overlap (slots) min ${stats.minOverlapSlots}, mean ${stats.meanOverlapSlots.toFixed(1)}.`,
    ...run.pairs.map((pair) => `- ${pair.a.username} <-> ${pair.b.username}: ${pair.commonSlots} common slots, proposed ${iso(pair.proposedTime)}`),
    ...(run.unpaired.length > 0 ? [`Unpaired: ${run.unpaired.map((member) => member.username).join(', ')}`] : []),
    ...(run.replacedInterviews > 0 ? [`Replaced ${run.replacedInterviews} pending interview(s) of the previous pairing.`] : []),
  ];
}

function describeNotifications(report: NotificationReport): string {
  const failures = report.failures > 0 ? `, ${report.failures} failed (run send_pairing_notifications to retry)` : '';
  return `Notified ${report.pairs} pair(s): ${report.emails} email(s), ${report.directMessages} chat message(s)${failures}.`;
}

async function pairingOrFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PairingRefused) throw new CommandFailure(error.message);
    throw error;
  }
}

const pairCommand: Command = {
  name: 'pair',
  description: 'Pairs the last closed pool (or the open one with --force-current-week) and notifies members; --dry-run only shows the result.',
  usage: 'pair [--dry-run] [--force-current-week]',
  async run(invocation) {
    rejectExtraArgs(invocation, 0);
    const { ctx } = invocation;
    const weekStart = await selectWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone, flag(invocation, 'force-current-week'));
    if (flag(invocation, 'dry-run')) {
      const run = await pairingOrFailure(() => runPairing(ctx, { weekStart, dryRun: true }));
      return describeRun(run).join('\n');
    }
    const { run, notifications } = await pairingOrFailure(() => pairWeekAndNotify(ctx, { weekStart }));
    return [...describeRun(run), describeNotifications(notifications)].join('\n');
  },
};

const sendNotificationsCommand: Command = {
  name: 'send_pairing_notifications',
  description: 'Emails (and messages) the partners of every pending interview not notified yet.',
  usage: 'send_pairing_notifications',
  async run(invocation) {
    rejectExtraArgs(invocation, 0);
    return describeNotifications(await sendPairingNotifications(invocation.ctx));
  },
};

export const pairingCommands: Command[] = [poolStatusCommand, addToPoolCommand, pairCommand, sendNotificationsCommand];
