import WebSocket from 'ws';
import { NOTIFICATION_SOCKET_LIMITS } from '@contracts/limits';
import { NOTIFICATIONS_ABUSE_CLOSE, type NotificationListDto, type NotificationServerMessageDto } from '@contracts/notifications';
import { noticeOutbox, notifications } from '../src/db/schema';
import type { MemberRow } from '../src/modules/members/dto';
import { deliverOutbox } from '../src/modules/outbox/deliver';
import { inAppNotification } from '../src/modules/notifications/in-app';
import { enqueueNotices, type Notice } from '../src/modules/outbox/enqueue';
import { pairWeekAndNotify } from '../src/modules/pairing/actions';
import { signUpForOpenPool } from '../src/modules/interviews/pool-service';
import { gridWith, interviewsOfWeek, seedQueues } from './helpers/pairing-fixtures';
import { appForThisFile, createTestApp, fixedClock, signedInMember, type TestClient } from './helpers/test-app';

// Each file boots an in-memory PGlite, which takes many seconds on a busy machine.
jest.setTimeout(60_000);

const clock = fixedClock('2026-03-04T20:00:00Z'); // Wednesday; the open pool is the week of March 8
const WEEK = '2026-03-08';
const test = appForThisFile({ clock });
type Person = { member: MemberRow; client: TestClient };
let ada: Person;
let bob: Person;
let eve: Person;
let counter = 0;

beforeAll(async () => {
  await seedQueues(test, { technical: 4, behavioral: 0 });
  ada = await signedInMember(test, { firstName: 'Ada' });
  bob = await signedInMember(test, { firstName: 'Bob' });
  eve = await signedInMember(test, { firstName: 'Eve' });
});

beforeEach(async () => {
  await test.ctx.db.delete(notifications);
  await test.ctx.db.delete(noticeOutbox);
  test.sentMail.length = 0;
});

function notice(member: MemberRow, kind: Notice['kind'] = 'reminder'): Notice {
  counter += 1;
  return { key: `${kind}:test-${counter}`, kind, memberId: member.id, mail: { to: member.email, subject: `Notice ${counter}`, text: `Body ${counter}` } };
}

const listOf = async (person: Person, query = '') => (await person.client.get(`/notifications/${query}`)).json<NotificationListDto>();
const unreadOf = async (person: Person) => (await person.client.get('/notifications/unread-count/')).json<{ unread: number }>().unread;

describe('a pairing', () => {
  it('gives both members of a pair a notification linking to their interview, and the member left over one too', async () => {
    for (const [person, grid] of [[ada, gridWith([1, 22, 26])], [bob, gridWith([1, 22, 26])], [eve, gridWith([5, 40, 48])]] as const) {
      await signUpForOpenPool(test.ctx.db, person.member.id, grid, clock.now(), test.ctx.config.communityTimeZone);
    }
    await pairWeekAndNotify(test.ctx, { weekStart: WEEK, minimumPoolSize: 2 });
    const rows = await interviewsOfWeek(test, WEEK);
    const interviewOf = (person: Person) => rows.find((row) => row.interviewerId === person.member.id)!.id;

    for (const [person, partner] of [[ada, bob], [bob, ada]]) {
      const list = await listOf(person);
      expect(list).toMatchObject({ count: 1, unread: 1 });
      expect(list.results[0]).toMatchObject({ kind: 'pair', link: `/interviews/${interviewOf(person)}`, read_at: null });
      expect(list.results[0].title).toBe(`You have a partner: ${partner.member.firstName} ${partner.member.lastName}`);
      expect(await unreadOf(person)).toBe(1);
    }
    expect((await listOf(eve)).results.map((row) => [row.kind, row.link])).toEqual([['unpaired', '/interview-signup']]);
    // The emails went out as before, beside the notifications.
    expect(test.sentMail.map((mail) => mail.to).sort()).toEqual([ada.member.email, bob.member.email, eve.member.email].sort());
  });
});

describe('what a notice shows when it does not say', () => {
  const INTERVIEW = '6f1c1f4e-8a4b-4d6e-9a57-2b1f3c5d7e90';
  const shown = (key: string, kind: Notice['kind'], directMessage?: string) =>
    inAppNotification({ key, kind, memberId: 1, mail: { subject: 'The subject' }, directMessage });

  it("takes the email's subject as title, the chat message as text, and links the interview the key names", () => {
    expect(shown(`time:${INTERVIEW}:proposed:1:2`, 'time_proposed', 'Bob proposes Monday 18:00.')).toEqual({
      title: 'The subject', text: 'Bob proposes Monday 18:00.', link: `/interviews/${INTERVIEW}`,
    });
    expect(shown(`reminder:${INTERVIEW}:1:day_before:0`, 'reminder').link).toBe(`/interviews/${INTERVIEW}`);
    // A cancellation's key names the cancellation, not an interview: My Interviews, never a page that does not exist.
    expect(shown(`cancellation:${INTERVIEW}:1`, 'cancellation')).toEqual({ title: 'The subject', text: 'The subject', link: '/interviews' });
    expect(shown('unpaired:2026-03-08:1:0', 'unpaired').link).toBe('/interview-signup');
  });
});

describe('list, count and mark', () => {
  it('lists newest first in pages, marks one read, then all, and each member sees only their own', async () => {
    for (let index = 0; index < 3; index++) {
      await enqueueNotices(test.ctx.db, [notice(ada.member)], new Date(clock.now().getTime() + index * 1000));
    }
    await enqueueNotices(test.ctx.db, [notice(bob.member)], clock.now());

    const firstPage = await listOf(ada, '?page=1&page_size=2');
    expect(firstPage).toMatchObject({ count: 3, unread: 3, page: 1, page_size: 2 });
    expect(firstPage.results.map((row) => row.title)).toEqual([`Notice ${counter - 1}`, `Notice ${counter - 2}`]);
    expect((await listOf(ada, '?page=2&page_size=2')).results.map((row) => row.title)).toEqual([`Notice ${counter - 3}`]);

    const newest = firstPage.results[0].key;
    const marked = await ada.client.post(`/notifications/${encodeURIComponent(newest)}/read/`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ key: newest, read_at: clock.now().toISOString() });
    expect(await unreadOf(ada)).toBe(2);

    // Bob neither reads nor marks Ada's: the same 404 as a key that does not exist.
    expect((await listOf(bob)).results.map((row) => row.title)).toEqual([`Notice ${counter}`]);
    const bobTries = await bob.client.post(`/notifications/${encodeURIComponent(firstPage.results[1].key)}/read/`);
    expect([bobTries.statusCode, bobTries.json()]).toEqual([404, { detail: 'Notification not found.' }]);
    expect(await unreadOf(ada)).toBe(2);

    const all = await ada.client.post('/notifications/read-all/');
    expect(all.json()).toEqual({ marked: 2, unread: 0 });
    expect(await unreadOf(bob)).toBe(1);
  });

  it('refuses a signed-out caller (401) and a mutation without the CSRF header (403)', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: '/notifications/unread-count/' });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await ada.client.request({ method: 'POST', url: '/notifications/read-all/', csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('shows nothing for a change that rolled back', async () => {
    await expect(test.ctx.db.transaction(async (tx) => {
      await enqueueNotices(tx, [notice(ada.member)], clock.now());
      throw new Error('the change failed');
    })).rejects.toThrow('the change failed');
    expect(await unreadOf(ada)).toBe(0);
  });
});

describe('email preferences', () => {
  afterEach(async () => {
    for (const kind of ['feedback', 'reminder']) await ada.client.put('/notifications/email-preferences/', { kind, email: true });
  });

  it('leaves out the email of a kind the member turned off, and keeps the notification', async () => {
    const turnedOff = await ada.client.put('/notifications/email-preferences/', { kind: 'feedback', email: false });
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json().kinds).toContainEqual({ kind: 'feedback', label: 'Feedback received', email: false, always: false });

    const feedback = notice(ada.member, 'feedback');
    const bobsFeedback = notice(bob.member, 'feedback');
    await enqueueNotices(test.ctx.db, [feedback, bobsFeedback], clock.now());
    const report = await deliverOutbox(test.ctx);

    expect(test.sentMail.map((mail) => mail.to)).toEqual([bob.member.email]);
    expect(report.emailSkippedKeys).toEqual([feedback.key]);
    expect((await listOf(ada)).results.map((row) => row.key)).toEqual([feedback.key]);
    // Not retried later: the notice counts as delivered.
    await deliverOutbox(test.ctx);
    expect(test.sentMail).toHaveLength(1);
  });

  it("keeps interview reminders to one setting, the profile's: not listed as a notice email, and the reminder kind turns it off", async () => {
    expect((await ada.client.get('/notifications/email-preferences/')).json().kinds).not.toContainEqual(expect.objectContaining({ kind: 'reminder' }));
    expect((await ada.client.put('/notifications/email-preferences/', { kind: 'reminder', email: false })).statusCode).toBe(200);
    expect((await ada.client.get('/members/profile/')).json().reminders_enabled).toBe(false);

    // A reminder queued before is not emailed; turned on again on the profile, the next one is.
    const queued = notice(ada.member, 'reminder');
    await enqueueNotices(test.ctx.db, [queued], clock.now());
    expect((await deliverOutbox(test.ctx)).emailSkippedKeys).toEqual([queued.key]);
    expect((await ada.client.put('/members/profile/', { reminders_enabled: true })).statusCode).toBe(200);
    const next = notice(ada.member, 'reminder');
    await enqueueNotices(test.ctx.db, [next], clock.now());
    await deliverOutbox(test.ctx);
    expect(test.sentMail.map((mail) => mail.subject)).toEqual([next.mail.subject]);
  });

  it('always emails a notice that changes an agreed time: turning it off is refused', async () => {
    const refused = await ada.client.put('/notifications/email-preferences/', { kind: 'pair', email: false });
    expect([refused.statusCode, refused.json()]).toEqual([400, { detail: 'This notice changes an agreed time and is always emailed.' }]);
    const preferences = (await ada.client.get('/notifications/email-preferences/')).json();
    expect(preferences.kinds).toContainEqual(expect.objectContaining({ kind: 'pair', email: true, always: true }));
  });
});

describe('the live channel', () => {
  let baseUrl: string;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  function open(person: Person | null, origin: string | null = baseUrl): Promise<{ socket: WebSocket; received: NotificationServerMessageDto[] }> {
    const headers: Record<string, string> = {};
    if (person) headers.cookie = person.client.cookieHeader;
    if (origin) headers.origin = origin;
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/notifications/socket/`, { headers });
    const received: NotificationServerMessageDto[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString()) as NotificationServerMessageDto));
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        sockets.push(socket);
        resolve({ socket, received });
      });
      socket.once('unexpected-response', (_request, response) => {
        reject(new Error(`HTTP ${response.statusCode}`));
        socket.terminate();
      });
      socket.on('error', () => {});
    });
  }

  const until = async (condition: () => boolean) => {
    for (let waited = 0; !condition(); waited += 20) {
      if (waited > 5000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it("tells the member's open tabs when a notification commits, and nobody else", async () => {
    const adaTab = await open(ada);
    const adaOtherTab = await open(ada);
    const bobTab = await open(bob);
    await test.ctx.db.transaction(async (tx) => {
      await enqueueNotices(tx, [notice(ada.member)], clock.now());
      // Not before the commit: a tab that refetched now would not find it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(adaTab.received).toEqual([]);
    });
    await until(() => adaTab.received.length > 0 && adaOtherTab.received.length > 0);
    expect(adaTab.received).toEqual([{ type: 'notification' }]);
    expect(adaOtherTab.received).toEqual([{ type: 'notification' }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobTab.received).toEqual([]);
  });

  it('reaches a tab on another server process (PostgreSQL; the embedded database has one process)', async () => {
    const otherProcess = test.databaseUrl === 'memory://' ? test : await createTestApp({ clock, sameDatabaseAs: test });
    try {
      const adaTab = await open(ada);
      await enqueueNotices(otherProcess.ctx.db, [notice(ada.member)], clock.now());
      await until(() => adaTab.received.length > 0);
      expect(adaTab.received).toEqual([{ type: 'notification' }]);
    } finally {
      if (otherProcess !== test) await otherProcess.close();
    }
  });

  it('refuses a signed-out tab (401) and another origin (403)', async () => {
    await expect(open(null)).rejects.toThrow('HTTP 401');
    await expect(open(ada, 'https://evil.example')).rejects.toThrow('HTTP 403');
    await expect(open(ada, null)).rejects.toThrow('HTTP 403');
  });

  const closeCode = (socket: WebSocket) =>
    socket.readyState === WebSocket.CLOSED ? Promise.resolve(-1) : new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  it(`refuses a member's socket beyond ${NOTIFICATION_SOCKET_LIMITS.sockets_per_member} (429) until one closes, and nobody else's`, async () => {
    const tabs = [];
    for (let index = 0; index < NOTIFICATION_SOCKET_LIMITS.sockets_per_member; index++) tabs.push(await open(eve));
    await expect(open(eve)).rejects.toThrow('HTTP 429');
    const bobTab = await open(bob);
    expect(bobTab.socket.readyState).toBe(WebSocket.OPEN);

    const closed = closeCode(tabs[0].socket);
    tabs[0].socket.close();
    await closed;
    // The server sees the close a moment after the browser does.
    let again: Awaited<ReturnType<typeof open>> | null = null;
    for (let tries = 0; !again; tries++) {
      again = await open(eve).catch((error: Error) => {
        if (tries > 100 || error.message !== 'HTTP 429') throw error;
        return null;
      });
      if (!again) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect(open(eve)).rejects.toThrow('HTTP 429');
  });

  it('keeps the limit when many sockets of one member arrive at once', async () => {
    const zoe = await signedInMember(test, { firstName: 'Zoe' });
    const attempts = await Promise.allSettled(Array.from({ length: NOTIFICATION_SOCKET_LIMITS.sockets_per_member + 4 }, () => open(zoe)));
    const opened = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value.socket] : []));
    // Refused before the upgrade (429); NotificationsLive.add would close one that got past that check with 4429.
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(String(attempt.reason)).toContain('HTTP 429');
    await new Promise<void>((resolve) => {
      const last = opened.at(-1)!;
      last.once('pong', () => resolve());
      last.ping();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened.filter((socket) => socket.readyState === WebSocket.OPEN)).toHaveLength(NOTIFICATION_SOCKET_LIMITS.sockets_per_member);
  });

  it("ignores a few stray frames, closes a tab that floods the channel (4429), and counts the member's frames across reconnects", async () => {
    // The clock of this file stands still: the member's allowance does not refill during the test.
    const tab = await open(ada);
    const strays = NOTIFICATION_SOCKET_LIMITS.message_burst / 2;
    for (let index = 0; index < strays; index++) tab.socket.send('hello');
    // Still open after a round trip that follows them (a pong answers a ping only once the frames before it are read).
    await new Promise<void>((resolve) => {
      tab.socket.once('pong', () => resolve());
      tab.socket.ping();
    });
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);

    const closed = closeCode(tab.socket);
    for (let index = 0; index < 100; index++) tab.socket.send('flood');
    expect(await closed).toBe(NOTIFICATIONS_ABUSE_CLOSE.code);
    // A fresh socket of the same member has nothing left to send with.
    const reconnected = await open(ada);
    const closedAgain = closeCode(reconnected.socket);
    reconnected.socket.send('hello');
    expect(await closedAgain).toBe(NOTIFICATIONS_ABUSE_CLOSE.code);

    // One frame larger than any the channel could need closes it too; another member's tabs are untouched.
    const bobTab = await open(bob);
    const bobClosed = closeCode(bobTab.socket);
    bobTab.socket.send('x'.repeat(NOTIFICATION_SOCKET_LIMITS.message_max_bytes + 1));
    expect(await bobClosed).toBe(NOTIFICATIONS_ABUSE_CLOSE.code);
    const eveTab = await open(eve);
    eveTab.socket.send('hello');
    await new Promise<void>((resolve) => {
      eveTab.socket.once('pong', () => resolve());
      eveTab.socket.ping();
    });
    expect(eveTab.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('shutdown', () => {
  it('closes the open notification sockets with 1012 so tabs reconnect to another process', async () => {
    const stopping = await createTestApp({ clock });
    const url = await stopping.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await signedInMember(stopping);
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/notifications/socket/`, { headers: { cookie: member.client.cookieHeader, origin: url } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await stopping.close();
    expect(await closed).toBe(1012);
  });
});
