/**
 * Which notice kinds a member also receives by email. Every notice is an in-app notification; a member may turn
 * the email off for the kinds listed in EMAIL_OPTIONAL_KINDS. Kinds not listed (a partner and the proposed time,
 * a cancellation, a moved or confirmed time, a new partner) change an agreed time and are always emailed: a kind
 * added later is "always" until it is listed here, so nobody misses a time change by default.
 *
 * Interview reminders have one setting, the member's `reminders_enabled` (the profile's Edit -> Notifications
 * switch; the reminders job sends none when it is off): the `reminder` kind reads and writes it, and the settings
 * list leaves it out, so no second switch can disagree with the first (issue 30).
 */
import { and, eq } from 'drizzle-orm';
import type { EmailPreferencesDto } from '@contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { members, noticeEmailOptOuts, type NoticeKind } from '../../db/schema';
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

/** Set on the member's profile, not in the list of notice emails. */
const PROFILE_SETTING_KIND: NoticeKind = 'reminder';

async function remindersEnabled(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db.select({ enabled: members.remindersEnabled }).from(members).where(eq(members.id, memberId));
  return row?.enabled ?? true;
}

export async function emailPreferences(db: DbOrTx, memberId: number): Promise<EmailPreferencesDto> {
  const optedOut = new Set((await db.select({ kind: noticeEmailOptOuts.kind }).from(noticeEmailOptOuts).where(eq(noticeEmailOptOuts.memberId, memberId))).map((row) => row.kind));
  return {
    kinds: NOTICE_KINDS.filter((kind) => kind !== PROFILE_SETTING_KIND).map((kind) => {
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
  if (kind === PROFILE_SETTING_KIND) {
    await db.update(members).set({ remindersEnabled: email }).where(eq(members.id, memberId));
  } else if (email) {
    await db.delete(noticeEmailOptOuts).where(and(eq(noticeEmailOptOuts.memberId, memberId), eq(noticeEmailOptOuts.kind, kind)));
  } else {
    await db.insert(noticeEmailOptOuts).values({ memberId, kind }).onConflictDoNothing();
  }
}

/** Whether the sender should leave this notice's email out (the member turned that kind off). */
export async function emailTurnedOff(db: DbOrTx, memberId: number, kind: NoticeKind): Promise<boolean> {
  if (!isEmailOptional(kind)) return false;
  // A reminder queued before the member turned reminders off is not emailed either.
  if (kind === PROFILE_SETTING_KIND) return !(await remindersEnabled(db, memberId));
  const [row] = await db
    .select({ kind: noticeEmailOptOuts.kind })
    .from(noticeEmailOptOuts)
    .where(and(eq(noticeEmailOptOuts.memberId, memberId), eq(noticeEmailOptOuts.kind, kind)));
  return row !== undefined;
}
