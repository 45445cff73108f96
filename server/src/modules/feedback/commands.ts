/** Console and CLI command of the feedback cycle. */
import { eq } from 'drizzle-orm';
import { interviews } from '../../db/schema';
import { isUuid } from '../../lib/text';
import { CommandFailure, requireArg, type Command } from '../console/command';
import { recordAgreedTime } from '../interview-time/service';
import { feedbackWindow } from './window';

/**
 * Records when a pair actually meets, when they agreed on another time than the proposed one: the
 * interview and its mirror (the same two members in the other roles, same week) get that time as
 * `proposed_time`, and so their feedback window opens then and closes two weeks later.
 */
const rescheduleInterviewCommand: Command = {
  name: 'reschedule_interview',
  description:
    "Sets the time of an interview and of its pair's other interview (the partners agreed on another one): " +
    'their feedback window opens then. Completed and cancelled interviews are left alone.',
  arguments: [{ name: 'interview_id' }],
  options: [{ name: 'at', value: 'ISO date-time', description: 'The new time, e.g. 2026-03-10T18:00:00Z; now when left out.' }],
  async run(invocation) {
    const { ctx } = invocation;
    const id = requireArg(invocation, 0, 'interview_id');
    const given = invocation.kwargs.at;
    const at = typeof given === 'string' ? new Date(given) : ctx.clock.now();
    if (Number.isNaN(at.getTime()) || (typeof given === 'string' && !/^\d{4}-\d{2}-\d{2}T/.test(given))) {
      throw new CommandFailure(`"${String(given)}" is not an ISO date-time such as 2026-03-10T18:00:00Z.`);
    }
    const [row] = isUuid(id) ? await ctx.db.select().from(interviews).where(eq(interviews.id, id)) : [];
    if (!row) throw new CommandFailure(`No interview has the id "${id}".`);
    if (row.status !== 'pending') throw new CommandFailure(`That interview is ${row.status}; only pending interviews are rescheduled.`);
    // The member routes' "move both interviews" (modules/interview-time): the pair's lock, both interviews, agreed by both.
    const ids = await recordAgreedTime(ctx, row, at);
    const window = feedbackWindow({ proposedTime: at, dateEffective: row.dateEffective }, ctx.config.communityTimeZone);
    return [
      `Rescheduled ${ids.length} interview(s) to ${at.toISOString()}:`,
      ...ids.map((entry) => `- ${entry}`),
      `Feedback window: ${window.opensAt.toISOString()} to ${window.closesAt.toISOString()}.`,
    ].join('\n');
  },
};

export const feedbackCommands: Command[] = [rescheduleInterviewCommand];
