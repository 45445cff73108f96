import type { Interview } from '@/entities/interview';
import type { Member } from '@/entities/member';

/** The viewer's partner in the interview, or null when the viewer is not one of its two members. */
export function partnerOf(interview: Pick<Interview, 'interviewer' | 'interviewee'>, viewerId: number | undefined): Member | null {
  if (viewerId === undefined) return null;
  if (interview.interviewer.id === viewerId) return interview.interviewee;
  if (interview.interviewee.id === viewerId) return interview.interviewer;
  return null;
}

/** The server takes no-show reports once the interview was due to start: its proposed time, else its week's start. */
export function noShowReportable(interview: Pick<Interview, 'proposedTime' | 'dateEffective' | 'status'>, now: Date): boolean {
  if (interview.status === 'cancelled') return false;
  const due = Date.parse(interview.proposedTime ?? interview.dateEffective);
  return Number.isFinite(due) && now.getTime() >= due;
}
