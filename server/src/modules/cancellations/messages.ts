/** The words of the cancellation notices (email, chat DM and the bell). Pure: the service loads the data. */
import type { MailMessage } from '../../lib/mailer';
import { buildIcsInvite, inviteUid } from '../pairing/ics';
import type { InAppNotice } from '../notifications/in-app';
import { displayName, formatProposedTime, greetingName, MEETING_MINUTES, weekLabel, type NoticeMember, type NoticeSettings } from '../pairing/messages';
import type { WeekStart } from '../pairing/weeks';

export interface CancellationNotice {
  weekStart: WeekStart;
  scheduledTime: Date | null;
  reason: string;
  /** The new partner the one cancelled on was paired with; null when nobody was free. */
  newPartner: NoticeMember | null;
  /** The pair's calendar invite to withdraw (its lead interview and the SEQUENCE of the cancellation); null when none was sent. */
  invite: { leadInterviewId: string; sequence: number } | null;
}

/** The invite's cancellation for `partner`'s meeting with the recipient, so it leaves their calendar; none without an invite. */
function inviteCancellation(partner: NoticeMember, notice: CancellationNotice, settings: NoticeSettings): Pick<MailMessage, 'attachments'> {
  if (!notice.invite || !notice.scheduledTime) return {};
  const cancellation = buildIcsInvite({
    uid: inviteUid(notice.invite.leadInterviewId, settings.publicUrl),
    sequence: notice.invite.sequence,
    start: notice.scheduledTime,
    durationMinutes: MEETING_MINUTES,
    summary: `Mock interview with ${displayName(partner)} (cancelled)`,
    description: `Cancelled. Reason: ${notice.reason}`,
    stamp: settings.now,
  }, settings.productName, 'CANCEL');
  return { attachments: [{ filename: 'mock-interview-cancelled.ics', content: cancellation, contentType: 'text/calendar; charset=utf-8; method=CANCEL' }] };
}

function whenLine(notice: CancellationNotice, timeZone: string): string {
  return notice.scheduledTime
    ? `It was proposed for ${formatProposedTime(notice.scheduledTime, timeZone)}.`
    : `It was in the week of ${weekLabel(notice.weekStart, true)}.`;
}

function outcomeLine(notice: CancellationNotice): string {
  return notice.newPartner
    ? `We paired you at once with a new partner, ${displayName(notice.newPartner)} (@${notice.newPartner.username}); a separate message has their contact and the time.`
    : 'Nobody else free this week shares a time with you, so you keep priority for next week\'s pairing.';
}

/** To the member whose partner cancelled: who, why, and what happens now. */
export function cancelledOnEmail(recipient: NoticeMember, canceller: NoticeMember, notice: CancellationNotice, settings: NoticeSettings): MailMessage {
  return {
    to: recipient.email,
    subject: `${displayName(canceller)} cancelled your mock interview`,
    text: [
      `Hi ${greetingName(recipient)},`,
      '',
      `${displayName(canceller)} (@${canceller.username}) cancelled your mock interviews together. ${whenLine(notice, settings.timeZone)}`,
      `Their reason: ${notice.reason}`,
      '',
      outcomeLine(notice),
      '',
      `— ${settings.productName}`,
    ].join('\n'),
    ...inviteCancellation(canceller, notice, settings),
  };
}

export function cancelledOnDirectMessage(canceller: NoticeMember, notice: CancellationNotice, settings: NoticeSettings): string {
  return `${displayName(canceller)} cancelled your mock interviews together. ${whenLine(notice, settings.timeZone)} Reason: ${notice.reason}\n${outcomeLine(notice)}`;
}

/** To the member who cancelled (or for whom an admin did): the record of it. */
export function cancellerEmail(recipient: NoticeMember, partner: NoticeMember, notice: CancellationNotice & { late: boolean; byAdmin: boolean }, settings: NoticeSettings): MailMessage {
  const who = notice.byAdmin ? 'An admin cancelled, on your behalf,' : 'You cancelled';
  return {
    to: recipient.email,
    subject: `Your mock interview with ${displayName(partner)} is cancelled`,
    text: [
      `Hi ${greetingName(recipient)},`,
      '',
      `${who} your mock interviews with ${displayName(partner)} (@${partner.username}). ${whenLine(notice, settings.timeZone)}`,
      `Reason: ${notice.reason}`,
      ...(notice.late ? ['', 'It was cancelled late (close to its time); admins see late cancellations. It is not a no-show strike.'] : []),
      '',
      `Want a practice later this week? Ask for a partner: ${settings.publicUrl}/#/interviews`,
      '',
      `— ${settings.productName}`,
    ].join('\n'),
    ...inviteCancellation(partner, notice, settings),
  };
}

/** The bell's copy for the member cancelled on: who, why, and whether they have a new partner; opens the cancelled interview. */
export function cancelledOnInApp(canceller: NoticeMember, notice: CancellationNotice, interviewId: string): InAppNotice {
  const outcome = notice.newPartner
    ? `Your new partner is ${displayName(notice.newPartner)}: see My Interviews.`
    : 'Nobody else free this week shares a time with you: you keep priority for next week.';
  return {
    title: `${displayName(canceller)} cancelled your interview`,
    text: `Reason: ${notice.reason} ${outcome}`,
    link: `/interviews/${interviewId}`,
  };
}

/** The bell's copy for the member who cancelled (or for whom an admin did). */
export function cancellerInApp(partner: NoticeMember, notice: CancellationNotice & { late: boolean; byAdmin: boolean }, interviewId: string): InAppNotice {
  const who = notice.byAdmin ? 'An admin cancelled, on your behalf,' : 'You cancelled';
  return {
    title: 'Interview cancelled',
    text: `${who} your mock interviews with ${displayName(partner)}${notice.late ? ' (late: admins see it, it is not a strike)' : ''}. Want a practice later this week? Ask for a partner on My Interviews.`,
    link: `/interviews/${interviewId}`,
  };
}
