import type { QuestionDifficulty } from '@contracts/preferences';
import type { TestSpecDto } from '@contracts/test-cases';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { behavioralQuestions, members, technicalQuestions, topics } from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import {
  toBehavioralQuestionDto, toTechnicalQuestionDto, toTopicDto, type BehavioralQuestionDto, type TechnicalQuestionDto, type TopicDto,
} from './dto';

const creator = alias(members, 'creator');
const approver = alias(members, 'approver');

export async function listTopics(db: DbOrTx): Promise<TopicDto[]> {
  const rows = await db
    .select({ topic: topics, createdBy: creator.username })
    .from(topics)
    .leftJoin(creator, eq(creator.id, topics.createdBy))
    .orderBy(sql`lower(${topics.name})`, asc(topics.name));
  return rows.map((row) => toTopicDto(row.topic, row.createdBy));
}

export async function topicExists(db: DbOrTx, topicId: string): Promise<boolean> {
  const [row] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
  return row !== undefined;
}

/** Topic names are unique regardless of case (a unique index enforces it even under concurrent requests). */
export async function insertTopic(db: DbOrTx, name: string, creatorMember: { id: number; username: string } | null): Promise<TopicDto> {
  const [row] = await db
    .insert(topics)
    .values({ name, createdBy: creatorMember?.id ?? null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`A topic named "${name}" already exists.`);
  return toTopicDto(row, creatorMember?.username ?? null);
}

async function selectTechnicalQuestions(db: DbOrTx, where: SQL | undefined): Promise<TechnicalQuestionDto[]> {
  const rows = await db
    .select({ question: technicalQuestions, topicName: topics.name, createdBy: creator.username, approvedBy: approver.username })
    .from(technicalQuestions)
    .innerJoin(topics, eq(topics.id, technicalQuestions.topicId))
    .leftJoin(creator, eq(creator.id, technicalQuestions.createdBy))
    .leftJoin(approver, eq(approver.id, technicalQuestions.approvedBy))
    .where(where)
    .orderBy(desc(technicalQuestions.created), asc(technicalQuestions.title));
  return rows.map((row) => toTechnicalQuestionDto(row.question, row.topicName, row));
}

async function selectBehavioralQuestions(db: DbOrTx, where: SQL | undefined): Promise<BehavioralQuestionDto[]> {
  const rows = await db
    .select({ question: behavioralQuestions, createdBy: creator.username, approvedBy: approver.username })
    .from(behavioralQuestions)
    .leftJoin(creator, eq(creator.id, behavioralQuestions.createdBy))
    .leftJoin(approver, eq(approver.id, behavioralQuestions.approvedBy))
    .where(where)
    .orderBy(desc(behavioralQuestions.created), asc(behavioralQuestions.prompt));
  return rows.map((row) => toBehavioralQuestionDto(row.question, row));
}

export const listTechnicalQuestions = (db: DbOrTx) => selectTechnicalQuestions(db, undefined);
export const listBehavioralQuestions = (db: DbOrTx) => selectBehavioralQuestions(db, undefined);

export async function findBehavioralQuestion(db: DbOrTx, id: string): Promise<BehavioralQuestionDto | undefined> {
  const [question] = await selectBehavioralQuestions(db, eq(behavioralQuestions.id, id));
  return question;
}

export async function findTechnicalQuestion(db: DbOrTx, id: string): Promise<TechnicalQuestionDto | undefined> {
  const [question] = await selectTechnicalQuestions(db, eq(technicalQuestions.id, id));
  return question;
}

/** One query for any number of ids; the map lets callers keep their own order. */
export async function technicalQuestionsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, TechnicalQuestionDto>> {
  if (ids.length === 0) return new Map();
  const questions = await selectTechnicalQuestions(db, inArray(technicalQuestions.id, ids));
  return new Map(questions.map((question) => [question.question_id, question]));
}

export async function behavioralQuestionsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, BehavioralQuestionDto>> {
  if (ids.length === 0) return new Map();
  const questions = await selectBehavioralQuestions(db, inArray(behavioralQuestions.id, ids));
  return new Map(questions.map((question) => [question.question_id, question]));
}

export interface BehavioralQuestionInput {
  prompt: string;
  solution: string;
  followUps: string;
  source: string;
  /** Absent: the column's default on insert, unchanged on update. */
  difficulty?: QuestionDifficulty;
}

export interface TechnicalQuestionInput extends BehavioralQuestionInput {
  title: string;
  topicId: string;
  /** Absent: none on insert, unchanged on update; null removes them. */
  testSpec?: TestSpecDto | null;
}

/** Only admins create questions, so the author is also the approver. */
export async function insertTechnicalQuestion(db: DbOrTx, input: TechnicalQuestionInput, adminId: number): Promise<string> {
  const [row] = await db
    .insert(technicalQuestions)
    .values({ ...input, createdBy: adminId, approvedBy: adminId })
    .returning({ id: technicalQuestions.id });
  return row.id;
}

/** Returns false when there is no such question. */
export async function updateTechnicalQuestion(db: DbOrTx, id: string, input: TechnicalQuestionInput): Promise<boolean> {
  const rows = await db.update(technicalQuestions).set(input).where(eq(technicalQuestions.id, id)).returning({ id: technicalQuestions.id });
  return rows.length > 0;
}

/** Only admins create questions, so the author is also the approver. */
export async function insertBehavioralQuestion(db: DbOrTx, input: BehavioralQuestionInput, adminId: number): Promise<string> {
  const [row] = await db
    .insert(behavioralQuestions)
    .values({ ...input, createdBy: adminId, approvedBy: adminId })
    .returning({ id: behavioralQuestions.id });
  return row.id;
}

/** Returns false when there is no such question. */
export async function updateBehavioralQuestion(db: DbOrTx, id: string, input: BehavioralQuestionInput): Promise<boolean> {
  const rows = await db.update(behavioralQuestions).set(input).where(eq(behavioralQuestions.id, id)).returning({ id: behavioralQuestions.id });
  return rows.length > 0;
}
