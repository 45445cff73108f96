import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { interviewDtoFixture, useGetMyInterviewsQuery } from '@/entities/interview';
import type { InterviewDto, NotificationDto } from '@/shared/api';
import { FakeNotificationsSocket, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { NotificationBell } from './notification-bell';

const PAIR: NotificationDto = {
  key: 'pair:1', kind: 'pair', title: 'Your mock interview partner for the week of March 8', text: 'You interview Bob on Monday.',
  link: '/interviews/1', created: new Date().toISOString(), read_at: null,
};
const REMINDER: NotificationDto = {
  key: 'reminder:2', kind: 'reminder', title: 'Your interview is tomorrow', text: 'Bob, Monday 18:00.',
  link: '/interviews/2', created: new Date(Date.now() - 3_600_000).toISOString(), read_at: '2026-03-04T20:00:00.000Z',
};

let stored: NotificationDto[];
let interviews: InterviewDto[];
let interviewReads = 0;
const unreadStored = () => stored.filter((item) => item.read_at === null).length;
const server = setupApiServer(
  http.get('http://localhost/notifications/unread-count/', () => HttpResponse.json({ unread: unreadStored() })),
  http.get('http://localhost/notifications/', () => HttpResponse.json({ count: stored.length, unread: unreadStored(), page: 1, page_size: 20, results: stored })),
  http.post('http://localhost/notifications/:key/read/', ({ params }) => {
    stored = stored.map((item) => (item.key === params.key ? { ...item, read_at: new Date().toISOString() } : item));
    return HttpResponse.json(stored.find((item) => item.key === params.key));
  }),
  http.get('http://localhost/interview/all/details', () => {
    interviewReads += 1;
    return HttpResponse.json({ interviews });
  }),
  http.post('http://localhost/notifications/read-all/', () => {
    const marked = unreadStored();
    stored = stored.map((item) => ({ ...item, read_at: item.read_at ?? new Date().toISOString() }));
    return HttpResponse.json({ marked, unread: 0 });
  }),
);

beforeEach(() => {
  stored = [PAIR, REMINDER];
  interviews = [];
  interviewReads = 0;
});

/** An open page beside the bell: how many interviews My Interviews lists. */
function InterviewCount() {
  const { data } = useGetMyInterviewsQuery();
  return <p>{data ? `${data.length} interviews` : 'Loading'}</p>;
}

describe('NotificationBell', () => {
  it('says how many are unread, lists them as links with the unread marked, and marks all read', async () => {
    const { user } = renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);

    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const pair = await within(menu).findByRole('menuitem', { name: /Unread: Your mock interview partner/ });
    expect(pair).toHaveAttribute('href', '/interviews/1');
    expect(within(menu).getByRole('menuitem', { name: /^Your interview is tomorrow/ })).toHaveAttribute('href', '/interviews/2');

    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    // The menu stays open (the page behind it is hidden from assistive technology meanwhile).
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(menu).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Mark all read' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks one read when it is opened, by keyboard too', async () => {
    const { user } = renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.tab();
    await user.keyboard('{Enter}');
    // Focus starts on "Mark all read"; the arrow keys walk the menu.
    const pair = await screen.findByRole('menuitem', { name: /Unread: Your mock interview partner/ });
    await user.keyboard('{ArrowDown}');
    expect(pair).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(stored[0].read_at).not.toBeNull();
  });

  it('updates the count when the live channel says a notification arrived', async () => {
    renderWithProviders(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    stored = [{ ...PAIR, key: 'strike:3', title: 'A no-show was confirmed' }, ...stored];
    act(() => FakeNotificationsSocket.latest?.receive({ type: 'notification' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(FakeNotificationsSocket.latest?.url).toBe('ws://localhost/notifications/socket/');
  });

  it("refetches an open page when the live channel says what the partner changed, and only what it names", async () => {
    renderWithProviders(<><NotificationBell /><InterviewCount /></>);
    expect(await screen.findByText('0 interviews')).toBeInTheDocument();
    interviews = [interviewDtoFixture()];
    act(() => FakeNotificationsSocket.latest?.receive({ type: 'refresh', tags: ['pair_time', 'feedback'] }));
    act(() => FakeNotificationsSocket.latest?.receive({ type: 'refresh', tags: ['a change this app does not know'] }));
    act(() => FakeNotificationsSocket.latest?.receive({ type: 'notification' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByText('0 interviews')).toBeInTheDocument();
    expect(interviewReads).toBe(1);

    act(() => FakeNotificationsSocket.latest?.receive({ type: 'refresh', tags: ['interviews', 'pair_time'] }));
    expect(await screen.findByText('1 interviews')).toBeInTheDocument();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    stored = [];
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    server.use(http.get('http://localhost/notifications/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    stored = [PAIR];
    act(() => FakeNotificationsSocket.latest?.receive({ type: 'notification' }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Could not load your notifications.')).toBeInTheDocument();
  });

  it("names the button with the badge's visible text: no stray 0 when none are unread, 99+ past 99", async () => {
    stored = [];
    const { unmount } = renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent(/^$/);
    unmount();

    stored = Array.from({ length: 120 }, (_, index) => ({ ...PAIR, key: `pair:${index}` }));
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  });
});
