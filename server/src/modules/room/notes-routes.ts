import { RoomNotes, RoomNotesBody, RoomRecordParams, StarNotesBody } from '@contracts/room-records';
import type { FastifyRequest } from 'fastify';
import { DetailBody } from '@contracts/common';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/text';
import { currentMember } from '../auth/security';
import { findInterview } from '../interviews/read-service';
import type { ModulePlugin } from '../module-plugin';
import { findNotes, saveNotes, saveStarNotes, toRoomNotesDto } from './notes';

const NOT_FOUND = 'Interview not found.';

/**
 * The interviewer's private notes pad in the interview room (issue 19; docs/decisions.md "The interview room").
 * Only the interview's interviewer reads or writes them: anyone else, the interviewee and admins included, gets
 * the interview's 404, so the route does not even tell that notes exist. Their partner reads them only through
 * the room's history, once shared (history-routes.ts).
 */
export const roomNotesRoutes: ModulePlugin = async (app, { ctx }) => {
  /** Before the body is validated: a caller who may not write here learns nothing of the body's rules. */
  async function interviewerOnly(request: FastifyRequest): Promise<void> {
    const { interviewId } = request.params as { interviewId?: unknown };
    if (!isUuid(interviewId)) throw notFound(NOT_FOUND);
    const row = await findInterview(ctx.db, interviewId);
    if (!row || row.interviewerId !== currentMember(request).id) throw notFound(NOT_FOUND);
  }

  app.get(
    '/interview/:interviewId/room/notes/',
    {
      config: { access: 'verified' },
      preValidation: interviewerOnly,
      schema: {
        summary: "The interviewer's notes pad for this interview (its interviewer only; anyone else 404)",
        params: RoomRecordParams,
        response: { 200: RoomNotes },
      },
    },
    async (request) => toRoomNotesDto(request.params.interviewId, await findNotes(ctx.db, request.params.interviewId)),
  );

  app.put(
    '/interview/:interviewId/room/notes/',
    {
      config: { access: 'verified' },
      preValidation: interviewerOnly,
      schema: {
        summary: "Saves the interviewer's notes pad: each line keeps the time it was first written; `shared` lets the interviewee read them in the replay",
        params: RoomRecordParams,
        body: RoomNotesBody,
        response: { 200: RoomNotes },
      },
    },
    async (request) => {
      const { interviewId } = request.params;
      const row = await saveNotes(ctx.db, interviewId, request.body.text, request.body.shared, ctx.clock.now());
      return toRoomNotesDto(interviewId, row);
    },
  );

  app.put(
    '/interview/:interviewId/room/notes/star/',
    {
      config: { access: 'verified' },
      preValidation: interviewerOnly,
      schema: {
        summary: "Saves the interviewer's STAR notes (Situation, Task, Action, Result) on one behavioral question of this interview",
        description: 'Its interviewer only (anyone else 404, as the pad). The question must be one of the interview\'s behavioral questions (else 404).',
        params: RoomRecordParams,
        body: StarNotesBody,
        response: { 200: RoomNotes, 404: DetailBody },
      },
    },
    async (request) => {
      const { interviewId } = request.params;
      const interview = await findInterview(ctx.db, interviewId);
      if (!interview?.behavioralQuestionIds.includes(request.body.question_id.toLowerCase())) throw notFound('Question not found.');
      const row = await saveStarNotes(ctx.db, interviewId, { ...request.body, question_id: request.body.question_id.toLowerCase() }, ctx.clock.now());
      return toRoomNotesDto(interviewId, row);
    },
  );
};
