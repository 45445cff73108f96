import type { RoomHistory, RoomHistoryDto } from '../model/types';

export function mapRoomHistory(dto: RoomHistoryDto): RoomHistory {
  return {
    roomId: dto.room_id,
    rounds: dto.rounds.map((round) => ({ interviewId: round.interview_id, interviewerId: round.interviewer_id, intervieweeId: round.interviewee_id })),
    updates: dto.updates.map((step) => ({ at: step.at, update: step.update })),
    notes: dto.notes.map((note) => ({ interviewId: note.interview_id, at: note.at, text: note.text })),
  };
}
