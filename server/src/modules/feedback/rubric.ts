/**
 * Each direction of an interview has its own rubric (issue 20; contracts/feedback-rubrics.ts): the author's
 * role decides which scores a feedback carries, from the interview row, never from the body. Stored, sent and
 * summed up per rubric, so an interviewer's scores are never averaged with a candidate's.
 */
import type { FeedbackBodyDto, FeedbackDto, ReceivedFeedbackListDto } from '@contracts/feedback';
import { RUBRIC_CRITERIA, RUBRIC_OF_AUTHOR, type FeedbackCriterion, type FeedbackRubric } from '@contracts/feedback-rubrics';
import type { interviewFeedback } from '../../db/schema';
import { FieldErrors } from '../../lib/http-errors';

type FeedbackRow = typeof interviewFeedback.$inferSelect;
type Role = keyof typeof RUBRIC_OF_AUTHOR;

/** The snake_case criterion as the row's column. */
const COLUMN = {
  problem_solving: 'problemSolving',
  communication: 'communication',
  code_quality: 'codeQuality',
  hints_needed: 'hintsNeeded',
  question_clarity: 'questionClarity',
  hint_helpfulness: 'hintHelpfulness',
  professionalism: 'professionalism',
} as const satisfies Record<FeedbackCriterion, keyof FeedbackRow>;

const ALL_CRITERIA = Object.keys(COLUMN) as FeedbackCriterion[];

const RUBRIC_IN_WORDS = {
  candidate: 'As the interviewer you rate the candidate on problem solving, communication, code quality and hints needed.',
  interviewer: 'As the interviewee you rate the interviewer on question clarity, helpfulness of hints and professionalism.',
} as const;

export type RubricScores = { rubric: FeedbackRubric } & { [Column in (typeof COLUMN)[FeedbackCriterion]]: number | null };

/**
 * The row values of a feedback written by the participant in `role`: every score of their rubric is required,
 * a score of the other rubric is refused (400 naming each field), and the other rubric's columns are cleared,
 * so an edit of feedback kept from before the rubrics were split stores the new rubric alone.
 */
export function scoresForAuthor(role: Role, body: FeedbackBodyDto): RubricScores {
  const rubric = RUBRIC_OF_AUTHOR[role];
  const own = new Set<FeedbackCriterion>(RUBRIC_CRITERIA[rubric]);
  const errors = new FieldErrors();
  const scores = { rubric } as RubricScores;
  for (const criterion of ALL_CRITERIA) {
    const value = body[criterion];
    if (own.has(criterion) && value === undefined) errors.add(criterion, 'Choose a rating from 1 to 5.');
    if (!own.has(criterion) && value !== undefined) errors.add(criterion, `This is not on your rubric. ${RUBRIC_IN_WORDS[rubric]}`);
    scores[COLUMN[criterion]] = own.has(criterion) ? (value ?? null) : null;
  }
  errors.throwIfAny();
  return scores;
}

function scoreOf(row: FeedbackRow, criterion: FeedbackCriterion): number {
  const value = row[COLUMN[criterion]];
  // The database's check keeps every score of the row's rubric present.
  if (value === null) throw new Error(`Feedback by ${row.authorId} on ${row.interviewId} lacks ${criterion} of its rubric ${row.rubric}.`);
  return value;
}

export function toFeedbackDto(row: FeedbackRow): FeedbackDto {
  const base = {
    author_id: row.authorId,
    subject_id: row.subjectId,
    comments: row.comments,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
  if (row.rubric === 'interviewer') {
    return {
      rubric: 'interviewer',
      ...base,
      question_clarity: scoreOf(row, 'question_clarity'),
      hint_helpfulness: scoreOf(row, 'hint_helpfulness'),
      professionalism: scoreOf(row, 'professionalism'),
    };
  }
  const candidateScores = {
    problem_solving: scoreOf(row, 'problem_solving'),
    communication: scoreOf(row, 'communication'),
    code_quality: scoreOf(row, 'code_quality'),
    hints_needed: scoreOf(row, 'hints_needed'),
  };
  return row.rubric === 'candidate' ? { rubric: 'candidate', ...base, ...candidateScores } : { rubric: 'legacy_interviewer', ...base, ...candidateScores };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Per rubric the member received feedback in (in the rubrics' order): how many, the mean of all scores, and each criterion's mean. */
export function summaryByRubric(rows: FeedbackRow[]): ReceivedFeedbackListDto['summary'] {
  return (Object.keys(RUBRIC_CRITERIA) as FeedbackRubric[]).flatMap((rubric) => {
    const ofRubric = rows.filter((row) => row.rubric === rubric);
    if (ofRubric.length === 0) return [];
    const criteria = RUBRIC_CRITERIA[rubric];
    return [{
      rubric,
      reviews: ofRubric.length,
      average: mean(ofRubric.flatMap((row) => criteria.map((criterion) => scoreOf(row, criterion)))),
      criteria: Object.fromEntries(criteria.map((criterion) => [criterion, mean(ofRubric.map((row) => scoreOf(row, criterion)))])),
    }];
  });
}
