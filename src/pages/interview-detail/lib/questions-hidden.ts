import { DateTime } from 'luxon';
import { weekIsOver, type Interview } from '@/entities/interview';

/**
 * Whether the viewer is the interviewee of an interview still ahead of them: the server then sends them no
 * questions, technical or behavioral (API.md "Interviews"), and the page says why instead of "none".
 */
export function questionsHiddenFrom(interview: Interview, viewerId: number | undefined): boolean {
  return interview.interviewee.id === viewerId && interview.status !== 'completed' && !weekIsOver(interview.dateEffective, DateTime.now());
}
