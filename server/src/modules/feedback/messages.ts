/** The words of the "feedback received" notice (email and in-app). Pure: the feedback service loads the data and queues it. */
import type { MailMessage } from '../../lib/mailer';
import type { InAppNotice } from '../notifications/in-app';
import { displayName, formatProposedTime, formatShortTime, interviewUrl, pairLetter, type NoticeMember, type NoticeSettings } from '../pairing/messages';

/** The interview the feedback was given on, and what the recipient may do with it now. */
export interface FeedbackNotice {
  interview: { id: string; interviewerId: number; intervieweeId: number };
  /** When the interview took place (its feedback window's opening). */
  heldAt: Date;
  /** The recipient gave theirs too (or the window closed): they can read it now; else only once they give theirs. */
  revealed: boolean;
}

/** "where Ana interviewed you" or "where you interviewed Ana", from the recipient's side of the interview. */
function roleClause(recipient: NoticeMember, author: NoticeMember, notice: FeedbackNotice): string {
  return notice.interview.intervieweeId === recipient.id ? `where ${displayName(author)} interviewed you` : `where you interviewed ${displayName(author)}`;
}

function nextStep(notice: FeedbackNotice): string {
  return notice.revealed
    ? 'You gave yours too, so each of you can read the other\'s now.'
    : 'Give yours to read it: each of you reads the other\'s once both have given theirs (or when the feedback window closes).';
}

/** To the member the feedback is about. */
export function feedbackReceivedEmail(recipient: NoticeMember, author: NoticeMember, notice: FeedbackNotice, settings: NoticeSettings): MailMessage {
  return {
    to: recipient.email,
    subject: `${displayName(author)} gave you feedback on your mock interview`,
    text: pairLetter(recipient, author, { interviews: [notice.interview] }, [
      `${displayName(author)} (@${author.username}) gave you feedback on your mock interview of ${formatProposedTime(notice.heldAt, settings.timeZone)}, ${roleClause(recipient, author, notice)}.`,
      `${nextStep(notice)} The interview page: ${interviewUrl(settings.publicUrl, notice.interview.id)}`,
    ], settings),
  };
}

export function feedbackReceivedInApp(recipient: NoticeMember, author: NoticeMember, notice: FeedbackNotice, settings: NoticeSettings): InAppNotice {
  return {
    title: `Feedback received from ${displayName(author)}`,
    text: `On your mock interview of ${formatShortTime(notice.heldAt, settings.timeZone)}, ${roleClause(recipient, author, notice)}. ${nextStep(notice)}`,
    link: `/interviews/${notice.interview.id}`,
  };
}
