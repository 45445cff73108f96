import { sql } from 'drizzle-orm';
import type { WeekOutcomeDto } from '@contracts/week-outcomes';
import type { DbOrTx } from '../../db/client';

interface OutcomeRow {
  week_start: string;
  interviews: number;
  feedback_complete: number;
  paired_members: number;
  no_shows: number;
  cancellations: number;
  late_cancellations: number;
}

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/**
 * The last `weekCount` weeks that have interviews, newest first: how many interviews got feedback from both
 * participants, and how many paired members were confirmed no-shows (lifted strikes do not count).
 * Cancelled interviews count for neither side. One statement over the week's interviews, so a week costs
 * its own rows, whatever the history holds.
 */
export async function weekOutcomes(db: DbOrTx, weekCount: number): Promise<WeekOutcomeDto[]> {
  const result = await db.execute(sql`
    with weeks as (
      -- A week whose every pair was cancelled still shows: its late cancellations are what admins look for.
      select week_start from (
        select week_start from interviews where status <> 'cancelled'
        union
        select week_start from interview_cancellations
      ) candidates order by week_start desc limit ${weekCount}
    ),
    week_interviews as (
      select i.id, i.week_start, i.interviewer_id, i.interviewee_id
      from interviews i join weeks w on w.week_start = i.week_start
      where i.status <> 'cancelled'
    ),
    both_gave_feedback as (
      select f.interview_id from interview_feedback f join week_interviews wi on wi.id = f.interview_id
      group by f.interview_id having count(distinct f.author_id) = 2
    ),
    paired as (
      select week_start, interviewer_id as member_id from week_interviews
      union
      select week_start, interviewee_id from week_interviews
    ),
    no_shows as (
      select distinct wi.week_start, s.member_id
      from strikes s join week_interviews wi on wi.id = s.interview_id
      where s.lifted_at is null
    )
    select
      to_char(w.week_start, 'YYYY-MM-DD') as week_start,
      (select count(*) from week_interviews wi where wi.week_start = w.week_start)::int as interviews,
      (select count(*) from both_gave_feedback b join week_interviews wi on wi.id = b.interview_id where wi.week_start = w.week_start)::int as feedback_complete,
      (select count(*) from paired p where p.week_start = w.week_start)::int as paired_members,
      (select count(*) from no_shows n where n.week_start = w.week_start)::int as no_shows,
      (select count(*) from interview_cancellations c where c.week_start = w.week_start)::int as cancellations,
      (select count(*) from interview_cancellations c where c.week_start = w.week_start and c.late)::int as late_cancellations
    from weeks w
    order by w.week_start desc
  `);
  return (result as unknown as { rows: OutcomeRow[] }).rows.map((row) => {
    const interviews = Number(row.interviews);
    const feedbackComplete = Number(row.feedback_complete);
    const pairedMembers = Number(row.paired_members);
    const noShows = Number(row.no_shows);
    return {
      week_start: row.week_start,
      interviews,
      feedback_complete: feedbackComplete,
      feedback_completion_rate: rate(feedbackComplete, interviews),
      paired_members: pairedMembers,
      no_shows: noShows,
      no_show_rate: rate(noShows, pairedMembers),
      cancellations: Number(row.cancellations),
      late_cancellations: Number(row.late_cancellations),
    };
  });
}
