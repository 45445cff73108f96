/**
 * Migration 0012 (issue 20) on a database that already holds feedback from before the two rubrics: every
 * score stays as written; the interviewer's feedback is marked `candidate`, the interviewee's `legacy_interviewer`
 * (the interviewer scored on the candidate criteria), never read as the new interviewer rubric.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = path.resolve(__dirname, '../src/db/migrations');
const RUBRIC_MIGRATION = '0012_feedback_rubrics';

interface Journal { entries: Array<{ tag: string }> }

/** A copy of the migrations folder that stops just before the rubric migration: the database as it was. */
function migrationsBeforeRubrics(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-rubrics-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === RUBRIC_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  const before = migrationsBeforeRubrics();
  try {
    await migrate(drizzle({ client }), { migrationsFolder: before });
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
}, 60_000);

afterAll(async () => {
  await client?.close();
});

it('keeps every score of existing feedback and marks each with the rubric it was written in', async () => {
  await client.exec(`
    insert into members (id, username, email, password_hash) values (1, 'ann', 'ann@example.org', 'x'), (2, 'ben', 'ben@example.org', 'x');
    insert into interviews (id, week_start, interviewer_id, interviewee_id, date_effective) values
      ('11111111-1111-4111-8111-111111111111', '2026-03-08', 1, 2, '2026-03-08T08:00:00Z'),
      ('22222222-2222-4222-8222-222222222222', '2026-03-08', 2, 1, '2026-03-08T08:00:00Z');
    insert into interview_feedback (interview_id, author_id, subject_id, problem_solving, communication, code_quality, hints_needed, comments) values
      ('11111111-1111-4111-8111-111111111111', 1, 2, 4, 5, 3, 2, 'Ann on Ben, the candidate.'),
      ('11111111-1111-4111-8111-111111111111', 2, 1, 5, 4, 4, 5, 'Ben on Ann, his interviewer.'),
      ('22222222-2222-4222-8222-222222222222', 1, 2, 1, 2, 3, 4, 'Ann on Ben, her interviewer.');
  `);

  await migrate(drizzle({ client }), { migrationsFolder });

  const { rows } = await client.query(`
    select interview_id, author_id, subject_id, rubric, problem_solving, communication, code_quality, hints_needed,
      question_clarity, hint_helpfulness, professionalism, comments
    from interview_feedback order by interview_id, author_id`);
  const unchanged = { question_clarity: null, hint_helpfulness: null, professionalism: null };
  expect(rows).toEqual([
    {
      interview_id: '11111111-1111-4111-8111-111111111111', author_id: 1, subject_id: 2, rubric: 'candidate',
      problem_solving: 4, communication: 5, code_quality: 3, hints_needed: 2, ...unchanged, comments: 'Ann on Ben, the candidate.',
    },
    {
      interview_id: '11111111-1111-4111-8111-111111111111', author_id: 2, subject_id: 1, rubric: 'legacy_interviewer',
      problem_solving: 5, communication: 4, code_quality: 4, hints_needed: 5, ...unchanged, comments: 'Ben on Ann, his interviewer.',
    },
    {
      interview_id: '22222222-2222-4222-8222-222222222222', author_id: 1, subject_id: 2, rubric: 'legacy_interviewer',
      problem_solving: 1, communication: 2, code_quality: 3, hints_needed: 4, ...unchanged, comments: 'Ann on Ben, her interviewer.',
    },
  ]);

  // From now on the database itself keeps each rubric's scores apart.
  await expect(client.query(`
    insert into interview_feedback (interview_id, author_id, subject_id, rubric, problem_solving, communication, code_quality, hints_needed)
    values ('22222222-2222-4222-8222-222222222222', 2, 1, 'interviewer', 3, 3, 3, 3)`)).rejects.toThrow(/interview_feedback_scores_of_rubric/);
  await expect(client.query(`
    insert into interview_feedback (interview_id, author_id, subject_id, rubric, question_clarity, hint_helpfulness, professionalism)
    values ('22222222-2222-4222-8222-222222222222', 2, 1, 'interviewer', 6, 3, 3)`)).rejects.toThrow(/interview_feedback_ratings_range/);
}, 60_000);
