import type { RoomNotes, RoomNotesBodyDto, RoomNotesDto, StarNotes, StarNotesDto } from '../model/types';

export function mapRoomNotes(dto: RoomNotesDto): RoomNotes {
  return {
    interviewId: dto.interview_id,
    text: dto.text,
    shared: dto.shared,
    lines: dto.entries.map((line) => ({ at: line.at, text: line.text })),
    star: dto.star.map((entry) => ({ questionId: entry.question_id, situation: entry.situation, task: entry.task, action: entry.action, result: entry.result })),
    updated: dto.updated,
  };
}

export function mapRoomNotesToDto({ text, shared }: Pick<RoomNotes, 'text' | 'shared'>): RoomNotesBodyDto {
  return { text, shared };
}

export function mapStarNotesToDto(notes: StarNotes): StarNotesDto {
  return { question_id: notes.questionId, situation: notes.situation, task: notes.task, action: notes.action, result: notes.result };
}
