import { memberDisplayName, type Member } from '@/entities/member';
import type { Interview } from '@/entities/interview';

type Participants = Pick<Interview, 'interviewer' | 'interviewee'>;

const firstNameOf = (member: Member) => member.firstName || member.username;

/** Who asks and who answers, from the viewer's side: 'You interview Ada', 'Ada interviews you'. */
export function roleSentence({ interviewer, interviewee }: Participants, viewerId: number | undefined): string {
  if (interviewer.id === viewerId) return `You interview ${firstNameOf(interviewee)}`;
  if (interviewee.id === viewerId) return `${firstNameOf(interviewer)} interviews you`;
  // An admin looking at other members' interview.
  return `${memberDisplayName(interviewer)} interviews ${memberDisplayName(interviewee)}`;
}

/** The participants other than the viewer: the partner, or both when an admin looks on. */
export function othersThan({ interviewer, interviewee }: Participants, viewerId: number | undefined): Member[] {
  return [interviewer, interviewee].filter((member) => member.id !== viewerId);
}
