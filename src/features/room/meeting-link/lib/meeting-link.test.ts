import { MEETING_LINK_MAX_LENGTH, meetingLinkHref, parseMeetingLink } from './meeting-link';

describe('parseMeetingLink (what a member types)', () => {
  test.each([
    ['https://meet.jit.si/mockprep-ada-bob', 'https://meet.jit.si/mockprep-ada-bob'],
    ['  https://discord.com/channels/1/2  ', 'https://discord.com/channels/1/2'],
    ['http://192.0.2.10:8080/room', 'http://192.0.2.10:8080/room'],
    ['HTTPS://Example.ORG/Room?x=1#top', 'https://example.org/Room?x=1#top'],
    ['meet.google.com/abc-defg-hij', 'https://meet.google.com/abc-defg-hij'],
    ['https://zoom.us/j/1?pwd=a b'.replace(' ', '%20'), 'https://zoom.us/j/1?pwd=a%20b'],
  ])('accepts %s', (input, href) => {
    expect(parseMeetingLink(input)).toEqual({ ok: true, href });
  });

  test.each([
    ['', 'Enter the web address of the meeting.'],
    ['   ', 'Enter the web address of the meeting.'],
    ['javascript:alert(1)', 'Only a web address (https:// or http://) can be shared as the meeting link.'],
    ['JaVaScRiPt:alert(document.cookie)', 'Only a web address (https:// or http://) can be shared as the meeting link.'],
    ['data:text/html,<script>alert(1)</script>', 'Only a web address (https:// or http://) can be shared as the meeting link.'],
    ['ftp://files.example.org/', 'Only a web address (https:// or http://) can be shared as the meeting link.'],
    ['mailto:ada@example.org', 'Only a web address (https:// or http://) can be shared as the meeting link.'],
    ['https://user:secret@example.org/', 'A meeting link cannot hold a user name or password.'],
    ['https://exa mple.org/', 'Enter a web address such as https://meet.example.org/room.'],
    ['https://example.org/\nroom', 'Enter a web address such as https://meet.example.org/room.'],
    ['https://', 'Enter a web address such as https://meet.example.org/room.'],
    ['our usual channel', 'Enter a web address such as https://meet.example.org/room.'],
    ['discord', 'Enter a web address such as https://meet.example.org/room.'],
    [`https://example.org/${'a'.repeat(MEETING_LINK_MAX_LENGTH)}`, 'That address is too long (at most 2,000 characters).'],
  ])('refuses %j', (input, message) => {
    expect(parseMeetingLink(input)).toEqual({ ok: false, message });
  });
});

describe('meetingLinkHref (what the shared document holds, re-checked before it becomes a link)', () => {
  test('an http(s) address is a link', () => {
    expect(meetingLinkHref('https://meet.jit.si/x')).toBe('https://meet.jit.si/x');
    expect(meetingLinkHref('http://example.org')).toBe('http://example.org/');
  });

  test.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    // Written straight into the document: no https:// is assumed there.
    'example.org/room',
    '//evil.example/path',
    'https://user:pass@example.org',
    '',
  ])('%j is not', (stored) => {
    expect(meetingLinkHref(stored)).toBeNull();
  });

  test.each([42, null, undefined, { href: 'https://example.org' }, ['https://example.org']])('%j (not text) is not', (stored) => {
    expect(meetingLinkHref(stored)).toBeNull();
  });
});
