import { memberDisplayName } from '@/entities/member/@x/report';
import type { AssociatedObjectLink, Report } from '../model/report';

type Named = { username?: unknown; first_name?: unknown; last_name?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function nameOf(member: unknown): string {
  if (!isObject(member)) return 'someone';
  const { username, first_name: firstName, last_name: lastName } = member as Named;
  return memberDisplayName({ firstName: text(firstName), lastName: text(lastName), username: text(username) });
}

const ellipsis = (value: string, max: number) => (value.length > max ? `${value.slice(0, max)}…` : value);

/**
 * The reported member, question or interview as a link to its page; null once it has been deleted. Questions
 * open in the editor (technical) or the behavioral queue, the admins' only page showing behavioral questions.
 */
export function associatedObjectLink(report: Pick<Report, 'type' | 'associatedId' | 'associatedObject'>): AssociatedObjectLink | null {
  const object = report.associatedObject;
  if (!isObject(object)) return null;
  const id = encodeURIComponent(report.associatedId);
  if (report.type === 'member') return { label: `Member ${nameOf(object)}`, path: `/directory/${id}` };
  // A no-show report is about the interview the partner missed.
  if (report.type === 'interview' || report.type === 'no_show') {
    return { label: `Interview: ${nameOf(object.interviewer)} interviewing ${nameOf(object.interviewee)}`, path: `/interviews/${id}` };
  }
  if (typeof object.title === 'string') return { label: `Question: ${object.title}`, path: `/questions/technical/edit/${id}` };
  return { label: `Behavioral question: ${ellipsis(text(object.prompt), 100)}`, path: '/questions/queue/behavioral' };
}
