import { Route, Routes, useParams } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@/shared/api';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { LastPairingNotice } from './last-pairing-notice';

let poolAnswer: () => Response;
setupApiServer(http.get('http://localhost/interview/pool/', () => poolAnswer()));

const paired = {
  sign_up: false,
  week_start: '2026-03-15',
  last_pairing: {
    week_start: '2026-03-08',
    outcome: 'paired',
    pairs: [{
      partner: { id: 4, username: 'grace', first_name: 'Grace', last_name: 'Hopper' },
      interviews: [
        { interview_id: 'grace-leads', role: 'interviewee' },
        { interview_id: 'ada-leads', role: 'interviewer' },
      ],
    }],
  },
};

function DetailStub() {
  return <p>Detail of {useParams().interviewId}</p>;
}

function renderNotice() {
  return renderWithProviders(
    <Routes>
      <Route path="/interview-signup" element={<LastPairingNotice />} />
      <Route path="/interviews/:interviewId" element={<DetailStub />} />
    </Routes>,
    { initialEntries: ['/interview-signup'] },
  ).store;
}

describe('LastPairingNotice', () => {
  it("names the paired week and the partner, and links to both of the member's interviews", async () => {
    poolAnswer = () => HttpResponse.json(paired);
    renderNotice();

    const notice = await screen.findByRole('alert', { name: 'Your interview this week' });
    expect(notice).toHaveTextContent('Your interview for the week of Sunday, March 8');
    expect(notice).toHaveTextContent('You are paired with Grace Hopper.');
    const links = within(notice).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['You interview Grace Hopper', 'Grace Hopper interviews you']);

    await userEvent.setup().click(within(notice).getByRole('link', { name: 'You interview Grace Hopper' }));
    expect(await screen.findByText('Detail of ada-leads')).toBeInTheDocument();
  });

  it('shows each pair of a second practice as its own group, named by its partner, whose links open that pair', async () => {
    const secondPair = {
      partner: { id: 7, username: 'nina', first_name: 'Nina', last_name: 'Ray' },
      interviews: [
        { interview_id: 'nina-leads', role: 'interviewee' },
        { interview_id: 'ada-leads-nina', role: 'interviewer' },
      ],
    };
    poolAnswer = () => HttpResponse.json({ ...paired, last_pairing: { ...paired.last_pairing, pairs: [...paired.last_pairing.pairs, secondPair] } });
    renderNotice();

    const notice = await screen.findByRole('alert', { name: 'Your interview this week' });
    expect(notice).toHaveTextContent('Your interviews for the week of Sunday, March 8');
    const grace = within(notice).getByRole('group', { name: 'Your pair with Grace Hopper' });
    const nina = within(notice).getByRole('group', { name: 'Your pair with Nina Ray' });
    expect(grace).toHaveTextContent('You are paired with Grace Hopper.');
    expect(nina).toHaveTextContent('You are paired with Nina Ray.');
    expect(within(grace).getAllByRole('link').map((link) => link.textContent)).toEqual(['You interview Grace Hopper', 'Grace Hopper interviews you']);
    expect(within(nina).getAllByRole('link').map((link) => link.textContent)).toEqual(['You interview Nina Ray', 'Nina Ray interviews you']);

    await userEvent.setup().click(within(nina).getByRole('link', { name: 'Nina Ray interviews you' }));
    expect(await screen.findByText('Detail of nina-leads')).toBeInTheDocument();
  });

  it('tells an unpaired member they have priority next week', async () => {
    poolAnswer = () => HttpResponse.json({ ...paired, last_pairing: { week_start: '2026-03-08', outcome: 'unpaired', pairs: [] } });
    renderNotice();

    expect(await screen.findByText('Not paired this week: you have priority next week.')).toBeInTheDocument();
  });

  it('says a member paired and then cancelled on was cancelled, not that they were not paired', async () => {
    poolAnswer = () => HttpResponse.json({ ...paired, last_pairing: { week_start: '2026-03-08', outcome: 'cancelled', pairs: [] } });
    renderNotice();

    expect(await screen.findByText('Your interviews this week were cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/Not paired this week/)).not.toBeInTheDocument();
  });

  it('shows nothing when the last pairing did not concern the member', async () => {
    poolAnswer = () => HttpResponse.json({ sign_up: true, week_start: '2026-03-15', last_pairing: null });
    const store = renderNotice();
    await waitFor(() => expect(store.getState()[baseApi.reducerPath].queries['getPoolStatus(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
