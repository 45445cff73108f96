import { useGetInterviewQuery } from '@/entities/interview';
import { readRevealedQuestions, REVEALED_MAP, type RoomMember, type RoomRound } from '@/entities/room';
import { useSharedMap } from '@/shared/lib/room-connection';
import type * as Y from 'yjs';
import { RunTestsPanel, type RunTestsPanelProps, type TestedQuestion } from './run-tests-panel';

export interface RoomTestsPanelProps extends Omit<RunTestsPanelProps, 'questions' | 'isInterviewer' | 'partnerName' | 'runnerName'> {
  doc: Y.Doc;
  round: RoomRound;
  you: RoomMember;
  partner: RoomMember;
}

/**
 * The round's tested questions, from where each member may read them: the interviewer's from the interview (every
 * case, which the server sends its interviewer only), the candidate's from the questions revealed to them (examples only).
 */
export function RoomTestsPanel({ doc, round, you, partner, ...props }: RoomTestsPanelProps) {
  const isInterviewer = round.interviewerId === you.id;
  const { data: interview } = useGetInterviewQuery(round.interviewId, { skip: !isInterviewer });
  const revealed = readRevealedQuestions(useSharedMap(doc, REVEALED_MAP), round.interviewId);
  const source = isInterviewer ? (interview?.technicalQuestions ?? []) : revealed;
  const questions = source.flatMap((question): TestedQuestion[] => (question.testSpec ? [{ questionId: question.questionId, title: question.title, testSpec: question.testSpec }] : []));
  return <RunTestsPanel {...props} doc={doc} questions={questions} isInterviewer={isInterviewer} runnerName={you.firstName} partnerName={partner.firstName} />;
}
