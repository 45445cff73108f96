/**
 * Which notice kinds a member also receives by email. Every notice is an in-app notification; a member may turn
 * the email off for the kinds listed in EMAIL_OPTIONAL_KINDS. Kinds not listed (a partner and the proposed time,
 * a cancellation, a moved or confirmed time, a new partner) change an agreed time and are always emailed: a kind
 * added later is "always" until it is listed here, so nobody misses a time change by default.
 */
import { and, eq } from 'drizzle-orm';
import type { EmailPreferencesDto } from '@contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { noticeEmailOptOuts, type NoticeKind } from '../../db/schema';
import { NOTICE_KINDS } from '../outbox/kinds';

/** The kinds a member may stop receiving by email, with the label the settings page shows. */
export const EMAIL_OPTIONAL_KINDS: Partial<Record<NoticeKind, string>> = {
  unpaired: 'No partner this week',
  reminder: 'Interview reminders',
  strike: 'A confirmed no-show (strike)',
  feedback: 'Feedback received',
};

/** Labels of the kinds that are always emailed; a kind without one shows its name. */
const ALWAYS_LABELS: Partial<Record<NoticeKind, string>> = {
  pair: 'Your partner and the proposed time',
  time_proposed: 'Your partner proposes another time',
  time_confirmed: 'A time confirmed or agreed',
  cancellation: 'A cancelled interview',
};

export const isEmailOptional = (kind: string): kind is NoticeKind => Object.hasOwn(EMAIL_OPTIONAL_KINDS, kind);

export async function emailPreferences(db: DbOrTx, memberId: number): Promise<EmailPreferencesDto> {
  const optedOut = new Set((await db.select({ kind: noticeEmailOptOuts.kind }).from(noticeEmailOptOuts).where(eq(noticeEmailOptOuts.memberId, memberId))).map((row) => row.kind));
  return {
    kinds: NOTICE_KINDS.map((kind) => {
      const optional = isEmailOptional(kind);
      return {
        kind,
        label: EMAIL_OPTIONAL_KINDS[kind] ?? ALWAYS_LABELS[kind] ?? kind,
        email: !optional || !optedOut.has(kind),
        always: !optional,
      };
    }),
  };
}

/** Turns one optional kind's email on or off; the caller has checked that the kind is optional. */
export async function setEmailPreference(db: DbOrTx, memberId: number, kind: NoticeKind, email: boolean): Promise<void> {
  if (email) {
    await db.delete(noticeEmailOptOuts).where(and(eq(noticeEmailOptOuts.memberId, memberId), eq(noticeEmailOptOuts.kind, kind)));
  } else {
    await db.insert(noticeEmailOptOuts).values({ memberId, kind }).onConflictDoNothing();
  }
}

/** Whether the sender should leave this notice's email out (the member turned that kind off). */
export async function emailTurnedOff(db: DbOrTx, memberId: number, kind: NoticeKind): Promise<boolean> {
  if (!isEmailOptional(kind)) return false;
  const [row] = await db
    .select({ kind: noticeEmailOptOuts.kind })
    .from(noticeEmailOptOuts)
    .where(and(eq(noticeEmailOptOuts.memberId, memberId), eq(noticeEmailOptOuts.kind, kind)));
  return row !== undefined;
}
