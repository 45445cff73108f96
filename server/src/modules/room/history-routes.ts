import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RoomHistory, RoomRecordParams, type RoomHistoryDto } from '@contracts/room-records';
import type { AppContext } from '../../context';
import { commandAudit } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import { historyNotes, historyUpdates, openReportAbout, pairRounds } from './history';

const NOT_FOUND = 'Interview not found.';

/** The audit log's name for an admin reading a room (command_audit, beside the console's commands). */
export const ROOM_READ_AUDIT = 'read_room';

/**
 * The room's history for replay (issue 19; docs/decisions.md "The interview room"): every stored change of the
 * pair's document with its time, and the note lines the caller may read.
 * - The pair's two members: the code, their own notes always, the partner's once the partner shared them.
 * - An admin who is not one of them: only while a report about either of the pair's interviews is open (pending
 *   or resolving), then the shared notes only; each such read is written to the audit log. The room is the
 *   members' practice, and a report is the one reason to look. Never live: the room's socket stays the pair's.
 * - Anyone else, or an admin without an open report: the interview's 404.
 * A room open in this process stores its waiting changes first (update-writer.ts), so the replay ends where the room is;
 * one open only in another process may lack its last second.
 */
export const roomHistoryRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext; storedNow: (roomId: string) => Promise<void> }> = async (app, { ctx, storedNow }) => {
  app.get(
    '/interview/:interviewId/room/history/',
    {
      config: { access: 'verified' },
      schema: {
        summary: "The interview room's recorded changes and readable notes, for replay (either of the pair's interview ids)",
        params: RoomRecordParams,
        response: { 200: RoomHistory },
      },
    },
    async (request): Promise<RoomHistoryDto> => {
      const viewer = currentMember(request);
      const { interviewId } = request.params;
      const rounds = await pairRounds(ctx.db, interviewId);
      if (rounds.length === 0) throw notFound(NOT_FOUND);
      const roomId = rounds[0].id;
      const member = rounds.some((round) => round.interviewerId === viewer.id || round.intervieweeId === viewer.id);

      let readable: (noteInterviewId: string, shared: boolean) => boolean;
      if (member) {
        const own = new Set(rounds.filter((round) => round.interviewerId === viewer.id).map((round) => round.id));
        readable = (noteInterviewId, shared) => own.has(noteInterviewId) || shared;
      } else if (viewer.isAdmin) {
        const report = await openReportAbout(ctx.db, rounds.map((round) => round.id));
        if (!report) throw notFound(NOT_FOUND);
        await ctx.db.insert(commandAudit).values({
          memberId: viewer.id,
          source: 'admin-ui',
          command: ROOM_READ_AUDIT,
          args: { args: [interviewId], kwargs: { room: roomId, report: report.id } },
          success: true,
        });
        ctx.logger.info({ memberId: viewer.id, roomId, reportId: report.id }, 'admin read an interview room');
        readable = (_noteInterviewId, shared) => shared;
      } else {
        throw notFound(NOT_FOUND);
      }

      await storedNow(roomId);
      return {
        room_id: roomId,
        rounds: rounds.map((round) => ({ interview_id: round.id, interviewer_id: round.interviewerId, interviewee_id: round.intervieweeId })),
        updates: await historyUpdates(ctx.db, roomId),
        notes: await historyNotes(ctx.db, rounds, readable),
      };
    },
  );
};
