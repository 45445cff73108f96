/** Console and CLI commands for cancellations (issue 22): an admin cancels a pair's interviews on a member's behalf. */
import { CANCELLATION_LIMITS } from '@contracts/cancellations';
import { CommandFailure, requireArg, type Command } from '../console/command';
import { findMemberById, findMemberByUsername } from '../members/repository';
import { PairingRunning } from '../pairing/actions';
import { CancelRefused, cancelInterview } from './service';
import { standbyMembers } from './standby';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cancelInterviewCommand: Command = {
  name: 'cancel_interview',
  description:
    "Cancels, on a member's behalf, both interviews of their pair (the member leaves that week); their partner is re-matched at once " +
    'with a free member of the week who shares a window, or keeps priority for next week. Both are emailed. Same rules as the member\'s own cancel.',
  arguments: [{ name: 'interview_id' }, { name: 'username' }],
  options: [{ name: 'reason', value: 'text', required: true, description: 'Why, as the partner will read it.' }],
  async run(invocation) {
    const { ctx } = invocation;
    const interviewId = requireArg(invocation, 0, 'interview_id');
    const username = requireArg(invocation, 1, 'username');
    const reasonValue = invocation.kwargs.reason;
    const reason = typeof reasonValue === 'string' ? reasonValue.trim() : '';
    if (!reason) throw new CommandFailure('Say why with --reason "<text>": the partner reads it.');
    if (reason.length > CANCELLATION_LIMITS.reason) throw new CommandFailure(`The reason is longer than ${CANCELLATION_LIMITS.reason} characters.`);
    if (!UUID.test(interviewId)) throw new CommandFailure('Interview not found.');
    const member = await findMemberByUsername(ctx.db, username);
    if (!member) throw new CommandFailure(`No member is named "${username}".`);
    try {
      const outcome = await cancelInterview(ctx, { interviewId, memberId: member.id, byAdmin: true, adminId: invocation.actor?.id ?? null, reason });
      const partner = (await findMemberById(ctx.db, outcome.partnerId))?.username ?? 'their partner';
      const newPartner = outcome.rematch ? (await findMemberById(ctx.db, outcome.rematch.partnerId))?.username : undefined;
      return [
        `Cancelled ${member.username}'s ${outcome.cancelledInterviewIds.length} interview(s) with ${partner}: ` +
          (outcome.late ? 'a late cancellation (counted on /pairing; not a no-show strike).' : 'not late.'),
        newPartner ? `${partner} was re-matched with ${newPartner}.` : `${partner} keeps priority for next week.`,
      ].join('\n');
    } catch (error) {
      if (error instanceof CancelRefused) throw new CommandFailure(error.statusCode === 404 ? `${member.username} is not in interview ${interviewId}.` : error.message);
      if (error instanceof PairingRunning) throw new CommandFailure(error.message);
      throw error;
    }
  },
};

const listStandbyCommand: Command = {
  name: 'list_standby',
  description: 'Lists the members of the running paired week who wait for a partner (standby, left over, or cancelled on).',
  async run({ ctx }) {
    const { week, usernames } = await standbyMembers(ctx);
    if (!week) return 'No paired week is running.';
    return [`Week of ${week}: ${usernames.length} waiting for a partner.`, ...usernames.map((username) => `- ${username}`)].join('\n');
  },
};

export const cancellationCommands: Command[] = [cancelInterviewCommand, listStandbyCommand];
