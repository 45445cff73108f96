import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { interviewElementId } from '@/entities/interview';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { FindPartnerThisWeek } from './find-partner-this-week';

const grid = Array.from({ length: 7 }, (_day, day) => Array.from({ length: 48 }, (_slot, slot) => day === 4 && slot >= 10 && slot < 12));
let state = { week_start: '2026-03-08', on_standby: false, paired: false, pairs: 0 };
let joined: unknown[] = [];

const server = setupApiServer(
  http.get('http://localhost/interview/standby/', () => HttpResponse.json(state)),
  http.get('http://localhost/interview/availability/', () => HttpResponse.json({ user_id: 1, availability: grid })),
  http.post('http://localhost/interview/standby/', async ({ request }) => {
    joined.push(await request.json());
    state = { ...state, on_standby: true };
    return HttpResponse.json({ detail: "You are on this week's standby list: you get a partner as soon as someone free shares a time with you.", interview_ids: [] }, { status: 201 });
  }),
  http.delete('http://localhost/interview/standby/', () => {
    state = { ...state, on_standby: false };
    return HttpResponse.json({ detail: 'You left.' });
  }),
);

beforeEach(() => {
  state = { week_start: '2026-03-08', on_standby: false, paired: false, pairs: 0 };
  joined = [];
});

describe('FindPartnerThisWeek', () => {
  it('puts the member on the standby list with their saved availability, and takes them off in one click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FindPartnerThisWeek />);
    await user.click(await screen.findByRole('button', { name: 'Find me a partner this week' }));
    expect(joined).toEqual([{ availability: grid }]);
    // The button pressed went away with the state it changed: focus is on the section saying where the member stands.
    const heading = screen.getByRole('heading', { name: /^A partner this week/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Leave the standby list' }));
    expect(await screen.findByRole('button', { name: 'Find me a partner this week' })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('tells a member waiting without having asked (left over, or cancelled on) that they wait, not that they joined', async () => {
    state = { ...state, on_standby: true };
    renderWithProviders(<FindPartnerThisWeek />);
    expect(await screen.findByText("You wait on this week's standby list: you get a partner, by email and here, as soon as someone free shares a time with you.")).toBeInTheDocument();
    expect(screen.queryByText(/You are on the standby list/)).not.toBeInTheDocument();
  });

  it('moves focus to the new interview when the member is paired at once', async () => {
    server.use(http.post('http://localhost/interview/standby/', () =>
      HttpResponse.json({ detail: 'You have a partner this week: see My Interviews (you were both emailed).', interview_ids: ['new-pair'] }, { status: 201 })));
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <FindPartnerThisWeek />
        <a id={interviewElementId('new-pair')} href="/interviews/new-pair">You interview Grace Hopper</a>
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Find me a partner this week' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'You interview Grace Hopper' })).toHaveFocus());
  });

  it('offers a member with a partner this week a second practice, asked for as such', async () => {
    state = { ...state, paired: true, pairs: 1 };
    const user = userEvent.setup();
    renderWithProviders(<FindPartnerThisWeek />);
    // Paired already: the section is about a second practice, not "a partner".
    expect(await screen.findByRole('heading', { name: /^A second practice this week/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^A partner this week/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask for a second practice' }));
    expect(joined).toEqual([{ availability: grid, second_practice: true }]);
    expect(await screen.findByText(/You are on the standby list for a second practice/)).toBeInTheDocument();
  });

  it('offers nothing to a member who has two practices this week', async () => {
    state = { ...state, paired: true, pairs: 2 };
    renderWithProviders(<FindPartnerThisWeek />);
    await waitFor(() => expect(screen.queryByLabelText("Loading this week's standby list")).not.toBeInTheDocument());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
