/** Console and CLI commands of the weekly cycle: inspect the pool, add a member, pair, resend notices. */
import { CommandFailure, flagSet, requireArg, type Command, type CommandOption } from '../console/command';
import { savedAvailability } from '../interviews/pool-service';
import { findMemberByUsername } from '../members/repository';
import { memberSuspension } from '../no-shows/suspension';
import { pairWeekAndNotify, PairingRunning } from './actions';
import { joinOpenPool, poolStatus, selectWeek } from './pools';
import { cutoffFor } from './weeks';
import { PairingRefused, runPairing, type PairingRun } from './service';
import { sendPairingNotifications, type NotificationReport } from './notifications';

const FORCE_CURRENT_WEEK: CommandOption = {
  name: 'force-current-week',
  description:
    'Acts on the week that closes at the next cutoff instead of the last closed one. Pairing it closes it early: ' +
    'later signups go to the following week, and `pair` with or without this flag afterwards re-pairs this week.',
};

function iso(date: Date | null): string {
  return date ? date.toISOString() : 'none left this week';
}

const poolStatusCommand: Command = {
  name: 'pool_status',
  description: 'Shows the last closed pool (or the open one with --force-current-week): cutoffs, signups, whether it is paired.',
  options: [FORCE_CURRENT_WEEK],
  async run(invocation) {
    const { ctx } = invocation;
    const timeZone = ctx.config.communityTimeZone;
    const status = await poolStatus(ctx.db, ctx.clock.now(), timeZone, flagSet(invocation, 'force-current-week'));
    return [
      `Week of ${status.week} (${status.isPaired ? 'paired' : 'not paired'})`,
      // The cutoff of the week reported, which is not the previous cutoff when the open week closed early.
      `Cutoff: ${cutoffFor(status.week, timeZone).toISOString()}`,
      `Next cutoff: ${status.nextCutoff.toISOString()}`,
      `Signed up: ${status.numberSignUp}`,
      ...status.members.map((username) => `- ${username}`),
    ].join('\n');
  },
};

const addToPoolCommand: Command = {
  name: 'add_to_pool',
  description: "Enters a member into the open pool with their saved availability.",
  arguments: [{ name: 'username' }],
  async run(invocation) {
    const username = requireArg(invocation, 0, 'username');
    const { ctx } = invocation;
    const member = await findMemberByUsername(ctx.db, username);
    if (!member) throw new CommandFailure(`No member is named "${username}".`);
    const suspension = await memberSuspension(ctx.db, member.id, ctx.clock.now());
    if (suspension) throw new CommandFailure(`${member.username} is suspended for no-shows until ${suspension.until.toISOString()}; lift the suspension first.`);
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
    ...(run.suspended.length > 0 ? [`Left out (suspended for no-shows): ${run.suspended.map((member) => member.username).join(', ')}`] : []),
    ...(run.keptPairs > 0 ? [`Kept ${run.keptPairs} pair(s) of the previous pairing unchanged (same interviews, no new notice).`] : []),
    ...(run.replacedInterviews > 0 ? [`Replaced ${run.replacedInterviews} pending interview(s) of the previous pairing.`] : []),
  ];
}

function describeNotifications(report: NotificationReport): string {
  if (report.leftToBotProcess) return 'The chat bot runs in another server process: its outbox job sends the notices (with their chat messages) within a minute.';
  const failures = report.failures > 0 ? `, ${report.failures} failed (the outbox job retries them; outbox_status lists them)` : '';
  return `Notified ${report.pairs} pair(s): ${report.emails} email(s), ${report.directMessages} chat message(s)${failures}.`;
}

async function pairingOrFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PairingRefused || error instanceof PairingRunning) throw new CommandFailure(error.message);
    throw error;
  }
}

const pairCommand: Command = {
  name: 'pair',
  description: 'Pairs the last closed pool (or the open one with --force-current-week) and notifies members; --dry-run only shows the result.',
  options: [{ name: 'dry-run', description: 'Shows the pairing it would make without writing or sending anything.' }, FORCE_CURRENT_WEEK],
  async run(invocation) {
    const { ctx } = invocation;
    const weekStart = await selectWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone, flagSet(invocation, 'force-current-week'));
    if (flagSet(invocation, 'dry-run')) {
      const run = await pairingOrFailure(() => runPairing(ctx, { weekStart, dryRun: true }));
      return describeRun(run).join('\n');
    }
    const { run, notifications } = await pairingOrFailure(() => pairWeekAndNotify(ctx, { weekStart }));
    return [...describeRun(run), describeNotifications(notifications)].join('\n');
  },
};

const sendNotificationsCommand: Command = {
  name: 'send_pairing_notifications',
  description: 'Sends now every pairing notice not sent yet (failed ones included, without waiting for their retry); each is sent once.',
  async run(invocation) {
    return describeNotifications(await sendPairingNotifications(invocation.ctx));
  },
};

export const pairingCommands: Command[] = [poolStatusCommand, addToPoolCommand, pairCommand, sendNotificationsCommand];
