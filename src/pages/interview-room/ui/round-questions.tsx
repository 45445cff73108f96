import { readRevealedQuestions, REVEALED_MAP, type RoomMember, type RoomRound } from '@/entities/room';
import { useSharedMap, type RoomConnection } from '@/shared/lib/room-connection';
import { InterviewerPanel } from './interviewer-panel';
import { RevealedQuestions } from './revealed-questions';

interface RoundQuestionsProps {
  connection: RoomConnection;
  round: RoomRound;
  you: RoomMember;
  partner: RoomMember;
  connected: boolean;
}

/** The round's interviewer gets their panel; the interviewee the prompts shown to them so far. */
export function RoundQuestions({ connection, round, you, partner, connected }: RoundQuestionsProps) {
  const revealed = readRevealedQuestions(useSharedMap(connection.doc, REVEALED_MAP), round.interviewId);
  if (round.interviewerId !== you.id) return <RevealedQuestions questions={revealed} interviewerName={partner.firstName} />;
  return (
    <InterviewerPanel
      interviewId={round.interviewId}
      partnerName={partner.firstName}
      revealedIds={new Set(revealed.map((question) => question.questionId))}
      canReveal={connected}
      onReveal={(questionId) => connection.reveal(questionId)}
    />
  );
}
