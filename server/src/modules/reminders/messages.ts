/** The words of the interview reminders (email and chat DM). Pure: the reminder run loads the data and sends. */
import type { InterviewReminderKind } from '../../db/schema';
import type { MailMessage } from '../../lib/mailer';
import type { InAppNotice } from '../notifications/in-app';
import {
  displayName, formatProposedTime, formatShortTime, greetingName, interviewLinks, pairLetter, type NoticeMember, type NoticeSettings,
} from '../pairing/messages';

/** A pair's interviews of one week (usually two, one in each role) and the time proposed for them. */
export interface ReminderPair {
  proposedTime: Date | null;
  interviews: Array<{ id: string; interviewerId: number; intervieweeId: number }>;
}

function optOutLine(settings: NoticeSettings): string {
  return `You can turn interview reminders off in your profile: ${settings.publicUrl}/#/profile`;
}

function contactLine(partner: NoticeMember): string {
  return `Email: ${partner.email} · Discord: ${partner.discordUsername || 'not set'}`;
}

/** A reminder email: greeting, the given lines, the interview links and how to turn reminders off. */
function reminderEmail(subject: string, lines: string[], recipient: NoticeMember, partner: NoticeMember, pair: ReminderPair, settings: NoticeSettings): MailMessage {
  return {
    to: recipient.email,
    subject,
    text: pairLetter(recipient, partner, pair, lines, settings, optOutLine(settings)),
  };
}

/** The day-before reminder: only sent when the pair has a proposed time. */
export function dayBeforeEmail(recipient: NoticeMember, partner: NoticeMember, pair: ReminderPair, settings: NoticeSettings): MailMessage {
  const time = formatProposedTime(pair.proposedTime as Date, settings.timeZone);
  return reminderEmail(
    `Reminder: your mock interview with ${displayName(partner)}`,
    [`Your mock interview with ${displayName(partner)} (@${partner.username}) is proposed for ${time}, for one hour.`, contactLine(partner)],
    recipient,
    partner,
    pair,
    settings,
  );
}

export function dayBeforeDirectMessage(recipient: NoticeMember, partner: NoticeMember, pair: ReminderPair, settings: NoticeSettings): string {
  return [
    `Reminder: your mock interview with ${displayName(partner)} (@${partner.username}) is proposed for ${formatProposedTime(pair.proposedTime as Date, settings.timeZone)}.`,
    ...interviewLinks(recipient, partner, pair, settings.publicUrl),
  ].join('\n');
}

function timeLine(pair: ReminderPair, settings: NoticeSettings): string {
  return pair.proposedTime
    ? `Proposed time: ${formatProposedTime(pair.proposedTime, settings.timeZone)}.`
    : 'Proposed time: none yet, so agree on one with your partner.';
}

/** The start-of-week reminder, for pairs whose interviews are all still pending (see docs/decisions.md). */
export function weekStartEmail(recipient: NoticeMember, partner: NoticeMember, pair: ReminderPair, settings: NoticeSettings): MailMessage {
  return reminderEmail(
    `This week: your mock interview with ${displayName(partner)}`,
    [
      `This week you have a mock interview with ${displayName(partner)} (@${partner.username}). If you have not contacted ${greetingName(partner)} yet, reach out today to confirm the time.`,
      contactLine(partner),
      timeLine(pair, settings),
    ],
    recipient,
    partner,
    pair,
    settings,
  );
}

export function weekStartDirectMessage(recipient: NoticeMember, partner: NoticeMember, pair: ReminderPair, settings: NoticeSettings): string {
  return [
    `This week you have a mock interview with ${displayName(partner)} (@${partner.username}). If you have not contacted ${greetingName(partner)} yet, reach out today to confirm the time.`,
    timeLine(pair, settings),
    ...interviewLinks(recipient, partner, pair, settings.publicUrl),
  ].join('\n');
}

/** What the bell shows for a reminder; it opens the pair's lead interview, whose page both members use. */
export function reminderInApp(kind: InterviewReminderKind, partner: NoticeMember, pair: ReminderPair, leadInterviewId: string, settings: NoticeSettings): InAppNotice {
  const link = `/interviews/${leadInterviewId}`;
  if (kind === 'day_before') {
    return {
      title: `Coming up: mock interview with ${displayName(partner)}`,
      text: `Your mock interview with ${displayName(partner)} is proposed for ${formatShortTime(pair.proposedTime as Date, settings.timeZone)}, for one hour.`,
      link,
    };
  }
  const time = pair.proposedTime ? `Proposed time: ${formatShortTime(pair.proposedTime, settings.timeZone)}.` : 'No time is proposed yet: agree on one.';
  return {
    title: `This week: mock interview with ${displayName(partner)}`,
    text: `If you have not contacted ${greetingName(partner)} yet, reach out today to confirm the time. ${time}`,
    link,
  };
}
