import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { PairingPage } from './pairing-page';

const openPool = {
  number_sign_up: 2, next_cutoff: '2026-03-09T06:00:00.000Z', previous_cutoff: '2026-03-02T07:00:00.000Z', members: ['ada', 'grace'], is_paired: false,
};
const pairingResult = {
  detail: 'Paired the week of 2026-03-08: 1 pair(s), 0 member(s) unpaired.',
  week: '2026-03-08',
  paired_interviews: [
    { interview_id: 'i-1', interviewer: 'ada', interviewee: 'grace', common_slots: 4, proposed_time: null },
    { interview_id: 'i-2', interviewer: 'grace', interviewee: 'ada', common_slots: 4, proposed_time: null },
  ],
  unpaired_members: [],
  stats: { pool_size: 2, pairs: 1, unpaired: 0, min_overlap_slots: 4, mean_overlap_slots: 4 },
};

let pairBodies: unknown[] = [];
let pairAnswer: () => Response;
setupApiServer(
  http.get('http://localhost/interview/status', ({ request }) =>
    new URL(request.url).searchParams.get('force_current_week') === 'true' ? HttpResponse.json(openPool) : HttpResponse.json({ ...openPool, number_sign_up: 0, members: [] }),
  ),
  http.get('http://localhost/interview/outcomes/', () => HttpResponse.json({ weeks: [] })),
  http.post('http://localhost/interview/pair/preview/', async ({ request }) => {
    const body = (await request.json()) as { force_current_week: boolean };
    if (!body.force_current_week) return HttpResponse.json({ detail: 'The pool for the week of 2026-03-01 has 0 member(s) to pair; at least 2 are needed.' }, { status: 400 });
    return HttpResponse.json({
      week: '2026-03-08',
      pairs: [{ member_a: 'ada', member_b: 'grace', common_slots: 4, repeat_partners: false }],
      unpaired_members: [],
      stats: { pool_size: 2, pairs: 1, unpaired: 0, pairs_without_shared_hour: 0, min_overlap_slots: 4, mean_overlap_slots: 4, repeat_partners: 0, recent_partner_weeks: 4 },
    });
  }),
  http.post('http://localhost/interview/pair/', async ({ request }) => {
    pairBodies.push(await request.json());
    return pairAnswer();
  }),
);

function renderPage() {
  renderWithProviders(<PairingPage />);
}

beforeEach(() => {
  pairBodies = [];
  pairAnswer = () => HttpResponse.json(pairingResult, { status: 201 });
});

describe('PairingPage', () => {
  it('shows the cutoffs in Pacific time, the number signed up and the members', async () => {
    renderPage();
    const status = await screen.findByRole('region', { name: 'Pool status' });
    expect(within(status).getByText('Sunday, March 8, 2026 at 11:00 PM PDT')).toBeInTheDocument();
    expect(within(status).getByText('Sunday, March 1, 2026 at 11:00 PM PST')).toBeInTheDocument();
    expect(within(status).getByRole('list', { name: 'Pool members' })).toHaveTextContent('adagrace');
  });

  it('toggles the pool only after the confirmation, then shows the toast and the raw response', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Pool status' });
    await userEvent.click(screen.getByRole('switch', { name: 'Pair interview pool' }));
    expect(screen.getByText('Are you sure you want to toggle the pair interview pool status?')).toBeInTheDocument();
    expect(pairBodies).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pair interview pool status updated')).toBeInTheDocument();
    expect(pairBodies).toEqual([{ signal: true, force_current_week: true }]);
    expect(screen.getByRole('link', { name: 'ada interviews grace' })).toHaveAttribute('href', '/interviews/i-1');
    expect(screen.getByLabelText('Raw response')).toHaveTextContent('"paired_interviews"');
    expect(screen.getByRole('switch', { name: 'Pair interview pool' })).toBeChecked();
  });

  it("says why a toggle failed, with the server's message", async () => {
    pairAnswer = () => HttpResponse.json({ detail: 'The technical question queue holds fewer than 2 questions.' }, { status: 400 });
    renderPage();
    await screen.findByRole('region', { name: 'Pool status' });
    await userEvent.click(screen.getByRole('switch', { name: 'Pair interview pool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('Failed to update pair interview pool status: The technical question queue holds fewer than 2 questions.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pair interview pool' })).not.toBeChecked();
  });

  it('previews before pairing, and explains a pool too small to pair', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Pool status' });
    expect(screen.getByRole('button', { name: 'Pair now' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Preview pairing' }));
    const preview = await screen.findByRole('region', { name: 'Pairing preview' });
    expect(within(preview).getByText('Pairs without a shared hour').nextSibling).toHaveTextContent('0');
    expect(within(preview).getByText('Mean overlap').nextSibling).toHaveTextContent('2.0 h');
    expect(screen.getByRole('button', { name: 'Pair now' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Last closed pool' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview pairing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 2 are needed');
  });
});
