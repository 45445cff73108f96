import { memberDisplayName, type Member } from '@/entities/member';

/**
 * What the interview is to the viewer: "You interview Ada Lovelace", "Ada Lovelace interviews you", or, for
 * someone outside the pair (an admin), "Ada Lovelace interviews Alan Turing". Each member of a pair has two
 * cards for one week; the title is what tells them apart.
 */
export function interviewTitle({ interviewer, interviewee }: { interviewer: Member; interviewee: Member }, viewerId: number | undefined): string {
  if (interviewer.id === viewerId) return `You interview ${memberDisplayName(interviewee)}`;
  if (interviewee.id === viewerId) return `${memberDisplayName(interviewer)} interviews you`;
  return `${memberDisplayName(interviewer)} interviews ${memberDisplayName(interviewee)}`;
}
