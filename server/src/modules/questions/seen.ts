/**
 * Which questions members have met: every question of every interview they were in, on either side (an interviewer
 * knows the questions they asked as well as their interviewee does). The draw skips them (draw.ts), and admins are
 * told how many members of the open week have met every question of the kind they practise.
 */
import { eq, sql } from 'drizzle-orm';
import type { InterviewFocus } from '@contracts/preferences';
import type { QuestionKindCoverageDto } from '@contracts/questions';
import type { DbOrTx } from '../../db/client';
import { members, poolEntries, questionQueues, type QuestionType } from '../../db/schema';
import { fitsFocus, mainKind, queuedQuestions, type QueuedQuestion, type SeenQuestions } from './draw';

/**
 * The questions each of `memberIds` has met, with the start of the latest week they met each (ISO date): one
 * aggregate over the interviews, whatever the number of members.
 */
export async function questionsSeenBy(db: DbOrTx, memberIds: readonly number[]): Promise<Map<number, Map<string, string>>> {
  const seen = new Map<number, Map<string, string>>(memberIds.map((id) => [id, new Map()]));
  if (memberIds.length === 0) return seen;
  // One array parameter, however many members (a parameter per id would hit PostgreSQL's limit of 65,535).
  const ids = `{${memberIds.join(',')}}`;
  const result = await db.execute(sql`
    select side.member_id, question.id as question_id, max(i.week_start)::text as last_week
    from interviews i
    cross join lateral (values (i.interviewer_id), (i.interviewee_id)) as side(member_id)
    cross join lateral unnest(i.technical_question_ids || i.behavioral_question_ids) as question(id)
    where (i.interviewer_id = any(${ids}::int[]) or i.interviewee_id = any(${ids}::int[])) and side.member_id = any(${ids}::int[])
    group by side.member_id, question.id`);
  const rows = (result as unknown as { rows: Array<{ member_id: number; question_id: string; last_week: string }> }).rows;
  for (const row of rows) seen.get(Number(row.member_id))?.set(row.question_id, row.last_week);
  return seen;
}

/** The kind of question each focus practises, as admins read it ("… every system design question"). */
const KIND_OF_FOCUS: Record<InterviewFocus, QuestionKindCoverageDto['kind']> = {
  algorithms: 'algorithms',
  system_design: 'system_design',
  behavioral: 'behavioral',
  mixed: 'technical',
};

async function queued(db: DbOrTx, type: QuestionType): Promise<QueuedQuestion[]> {
  const [row] = await db.select({ questionIds: questionQueues.questionIds }).from(questionQueues).where(eq(questionQueues.type, type));
  return [...(await queuedQuestions(db, type, row?.questionIds ?? [])).values()];
}

/**
 * For each kind of question, how many members signed up for `weekStart` have met every queued question of the kind
 * their focus practises (kinds the queue holds none of are left out: the draw's note covers those).
 */
export async function membersWhoMetEveryQuestion(db: DbOrTx, weekStart: string): Promise<QuestionKindCoverageDto[]> {
  const pool = await db
    .select({ memberId: poolEntries.memberId, focus: members.interviewFocus })
    .from(poolEntries)
    .innerJoin(members, eq(members.id, poolEntries.memberId))
    .where(eq(poolEntries.weekStart, weekStart));
  const queues = { technical: await queued(db, 'technical'), behavioral: await queued(db, 'behavioral') };
  const seen = await questionsSeenBy(db, pool.map((entry) => entry.memberId));
  const counts = new Map<QuestionKindCoverageDto['kind'], number>();
  for (const entry of pool) {
    const ofKind = queues[mainKind(entry.focus)].filter((question) => fitsFocus(question, entry.focus));
    const met: SeenQuestions = seen.get(entry.memberId) ?? new Map();
    if (ofKind.length === 0 || !ofKind.every((question) => met.has(question.id))) continue;
    const kind = KIND_OF_FOCUS[entry.focus];
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, members]) => ({ kind, members }));
}
