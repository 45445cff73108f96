import {
  BehavioralQuestion, BehavioralQuestionBody, QuestionCoverage, QuestionParams, QuestionPrompt, QuestionQueue, TechnicalQuestion, TechnicalQuestionBody, Topic, TopicBody,
} from '@contracts/questions';
import { DetailBody, ErrorBody } from '@contracts/common';
import { QUESTION_BANK_LIMITS } from '@contracts/limits';
import { QuestionBank, QuestionImportQuery, QuestionImportSummary } from '@contracts/question-bank';
import { Type } from 'typebox';
import { invalidFields, notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import { hydrationMoment } from '../interviews/read-service';
import { accessToQuestion, promptOf } from './access';
import { openWeek } from '../pairing/pools';
import { membersWhoMetEveryQuestion } from './seen';
import type { ModulePlugin } from '../module-plugin';
import { QUESTION_TYPES, readQueue, replaceQueue } from './queue';
import { checkedBank, exportBank, importBank } from './bank';
import {
  findBehavioralQuestion, findTechnicalQuestion, insertBehavioralQuestion, insertTechnicalQuestion, insertTopic, listBehavioralQuestions,
  listTechnicalQuestions, listTopics, topicExists, updateBehavioralQuestion, updateTechnicalQuestion, type TechnicalQuestionInput,
} from './repository';
import { toBehavioralQuestionInput, toTechnicalQuestionInput, toTopicName, UNKNOWN_TOPIC } from './validation';

const QUESTION_NOT_FOUND = 'Question not found.';

/** API.md "Questions": topics, technical and behavioral questions, and the two question queues. */
export const questionsModule: ModulePlugin = async (app, { ctx }) => {
  async function requireKnownTopic(input: TechnicalQuestionInput): Promise<void> {
    if (!(await topicExists(ctx.db, input.topicId))) throw invalidFields({ topic: [UNKNOWN_TOPIC] });
  }

  async function existingQuestion(id: string) {
    const question = await findTechnicalQuestion(ctx.db, id);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    return question;
  }

  async function existingBehavioralQuestion(id: string) {
    const question = await findBehavioralQuestion(ctx.db, id);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    return question;
  }

  app.get('/questions/topics/', { config: { access: 'verified' }, schema: { response: { 200: Type.Array(Topic) } } }, async () => listTopics(ctx.db));

  app.post('/questions/topics/', { config: { access: 'admin' }, schema: { body: TopicBody, response: { 201: Topic } } }, async (request, reply) => {
    const topic = await insertTopic(ctx.db, toTopicName(request.body), currentMember(request));
    return reply.status(201).send(topic);
  });

  app.get('/questions/technical/all/', { config: { access: 'admin' }, schema: { response: { 200: Type.Array(TechnicalQuestion) } } }, async () =>
    listTechnicalQuestions(ctx.db));

  app.get(
    '/questions/technical/:id/',
    {
      config: { access: 'verified' },
      schema: {
        summary: 'One technical question, as much of it as the caller may read',
        description:
          'Who may read what (server/src/modules/questions/access.ts, the rule every route and message carrying a question applies): ' +
          'admins, the interviewer of an interview that holds the question, and that interview\'s interviewee once the round is over ' +
          '(the interviewer has given feedback, both marked it done, or the interview week has ended) get the whole question, solution ' +
          'and follow-ups included. The interviewee after the interviewer showed it in the room, before the round is over, gets ' +
          '`{question_id, title, prompt, test_spec}` only, `test_spec` holding the visible cases (examples), never the hidden ones. ' +
          'Everyone else gets 404, as for an unknown id.',
        params: QuestionParams,
        response: { 200: Type.Union([TechnicalQuestion, QuestionPrompt]), 404: DetailBody },
      },
    },
    async (request) => {
      const question = await existingQuestion(request.params.id);
      const access = await accessToQuestion(ctx.db, currentMember(request), question.question_id, hydrationMoment(ctx));
      if (access === 'none') throw notFound(QUESTION_NOT_FOUND);
      return access === 'full' ? question : promptOf(question);
    },
  );

  // A new question is not queued automatically: admins curate the queue order on the queue pages.
  app.post(
    '/questions/technical/',
    { config: { access: 'admin' }, schema: { body: TechnicalQuestionBody, response: { 201: TechnicalQuestion } } },
    async (request, reply) => {
      const input = toTechnicalQuestionInput(request.body);
      await requireKnownTopic(input);
      const id = await insertTechnicalQuestion(ctx.db, input, currentMember(request).id);
      return reply.status(201).send(await existingQuestion(id));
    },
  );

  app.put(
    '/questions/technical/:id/',
    { config: { access: 'admin' }, schema: { params: QuestionParams, body: TechnicalQuestionBody, response: { 200: TechnicalQuestion } } },
    async (request) => {
      const { id } = request.params;
      const input = toTechnicalQuestionInput(request.body);
      await requireKnownTopic(input);
      if (!(await updateTechnicalQuestion(ctx.db, id, input))) throw notFound(QUESTION_NOT_FOUND);
      return existingQuestion(id);
    },
  );

  app.get('/questions/behavioral/all/', { config: { access: 'admin' }, schema: { response: { 200: Type.Array(BehavioralQuestion) } } }, async () =>
    listBehavioralQuestions(ctx.db));

  // Additions to API.md (docs/decisions.md): the admin screens add and edit behavioral questions too.
  app.post(
    '/questions/behavioral/',
    { config: { access: 'admin' }, schema: { body: BehavioralQuestionBody, response: { 201: BehavioralQuestion } } },
    async (request, reply) => {
      const id = await insertBehavioralQuestion(ctx.db, toBehavioralQuestionInput(request.body), currentMember(request).id);
      return reply.status(201).send(await existingBehavioralQuestion(id));
    },
  );

  app.put(
    '/questions/behavioral/:id/',
    { config: { access: 'admin' }, schema: { params: QuestionParams, body: BehavioralQuestionBody, response: { 200: BehavioralQuestion } } },
    async (request) => {
      const { id } = request.params;
      if (!(await updateBehavioralQuestion(ctx.db, id, toBehavioralQuestionInput(request.body)))) throw notFound(QUESTION_NOT_FOUND);
      return existingBehavioralQuestion(id);
    },
  );

  app.get(
    '/questions/coverage/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Members of the open week who have met every question of their kind',
        description: 'The draw never gives a member a question they have met while a fitting one is left; these members will get the one they met longest ago.',
        response: { 200: QuestionCoverage },
      },
    },
    async () => {
      const weekStart = await openWeek(ctx.db, ctx.clock.now(), ctx.config.communityTimeZone);
      return { week_start: weekStart, exhausted: await membersWhoMetEveryQuestion(ctx.db, weekStart) };
    },
  );

  // Issue 29: question banks (contracts/question-bank.ts), the admin page's export and import.
  app.get(
    '/questions/export/',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every question as a question bank',
        description: 'Topics by name, in a stable order (technical: topic, difficulty, title; behavioral: difficulty, prompt), so that exporting, ' +
          'importing into an empty installation and exporting again gives the same file.',
        response: { 200: QuestionBank },
      },
    },
    async (_request, reply) => {
      const day = ctx.clock.now().toISOString().slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="mockprep-questions-${day}.json"`);
      return exportBank(ctx.db);
    },
  );

  app.post(
    '/questions/import/',
    {
      config: { access: 'admin' },
      bodyLimit: QUESTION_BANK_LIMITS.bytes,
      // The body is checked by checkedBank, with the same schema, so that each problem names its entry ("technical[3] (Two Sum): …").
      attachValidation: true,
      schema: {
        summary: 'Imports a question bank',
        description: 'Adds the questions the installation does not have (a technical question is there when one has the same title and topic name, ' +
          'any case; a behavioral one when one has the same prompt) at the end of their queues, and creates missing topics, in one transaction. ' +
          'Questions already there are left unchanged, so importing twice adds nothing. A bank with any invalid entry writes nothing: 400 with ' +
          '`errors.bank` naming each problem by entry. `dry_run=true` answers the same summary and writes nothing.',
        querystring: QuestionImportQuery,
        body: QuestionBank,
        response: { 200: QuestionImportSummary, 400: ErrorBody },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid && invalid.validationContext !== 'body') throw invalid;
      const bank = checkedBank(request.body);
      const options = { authorId: currentMember(request).id, now: ctx.clock.now(), dryRun: request.query.dry_run };
      return ctx.db.transaction((tx) => importBank(tx, bank, options));
    },
  );

  for (const type of QUESTION_TYPES) {
    app.get(`/questions/${type}/queue/`, { config: { access: 'admin' }, schema: { response: { 200: QuestionQueue } } }, async () => ({
      question_queue: await readQueue(ctx.db, type),
    }));

    app.put(
      `/questions/${type}/queue/`,
      { config: { access: 'admin' }, schema: { body: QuestionQueue, response: { 200: QuestionQueue } } },
      async (request) => ({ question_queue: await replaceQueue(ctx.db, type, request.body.question_queue, ctx.clock.now()) }),
    );
  }
};
