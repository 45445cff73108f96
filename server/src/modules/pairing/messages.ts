/** The words of the pairing notices (email and chat DM). Pure: the notifier loads the data and sends. */
import { DateTime } from 'luxon';
import { nightOfLabel } from '@contracts/availability-slots';
import type { MailMessage } from '../../lib/mailer';
import { bellTime, type InAppNotice } from '../notifications/in-app';
import type { MemberRow } from '../members/dto';
import { buildIcsInvite, inviteUid } from './ics';
import type { WeekStart } from './weeks';

/** One hour: a common window is two half-hour slots, one interview each way. */
export const MEETING_MINUTES = 60;

export interface NoticeSettings {
  publicUrl: string;
  productName: string;
  timeZone: string;
  now: Date;
}

export type NoticeMember = Pick<MemberRow, 'id' | 'username' | 'firstName' | 'lastName' | 'email' | 'discordUsername'>;

/** A pair's interviews of one week: usually two, each member interviewing the other. */
export interface PairNotice {
  weekStart: WeekStart;
  proposedTime: Date | null;
  interviews: Array<{ id: string; interviewerId: number; intervieweeId: number }>;
}

export function displayName(member: NoticeMember): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.username;
}

/** What a message calls the member: their first name, else their username. */
export function greetingName(member: NoticeMember): string {
  return member.firstName.trim() || member.username;
}

export function weekLabel(weekStart: WeekStart, withYear = false): string {
  return DateTime.fromISO(weekStart).toFormat(withYear ? 'LLLL d, yyyy' : 'LLLL d');
}

export function interviewUrl(publicUrl: string, interviewId: string): string {
  return `${publicUrl}/#/interviews/${interviewId}`;
}

/**
 * "Monday, March 9, 2026, 7:00 PM PDT (2026-03-10 02:00 UTC)"; a time before 5:00 AM also names the night it
 * belongs to, as the pages' time labels do (nightOfLabel): "Sunday, March 15, 2026, 1:00 AM PDT (Saturday night) (2026-03-15 08:00 UTC)".
 */
export function formatProposedTime(time: Date, timeZone: string): string {
  const wallClock = DateTime.fromJSDate(time, { zone: timeZone });
  const local = wallClock.toFormat('cccc, LLLL d, yyyy, h:mm a ZZZZ');
  const night = nightOfLabel(wallClock.weekday % 7, wallClock.hour);
  const utc = DateTime.fromJSDate(time, { zone: 'utc' }).toFormat("yyyy-LL-dd HH:mm 'UTC'");
  return night ? `${local} (${night}) (${utc})` : `${local} (${utc})`;
}

/**
 * "Mon, Mar 9, 7:00 PM PDT": a time in one line of the bell, where the email's full form would not fit, on the
 * recipient's clock when their zone is known (`bellTime`), else on `timeZone`'s.
 */
export function formatShortTime(time: Date, timeZone: string): string {
  return bellTime(time, timeZone);
}

/** The pair's interview room; its id is the lead interview's (the lower interviewer id), though either opens it. */
export function roomUrl(publicUrl: string, pair: Pick<PairNotice, 'interviews'>): string | null {
  const lead = [...pair.interviews].sort((a, b) => a.interviewerId - b.interviewerId)[0];
  return lead ? `${interviewUrl(publicUrl, lead.id)}/room` : null;
}

/** One line per interview of the pair (who interviews whom, and its link), then the pair's room. */
export function interviewLinks(recipient: NoticeMember, partner: NoticeMember, pair: Pick<PairNotice, 'interviews'>, publicUrl: string): string[] {
  const lines = pair.interviews.map((interview) => {
    const role = interview.interviewerId === recipient.id ? `You interview ${greetingName(partner)}` : `${greetingName(partner)} interviews you`;
    return `${role}: ${interviewUrl(publicUrl, interview.id)}`;
  });
  const room = roomUrl(publicUrl, pair);
  return room ? [...lines, `Open the interview room: ${room}`] : lines;
}

/** A letter to one member of a pair: greeting, the given lines, the pair's interview links, an optional footer, the sign-off. */
export function pairLetter(
  recipient: NoticeMember, partner: NoticeMember, pair: Pick<PairNotice, 'interviews'>, lines: string[], settings: Pick<NoticeSettings, 'publicUrl' | 'productName'>, footer?: string,
): string {
  return [
    `Hi ${greetingName(recipient)},`,
    '',
    ...lines,
    '',
    ...interviewLinks(recipient, partner, pair, settings.publicUrl).map((link) => `- ${link}`),
    '',
    ...(footer ? [footer, ''] : []),
    `— ${settings.productName}`,
  ].join('\n');
}

function proposedTimeLine(notice: PairNotice, timeZone: string): string {
  return notice.proposedTime
    ? `Proposed time: ${formatProposedTime(notice.proposedTime, timeZone)}, for one hour: the earliest time you are both free.`
    : 'Proposed time: none of your common free times is left this week, so agree on a time with your partner.';
}

export function pairingEmail(recipient: NoticeMember, partner: NoticeMember, notice: PairNotice, settings: NoticeSettings): MailMessage {
  const links = interviewLinks(recipient, partner, notice, settings.publicUrl);
  const text = [
    `Hi ${greetingName(recipient)},`,
    '',
    `Your mock interview partner for the week of ${weekLabel(notice.weekStart, true)} is ${displayName(partner)} (@${partner.username}).`,
    '',
    `Email: ${partner.email}`,
    `Discord: ${partner.discordUsername || 'not set'}`,
    proposedTimeLine(notice, settings.timeZone),
    '',
    'You interview each other, once in each role:',
    ...links.map((link) => `- ${link}`),
    '',
    'Reach out to your partner soon to confirm the time. No-shows are taken seriously.',
    '',
    `— ${settings.productName}`,
  ].join('\n');
  const message: MailMessage = {
    to: recipient.email,
    subject: `Your mock interview partner for the week of ${weekLabel(notice.weekStart)}`,
    text,
  };
  if (notice.proposedTime && notice.interviews.length > 0) {
    const invite = buildIcsInvite({
      // Both partners get the same UID: it names the pair's meeting, not one recipient's copy.
      uid: inviteUid(notice.interviews[0].id, settings.publicUrl),
      start: notice.proposedTime,
      durationMinutes: MEETING_MINUTES,
      summary: `Mock interview with ${displayName(partner)}`,
      description: [`Mock interview with ${displayName(partner)} (${partner.email}).`, ...links].join('\n'),
      url: interviewUrl(settings.publicUrl, notice.interviews[0].id),
      stamp: settings.now,
    }, settings.productName);
    message.attachments = [{ filename: 'mock-interview.ics', content: invite, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
  }
  return message;
}

export function pairingDirectMessage(recipient: NoticeMember, partner: NoticeMember, notice: PairNotice, settings: NoticeSettings): string {
  return [
    `Your mock interview partner for the week of ${weekLabel(notice.weekStart)} is ${displayName(partner)} (@${partner.username}, Discord ${partner.discordUsername || 'not set'}, ${partner.email}).`,
    proposedTimeLine(notice, settings.timeZone),
    ...interviewLinks(recipient, partner, notice, settings.publicUrl),
  ].join('\n');
}

/**
 * What the bell shows for a partner notice. `partnerChanged`: the member had been told of another partner for this
 * week (a re-pairing replaced that pair, or the partner cancelled and the member was re-matched), which the
 * email's subject does not say.
 */
export function pairingInApp(recipient: NoticeMember, partner: NoticeMember, notice: PairNotice, settings: NoticeSettings, partnerChanged: boolean): InAppNotice {
  const own = notice.interviews.find((interview) => interview.interviewerId === recipient.id) ?? notice.interviews[0];
  const time = notice.proposedTime
    ? `Proposed time: ${formatShortTime(notice.proposedTime, settings.timeZone)}. Confirm it or propose another time.`
    : `None of your common free times is left this week: agree on a time with ${greetingName(partner)}.`;
  return {
    title: partnerChanged ? 'Your partner changed' : `You have a partner: ${displayName(partner)}`,
    text: `${displayName(partner)} is your ${partnerChanged ? 'new ' : ''}partner for the week of ${weekLabel(notice.weekStart)}. ${time}`,
    link: own ? `/interviews/${own.id}` : '/interviews',
  };
}

const UNPAIRED_LINE = 'We could not find a partner for you this week; you will have priority next week.';

export function unpairedEmail(recipient: NoticeMember, weekStart: WeekStart, settings: NoticeSettings): MailMessage {
  return {
    to: recipient.email,
    subject: `No mock interview partner for the week of ${weekLabel(weekStart)}`,
    text: [
      `Hi ${greetingName(recipient)},`,
      '',
      `${UNPAIRED_LINE} (Week of ${weekLabel(weekStart, true)}: nobody left in the pool shared an hour of free time with you.)`,
      '',
      `Sign up for next week: ${settings.publicUrl}/#/interview-signup`,
      '',
      `— ${settings.productName}`,
    ].join('\n'),
  };
}

export function unpairedDirectMessage(weekStart: WeekStart, settings: NoticeSettings): string {
  return `Week of ${weekLabel(weekStart)}: ${UNPAIRED_LINE} Sign up for next week: ${settings.publicUrl}/#/interview-signup`;
}

export function unpairedInApp(weekStart: WeekStart): InAppNotice {
  return {
    title: 'No partner this week',
    text: `Nobody left in the pool for the week of ${weekLabel(weekStart)} shared an hour of free time with you. You have priority next week.`,
    link: '/interview-signup',
  };
}
