import { Route, Routes, useParams } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { http, HttpResponse } from 'msw';
import { formatWeekStart, interviewDtoFixture, type InterviewDto } from '@/entities/interview';
import { COMMUNITY_TIME_ZONE } from '@/shared/config';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { InterviewsPage } from './interviews-page';

const grace = memberDtoFixture({ id: 2, username: 'grace', first_name: 'Grace', last_name: 'Hopper', role: '', major: 'Mathematics' });

function interviewDaysAgo(days: number, id: string, interviewerName: string): InterviewDto {
  const [first_name, last_name] = interviewerName.split(' ');
  return interviewDtoFixture({
    interview_id: id,
    date_effective: DateTime.now().setZone(COMMUNITY_TIME_ZONE).minus({ days }).startOf('day').toUTC().toISO() ?? '',
    interviewer: memberDtoFixture({ id: 10 + days, username: first_name.toLowerCase(), first_name, last_name }),
    interviewee: grace,
  });
}

const upcoming = interviewDaysAgo(-5, 'upcoming-id', 'Barbara Liskov');
const recent = interviewDaysAgo(20, 'recent-id', 'Ada Lovelace');
const old = interviewDaysAgo(70, 'old-id', 'Alan Turing');

let answer: () => Response;
let lastPairing: unknown;
let pendingFeedback: unknown[];
setupApiServer(
  http.get('http://localhost/interview/feedback/pending/', () => HttpResponse.json({ pending: pendingFeedback })),
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: grace })),
  http.get('http://localhost/interview/all/details', () => answer()),
  http.get('http://localhost/interview/pool/', () => HttpResponse.json({ sign_up: false, week_start: '2026-03-15', last_pairing: lastPairing })),
);

beforeEach(() => {
  answer = () => HttpResponse.json({ interviews: [upcoming, recent, old] });
  lastPairing = null;
  pendingFeedback = [];
});

function InterviewDetailStub() {
  return <p>Detail of {useParams().interviewId}</p>;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/interviews" element={<InterviewsPage />} />
      <Route path="/interviews/:interviewId" element={<InterviewDetailStub />} />
    </Routes>,
    { store: createTestStore(sessionSlice), initialEntries: ['/interviews'] },
  );
}

/** The cards' links (each card is one link to its interview; the room links are the others). */
const cardLinks = () => screen.queryAllByRole('link').filter((link) => within(link).queryByRole('heading'));
/** The viewer (Grace) is the interviewee of every interview here, so each card's title names its interviewer. */
const shownInterviewers = () => cardLinks().map((card) => within(card).getByRole('heading').textContent?.replace(/ interviews you$/, ''));

async function typeDate(fieldLabel: 'Start date' | 'End date', date: DateTime) {
  const user = userEvent.setup();
  const field = screen.getByRole('group', { name: fieldLabel });
  await user.click(within(field).getByRole('spinbutton', { name: 'Month' }));
  await user.keyboard(date.toFormat('MMddyyyy'));
}

describe('InterviewsPage', () => {
  it('shows the interviews of the last 30 days and later, each with its week and participants', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading interviews' })).toBeInTheDocument();

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(shownInterviewers()).toEqual(['Barbara Liskov', 'Ada Lovelace']);
    const recentCard = cardLinks()[1];
    expect(within(recentCard).getByRole('heading')).toHaveTextContent(/^Ada Lovelace interviews you$/);
    expect(within(recentCard).getByText(`Week of ${formatWeekStart(recent.date_effective)}`)).toBeInTheDocument();
    expect(within(recentCard).getByText('Student')).toBeInTheDocument();
    expect(within(recentCard).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(recentCard).getByText('Mathematics')).toBeInTheDocument();
    expect(within(recentCard).getByText('You')).toBeInTheDocument();
  });

  it('calls a time agreed once both members agreed on it, and proposed before', async () => {
    answer = () => HttpResponse.json({ interviews: [{ ...upcoming, agreed: true }, recent] });
    renderPage();
    await screen.findByText('Ada Lovelace');
    const [upcomingCard, recentCard] = cardLinks();
    expect(within(upcomingCard).getByText(/^Agreed time: /)).toBeInTheDocument();
    expect(within(recentCard).getByText(/^Proposed time: /)).toBeInTheDocument();
  });

  it('offers the interview room for interviews whose week is not over, and only those', async () => {
    renderPage();
    await screen.findByText('Ada Lovelace');
    expect(screen.getAllByRole('link', { name: 'Open the interview room' }).map((link) => link.getAttribute('href'))).toEqual([
      '/interviews/upcoming-id/room',
    ]);
  });

  it('filters by start and end date', async () => {
    renderPage();
    await screen.findByText('Ada Lovelace');

    await typeDate('Start date', DateTime.now().minus({ days: 100 }));
    expect(shownInterviewers()).toEqual(['Barbara Liskov', 'Ada Lovelace', 'Alan Turing']);

    await typeDate('End date', DateTime.now().minus({ days: 1 }));
    expect(shownInterviewers()).toEqual(['Ada Lovelace', 'Alan Turing']);

    await typeDate('Start date', DateTime.now().minus({ days: 50 }));
    expect(shownInterviewers()).toEqual(['Ada Lovelace']);
  });

  it('says so when no interview matches', async () => {
    renderPage();
    await screen.findByText('Ada Lovelace');

    await typeDate('End date', DateTime.now().minus({ days: 60 }));

    expect(screen.queryAllByRole('link', { name: /Week of/ })).toEqual([]);
    expect(screen.getByText('No interviews found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
  });

  it('says when the member was left unpaired in the week paired last, even with no interview to list', async () => {
    lastPairing = { week_start: '2026-03-08', outcome: 'unpaired', pairs: [] };
    answer = () => HttpResponse.json({ interviews: [] });
    renderPage();

    const notice = await screen.findByRole('alert', { name: 'Your interview this week' });
    expect(notice).toHaveTextContent('Week of Sunday, March 8');
    expect(notice).toHaveTextContent('Not paired this week: you have priority next week.');
  });

  it('opens an interview when its card is clicked', async () => {
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByText('Ada Lovelace'));

    expect(await screen.findByText('Detail of recent-id')).toBeInTheDocument();
  });

  it('shows an error toast when the interviews cannot be fetched', async () => {
    answer = () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 });
    renderPage();

    expect(await screen.findByText('Error fetching interviews')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('marks the interviews whose feedback is pending and lists what is left to do', async () => {
    pendingFeedback = [{ interview_id: 'recent-id', closes_at: '2026-03-24T20:00:00.000Z', feedback_given: true, marked_done: false }];
    renderPage();
    await screen.findByText('Ada Lovelace');
    const notice = await screen.findByRole('region', { name: 'Feedback pending' });
    expect(within(notice).getByRole('link', { name: 'Mark this interview as done' })).toHaveAttribute('href', '/interviews/recent-id');
    expect(notice).toHaveTextContent('by March 24, 2026');
    const card = (name: string) => screen.getByText(name).closest('a') as HTMLElement;
    expect(within(card('Ada Lovelace')).getByText('Feedback pending')).toBeInTheDocument();
    expect(within(card('Barbara Liskov')).queryByText('Feedback pending')).not.toBeInTheDocument();
  });
});
