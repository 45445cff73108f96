import type { RoomServerMessageDto } from '@contracts/room';
import type { RoomWelcome } from '../model/types';

type RoomWelcomeDto = Extract<RoomServerMessageDto, { type: 'welcome' }>;

/** `receivedAt`: the browser's clock when the welcome arrived, to read the shared timer on the server's clock. */
export function mapRoomWelcome(dto: RoomWelcomeDto, receivedAt: number): RoomWelcome {
  return {
    roomId: dto.room_id,
    clockOffsetMs: Date.parse(dto.server_time) - receivedAt,
    you: { id: dto.you.id, firstName: dto.you.first_name },
    partner: { id: dto.partner.id, firstName: dto.partner.first_name },
    rounds: dto.rounds.map((round) => ({
      interviewId: round.interview_id,
      interviewerId: round.interviewer_id,
      intervieweeId: round.interviewee_id,
    })),
  };
}

/** 'Round 1: Ada interviews Bob', from the rounds and the two names the welcome gave. */
export function roundSentences({ you, partner, rounds }: Pick<RoomWelcome, 'you' | 'partner' | 'rounds'>): string[] {
  const nameOf = (id: number) => (id === you.id ? you.firstName : id === partner.id ? partner.firstName : `Member ${id}`);
  return rounds.map((round, index) => `Round ${index + 1}: ${nameOf(round.interviewerId)} interviews ${nameOf(round.intervieweeId)}`);
}
