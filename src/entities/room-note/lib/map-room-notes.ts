import type { RoomNotes, RoomNotesBodyDto, RoomNotesDto } from '../model/types';

export function mapRoomNotes(dto: RoomNotesDto): RoomNotes {
  return {
    interviewId: dto.interview_id,
    text: dto.text,
    shared: dto.shared,
    lines: dto.entries.map((line) => ({ at: line.at, text: line.text })),
    updated: dto.updated,
  };
}

export function mapRoomNotesToDto({ text, shared }: Pick<RoomNotes, 'text' | 'shared'>): RoomNotesBodyDto {
  return { text, shared };
}
