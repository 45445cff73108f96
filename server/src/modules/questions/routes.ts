import { badRequest, notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../index';
import { QUESTION_TYPES, readQueue, replaceQueue } from './queue';
import {
  findTechnicalQuestion, insertTechnicalQuestion, insertTopic, listBehavioralQuestions, listTechnicalQuestions, listTopics, topicExists,
  updateTechnicalQuestion, type TechnicalQuestionInput,
} from './repository';
import { isUuid, parseQuestionQueue, parseTechnicalQuestion, parseTopicName, UNKNOWN_TOPIC } from './validation';

type QuestionParams = { Params: { id: string } };

const QUESTION_NOT_FOUND = 'Question not found.';

/** API.md "Questions": topics, technical and behavioral questions, and the two question queues. */
export const questionsModule: ModulePlugin = async (app, { ctx }) => {
  async function requireKnownTopic(input: TechnicalQuestionInput): Promise<void> {
    if (!(await topicExists(ctx.db, input.topicId))) throw badRequest('Please correct the highlighted fields.', { topic: [UNKNOWN_TOPIC] });
  }

  app.get('/questions/topics/', { config: { access: 'verified' } }, async () => listTopics(ctx.db));

  app.post('/questions/topics/', { config: { access: 'admin' } }, async (request, reply) => {
    const topic = await insertTopic(ctx.db, parseTopicName(request.body), currentMember(request));
    return reply.status(201).send(topic);
  });

  app.get('/questions/technical/all/', { config: { access: 'admin' } }, async () => listTechnicalQuestions(ctx.db));

  app.get<QuestionParams>('/questions/technical/:id/', { config: { access: 'verified' } }, async (request) => {
    const question = isUuid(request.params.id) ? await findTechnicalQuestion(ctx.db, request.params.id) : undefined;
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    return question;
  });

  // A new question is not queued automatically: admins curate the queue order on the queue pages.
  app.post('/questions/technical/', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseTechnicalQuestion(request.body);
    await requireKnownTopic(input);
    const id = await insertTechnicalQuestion(ctx.db, input, currentMember(request).id);
    return reply.status(201).send(await findTechnicalQuestion(ctx.db, id));
  });

  app.put<QuestionParams>('/questions/technical/:id/', { config: { access: 'admin' } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(QUESTION_NOT_FOUND);
    const input = parseTechnicalQuestion(request.body);
    await requireKnownTopic(input);
    if (!(await updateTechnicalQuestion(ctx.db, id, input))) throw notFound(QUESTION_NOT_FOUND);
    return findTechnicalQuestion(ctx.db, id);
  });

  app.get('/questions/behavioral/all/', { config: { access: 'admin' } }, async () => listBehavioralQuestions(ctx.db));

  for (const type of QUESTION_TYPES) {
    app.get(`/questions/${type}/queue/`, { config: { access: 'admin' } }, async () => ({ question_queue: await readQueue(ctx.db, type) }));

    app.put(`/questions/${type}/queue/`, { config: { access: 'admin' } }, async (request) => {
      const questionIds = parseQuestionQueue(request.body);
      return { question_queue: await replaceQueue(ctx.db, type, questionIds, ctx.clock.now()) };
    });
  }
};
