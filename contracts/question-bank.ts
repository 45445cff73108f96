/**
 * A question bank (issue 29): every question of an installation as one JSON file, to share between communities.
 * `npm run manage -- export_questions <file>` and `GET /questions/export/` write it; `import_questions <file>` and
 * `POST /questions/import/` read it. Entries are written with the same field rules as the question routes
 * (`questionBodyFields`, the title and topic name rules, `TestSpec`); a technical question names its topic by name,
 * not by id, so a bank means the same in every installation. The starter bank is questions/starter-bank.json.
 */
import { Type, type Static } from 'typebox';
import { QUESTION_BANK_LIMITS } from './limits';
import { questionBodyFields, QuestionTitle, TopicName } from './questions';
import { Nullable } from './common';
import { TestSpec } from './test-cases';

export const QUESTION_BANK_FORMAT = 'mockprep-question-bank';
export const QUESTION_BANK_VERSION = 1;

/** A technical question in a bank: one with the same title and topic name (any case) is the same question. */
export const BankTechnicalQuestion = Type.Object({
  title: QuestionTitle,
  /** The topic's name; an import creates topics it does not find (names match in any case). */
  topic: TopicName,
  ...questionBodyFields,
  test_spec: Type.Optional(Nullable(TestSpec)),
});
export type BankTechnicalQuestionDto = Static<typeof BankTechnicalQuestion>;

/** A behavioral question in a bank: one with the same prompt (spaces around it aside) is the same question. */
export const BankBehavioralQuestion = Type.Object(questionBodyFields);
export type BankBehavioralQuestionDto = Static<typeof BankBehavioralQuestion>;

export const QuestionBank = Type.Object({
  format: Type.Literal(QUESTION_BANK_FORMAT, { errorMessage: `Not a question bank: "format" must be "${QUESTION_BANK_FORMAT}".` }),
  version: Type.Literal(QUESTION_BANK_VERSION, { errorMessage: `Unknown question bank version: this server reads version ${QUESTION_BANK_VERSION}.` }),
  technical: Type.Array(BankTechnicalQuestion, { maxItems: QUESTION_BANK_LIMITS.entries, default: [] }),
  behavioral: Type.Array(BankBehavioralQuestion, { maxItems: QUESTION_BANK_LIMITS.entries, default: [] }),
});
export type QuestionBankDto = Static<typeof QuestionBank>;

/** `POST /questions/import/?dry_run=true` previews the import: the same answer, nothing written. */
export const QuestionImportQuery = Type.Object({ dry_run: Type.Boolean({ default: false }) });

const KindCounts = Type.Object({
  /** New questions (added, or that would be with `dry_run`). */
  added: Type.Integer({ minimum: 0 }),
  /** Entries the installation already has (left unchanged). */
  skipped: Type.Integer({ minimum: 0 }),
  /** New questions appended to the end of the kind's queue. */
  queued: Type.Integer({ minimum: 0 }),
});

export const QuestionImportSummary = Type.Object({
  dry_run: Type.Boolean(),
  technical: KindCounts,
  behavioral: KindCounts,
  /** Topics the bank names that did not exist, created by the import (or that would be). */
  topics_created: Type.Array(Type.String()),
});
export type QuestionImportSummaryDto = Static<typeof QuestionImportSummary>;
