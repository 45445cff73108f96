/**
 * The in-app copy of each notice: `enqueueNotices` calls `recordNotifications` in the transaction that queues
 * the notices, so every notice kind queued through the outbox (those of today and any added later) also
 * appears behind the bell, once per key, exactly when the change it announces commits.
 */
import { inArray, sql } from 'drizzle-orm';
import { DateTime, IANAZone } from 'luxon';
import { nightOfLabel } from '@contracts/availability-slots';
import type { DbOrTx } from '../../db/client';
import { members, notifications, type NoticeKind } from '../../db/schema';
import { isUuid } from '../../lib/text';
import { announceNoticeChanges, NOTIFICATIONS_CHANNEL } from './live-changes';

/** What the bell shows for a notice; each part falls back to the notice's email (see `inAppNotification`). */
export interface InAppNotice {
  /** A short title (default: the email's subject). */
  title?: string;
  /** One or two sentences (default: the chat message, else the email's opening paragraph, else the subject). */
  text?: string;
  /** The SPA path it opens (default: the interview the key names, else My Interviews). */
  link?: string;
}

/** What `recordNotifications` needs of a notice: the outbox's Notice satisfies it. */
export interface NotifiableNotice {
  key: string;
  kind: NoticeKind;
  memberId: number;
  mail: { subject: string; text?: string };
  directMessage?: string | null;
  inApp?: InAppNotice;
}

const TEXT_MAX = 1000;

/**
 * Key prefixes whose second part is an interview id (outbox/kinds.ts `noticeKeys`): a partner notice, a reminder,
 * a time proposed, confirmed or agreed (the pair's lead interview, whose page both members open), feedback received.
 */
const INTERVIEW_KEY_PREFIXES = new Set(['pair', 'reminder', 'time', 'feedback']);

/** Links where no notice says: the interview its key names, the signup for "no partner", else My Interviews. */
export function fallbackLink(key: string, kind: NoticeKind): string {
  if (kind === 'unpaired') return '/interview-signup';
  const [prefix, subject] = key.split(':');
  return INTERVIEW_KEY_PREFIXES.has(prefix) && isUuid(subject) ? `/interviews/${subject}` : '/interviews';
}

/** A letter's first paragraph after its greeting ("Hi Ana,"), on one line: what the email says first. */
function letterOpening(letter: string | undefined): string | undefined {
  const paragraphs = (letter ?? '').split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const opening = /^Hi .*,$/.test(paragraphs[0] ?? '') ? paragraphs[1] : paragraphs[0];
  return opening?.replace(/\s*\n\s*/g, ' ');
}

/** Private-use brackets around a bell time, never in a message's own words; see `bellTime`. */
const BELL_TIME = /\uE000(\S+) (\S+)\uE001/g;

/**
 * A time in a bell notice. Notices are built once for a batch, before anyone's zone is known, so this writes a
 * placeholder (the instant, and the zone to use when the member's own is unknown) that `recordNotifications`
 * replaces with the time on the recipient's clock, as their pages show it: "Mon, Mar 9, 7:00 PM GMT+1".
 */
export function bellTime(time: Date, fallbackZone: string): string {
  return `\uE000${time.toISOString()} ${fallbackZone}\uE001`;
}

/** "Mon, Mar 9, 7:00 PM PDT"; before 5:00 AM also the night it belongs to, as the SPA's time labels name it (nightOfLabel). */
function bellTimeIn(instant: string, timeZone: string): string {
  const wallClock = DateTime.fromISO(instant, { zone: timeZone }).setLocale('en-US');
  const text = wallClock.toFormat('ccc, LLL d, h:mm a ZZZZ');
  const night = nightOfLabel(wallClock.weekday % 7, wallClock.hour);
  return night ? `${text} (${night})` : text;
}

const onClock = (text: string, memberZone: string) =>
  text.replace(BELL_TIME, (_, instant: string, fallbackZone: string) => bellTimeIn(instant, IANAZone.isValidZone(memberZone) ? memberZone : fallbackZone));

/** `memberZone`: the recipient's IANA zone ('' when unknown: the time is then on the clock `bellTime` was given). */
export function inAppNotification(notice: NotifiableNotice, memberZone = ''): { title: string; text: string; link: string } {
  const title = notice.inApp?.title ?? notice.mail.subject;
  const text = notice.inApp?.text ?? notice.directMessage ?? letterOpening(notice.mail.text) ?? notice.mail.subject;
  // Only paths inside the SPA: a link is rendered as a router link, never as an address elsewhere.
  const link = notice.inApp?.link?.startsWith('/') ? notice.inApp.link : fallbackLink(notice.key, notice.kind);
  return { title: onClock(title, memberZone), text: onClock(text, memberZone).slice(0, TEXT_MAX), link };
}

async function timeZonesOf(db: DbOrTx, memberIds: number[]): Promise<Map<number, string>> {
  const rows = await db.select({ id: members.id, timeZone: members.timeZone }).from(members).where(inArray(members.id, memberIds));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}

/**
 * Writes the notifications of these notices (a key already written is skipped) and announces them, and what they
 * change on the recipients' pages (live-changes.ts), with `pg_notify`, which PostgreSQL (and PGlite) deliver only when the transaction commits: a rolled-back change
 * shows nobody a notification.
 */
export async function recordNotifications(db: DbOrTx, notices: readonly NotifiableNotice[], now: Date): Promise<void> {
  if (notices.length === 0) return;
  const zones = await timeZonesOf(db, [...new Set(notices.map((notice) => notice.memberId))]);
  const written = await db
    .insert(notifications)
    .values(notices.map((notice) => ({
      key: notice.key, memberId: notice.memberId, kind: notice.kind, ...inAppNotification(notice, zones.get(notice.memberId)), created: now,
    })))
    .onConflictDoNothing()
    .returning({ memberId: notifications.memberId, kind: notifications.kind });
  const memberIds = [...new Set(written.map((row) => row.memberId))];
  // One NOTIFY carries at most 8000 bytes: a pairing of thousands goes out in several.
  for (let start = 0; start < memberIds.length; start += 500) {
    await db.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(memberIds.slice(start, start + 500))})`);
  }
  // What the notices announce also changed on their recipients' open pages.
  await announceNoticeChanges(db, written);
}

/** Removes the notifications of notices the outbox withdrew before sending (their interview no longer exists). */
export async function withdrawNotifications(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(notifications).where(inArray(notifications.key, [...keys]));
}
