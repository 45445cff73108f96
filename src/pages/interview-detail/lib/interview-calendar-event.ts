import { memberDisplayName, type Member } from '@/entities/member';
import type { Interview } from '@/entities/interview';
import type { CalendarEvent } from '@/shared/lib/ics';
import { MEETING_MINUTES } from '../config/interview-detail';
import { othersThan, roleSentence } from './role-sentence';

/** Where the interview's page lives in this deployment of the SPA (hash routing). */
export function interviewPageUrl(interviewId: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/interviews/${interviewId}`;
}

function contactLine(member: Member): string {
  const discord = member.discordUsername ? `, Discord ${member.discordUsername}` : '';
  return `${memberDisplayName(member)}: ${member.email}${discord}`;
}

/** The proposed meeting as a calendar event for the viewer; null while no time is proposed. */
export function interviewCalendarEvent(interview: Interview, viewerId: number | undefined, pageUrl: string): CalendarEvent | null {
  if (!interview.proposedTime) return null;
  const start = new Date(interview.proposedTime);
  const others = othersThan(interview, viewerId);
  const sentence = roleSentence(interview, viewerId);
  return {
    // Shaped like the UID of the server's emailed invite (one interview id of the pair, at the host), so a
    // calendar that already holds that invite updates it instead of adding a copy.
    uid: `${interview.interviewId}@${new URL(pageUrl).hostname}`,
    start,
    end: new Date(start.getTime() + MEETING_MINUTES * 60_000),
    summary: others.length === 1 ? `Mock interview with ${memberDisplayName(others[0])}` : `Mock interview: ${sentence}`,
    description: [`${sentence}.`, ...others.map(contactLine), `Interview details: ${pageUrl}`].join('\n'),
    url: pageUrl,
  };
}
