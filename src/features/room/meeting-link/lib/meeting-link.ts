/** The room document's map and key that hold the pair's meeting link (contracts/room.ts, "the shared document"). */
export const ROOM_MAP = 'room';
export const MEETING_LINK_KEY = 'meeting_link';
export const MEETING_LINK_MAX_LENGTH = 2000;

export type MeetingLinkCheck = { ok: true; href: string } | { ok: false; message: string };

const MESSAGES = {
  empty: 'Enter the web address of the meeting.',
  tooLong: `That address is too long (at most ${MEETING_LINK_MAX_LENGTH.toLocaleString('en-US')} characters).`,
  notAnAddress: 'Enter a web address such as https://meet.example.org/room.',
  scheme: 'Only a web address (https:// or http://) can be shared as the meeting link.',
  credentials: 'A meeting link cannot hold a user name or password.',
} as const;

// Whitespace and control characters: a pasted address with a line break, or text that only looks like one.
// eslint-disable-next-line no-control-regex
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function check(text: string, requireScheme: boolean): MeetingLinkCheck {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: MESSAGES.empty };
  if (trimmed.length > MEETING_LINK_MAX_LENGTH) return { ok: false, message: MESSAGES.tooLong };
  if (SPACE_OR_CONTROL.test(trimmed)) return { ok: false, message: MESSAGES.notAnAddress };
  const hasScheme = SCHEME.test(trimmed);
  if (!hasScheme && requireScheme) return { ok: false, message: MESSAGES.scheme };
  // "meet.example.org/abc" is taken as https; "javascript:…", "data:…" and the like keep their scheme and are refused.
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, message: MESSAGES.notAnAddress };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: MESSAGES.scheme };
  if (!url.hostname || (!hasScheme && !url.hostname.includes('.') && url.hostname !== 'localhost')) return { ok: false, message: MESSAGES.notAnAddress };
  if (url.username || url.password) return { ok: false, message: MESSAGES.credentials };
  return { ok: true, href: url.href };
}

/** What a member typed: an http(s) address (`https://` added when there is no scheme), normalised; else why not. */
export function parseMeetingLink(text: string): MeetingLinkCheck {
  return check(text, false);
}

/**
 * The link to render from what the shared document holds, or null. The server cannot check inside the
 * document, so anything (a `javascript:` URL, a number) may be there: only an http(s) address is a link.
 */
export function meetingLinkHref(stored: unknown): string | null {
  if (typeof stored !== 'string') return null;
  const result = check(stored, true);
  return result.ok ? result.href : null;
}
