/** The words of the time notices (email and chat DM). Pure: the service loads the data and queues them. */
import type { MailMessage } from '../../lib/mailer';
import type { InAppNotice } from '../notifications/in-app';
import { buildIcsInvite, inviteUid } from '../pairing/ics';
import {
  MEETING_MINUTES, displayName, formatProposedTime, formatShortTime, interviewLinks, interviewUrl, pairLetter, type NoticeMember, type NoticeSettings,
} from '../pairing/messages';

export interface TimePair {
  leadInterviewId: string;
  interviews: Array<{ id: string; interviewerId: number; intervieweeId: number }>;
}


/** To the partner of the member who proposed another time: accept it or propose another on the interview page. */
export function timeProposedEmail(recipient: NoticeMember, proposer: NoticeMember, pair: TimePair, time: Date, previous: Date | null, settings: NoticeSettings): MailMessage {
  const instead = previous ? ` instead of ${formatProposedTime(previous, settings.timeZone)}` : '';
  return {
    to: recipient.email,
    subject: `${displayName(proposer)} proposes another time for your mock interview`,
    text: pairLetter(recipient, proposer, pair, [
      `${displayName(proposer)} (@${proposer.username}) proposes ${formatProposedTime(time, settings.timeZone)}${instead}.`,
      `Accept it or propose another time on the interview page: ${interviewUrl(settings.publicUrl, pair.leadInterviewId)}`,
    ], settings),
  };
}

export function timeProposedDirectMessage(proposer: NoticeMember, pair: TimePair, time: Date, settings: NoticeSettings): string {
  return `${displayName(proposer)} proposes ${formatProposedTime(time, settings.timeZone)} for your mock interview. Accept it or propose another time: ${interviewUrl(settings.publicUrl, pair.leadInterviewId)}`;
}

/** To the partner of a member who confirmed the current time (agreed when both have). */
export function timeConfirmedEmail(recipient: NoticeMember, confirmer: NoticeMember, pair: TimePair, time: Date, agreed: boolean, settings: NoticeSettings): MailMessage {
  const when = formatProposedTime(time, settings.timeZone);
  return {
    to: recipient.email,
    subject: agreed ? `Your mock interview time is agreed: ${when}` : `${displayName(confirmer)} confirmed your mock interview time`,
    text: pairLetter(recipient, confirmer, pair, [
      agreed
        ? `${displayName(confirmer)} confirmed ${when} too: you both agreed on this time.`
        : `${displayName(confirmer)} confirmed ${when}. Confirm it too, or propose another time, on the interview page: ${interviewUrl(settings.publicUrl, pair.leadInterviewId)}`,
    ], settings),
  };
}

export function timeConfirmedDirectMessage(confirmer: NoticeMember, pair: TimePair, time: Date, agreed: boolean, settings: NoticeSettings): string {
  const when = formatProposedTime(time, settings.timeZone);
  return agreed
    ? `${displayName(confirmer)} confirmed ${when} too: your mock interview time is agreed. ${interviewUrl(settings.publicUrl, pair.leadInterviewId)}`
    : `${displayName(confirmer)} confirmed ${when} for your mock interview. Confirm it too, or propose another time: ${interviewUrl(settings.publicUrl, pair.leadInterviewId)}`;
}

/**
 * To both members when a moved time is agreed: the calendar invite again, with the pairing's UID (the lead
 * interview's) and a higher SEQUENCE, so a calendar moves the event instead of adding a second one.
 */
export function timeAgreedEmail(
  recipient: NoticeMember, partner: NoticeMember, pair: TimePair, time: Date, inviteSequence: number, settings: NoticeSettings,
): MailMessage {
  const when = formatProposedTime(time, settings.timeZone);
  const links = interviewLinks(recipient, partner, pair, settings.publicUrl);
  const invite = buildIcsInvite({
    uid: inviteUid(pair.leadInterviewId, settings.publicUrl),
    sequence: inviteSequence,
    start: time,
    durationMinutes: MEETING_MINUTES,
    summary: `Mock interview with ${displayName(partner)}`,
    description: [`Mock interview with ${displayName(partner)} (${partner.email}).`, ...links].join('\n'),
    url: interviewUrl(settings.publicUrl, pair.leadInterviewId),
    stamp: settings.now,
  }, settings.productName);
  return {
    to: recipient.email,
    subject: `New time for your mock interview with ${displayName(partner)}: ${when}`,
    text: pairLetter(recipient, partner, pair, [
      `You and ${displayName(partner)} agreed on a new time: ${when}, for one hour.`,
      'The attached invite replaces the one you had: your calendar moves the event.',
    ], settings),
    attachments: [{ filename: 'mock-interview.ics', content: invite, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export function timeAgreedDirectMessage(partner: NoticeMember, pair: TimePair, time: Date, settings: NoticeSettings): string {
  return `New time for your mock interview with ${displayName(partner)}: ${formatProposedTime(time, settings.timeZone)}. ${interviewUrl(settings.publicUrl, pair.leadInterviewId)}`;
}

/** The bell's copy of the time notices: a short title, the time in one line, what to do; the pair's lead interview. */
export function timeProposedInApp(proposer: NoticeMember, pair: TimePair, time: Date, settings: NoticeSettings): InAppNotice {
  return {
    title: `${displayName(proposer)} proposes another time`,
    text: `${displayName(proposer)} proposes ${formatShortTime(time, settings.timeZone)} for your mock interview. Accept it or propose another time.`,
    link: `/interviews/${pair.leadInterviewId}`,
  };
}

export function timeConfirmedInApp(confirmer: NoticeMember, pair: TimePair, time: Date, agreed: boolean, settings: NoticeSettings): InAppNotice {
  const when = formatShortTime(time, settings.timeZone);
  return agreed
    ? { title: 'Your interview time is agreed', text: `${displayName(confirmer)} confirmed ${when} too: you both agreed on this time.`, link: `/interviews/${pair.leadInterviewId}` }
    : {
      title: `${displayName(confirmer)} confirmed the time`,
      text: `${displayName(confirmer)} confirmed ${when} for your mock interview. Confirm it too, or propose another time.`,
      link: `/interviews/${pair.leadInterviewId}`,
    };
}

export function timeAgreedInApp(partner: NoticeMember, pair: TimePair, time: Date, settings: NoticeSettings): InAppNotice {
  return {
    title: 'Your interview has a new time',
    text: `You and ${displayName(partner)} agreed on ${formatShortTime(time, settings.timeZone)}. Your calendar invite moves with it.`,
    link: `/interviews/${pair.leadInterviewId}`,
  };
}
