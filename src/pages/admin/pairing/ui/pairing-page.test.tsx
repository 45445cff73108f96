import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { PairingPage } from './pairing-page';

/** The server's 409 when another pairing holds the lock (contracts/interviews.ts PAIRING_RUNNING). */
const PAIRING_RUNNING = 'A pairing is already running; try again when it has finished.';

const openPool = {
  number_sign_up: 2, next_cutoff: '2026-03-09T06:00:00.000Z', previous_cutoff: '2026-03-02T07:00:00.000Z', members: ['ada', 'grace'], is_paired: false,
  week: '2026-03-08', closed_at: null as string | null,
};
/** What the server says of the open pool; a pairing closes it early and marks it paired. */
let openPoolNow = openPool;
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
let exhausted: Array<{ kind: string; members: number }> = [];
let pairAnswer: () => Response;
setupApiServer(
  http.get('http://localhost/interview/status', ({ request }) =>
    new URL(request.url).searchParams.get('force_current_week') === 'true'
      ? HttpResponse.json(openPoolNow)
      : HttpResponse.json({ ...openPool, number_sign_up: 0, members: [], week: '2026-03-01' }),
  ),
  http.get('http://localhost/interview/outcomes/', () => HttpResponse.json({ weeks: [] })),
  http.get('http://localhost/questions/coverage/', () => HttpResponse.json({ week_start: '2026-03-08', exhausted })),
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
    const body = (await request.json()) as { signal: boolean };
    pairBodies.push(body);
    const answer = pairAnswer();
    if (answer.status === 201) openPoolNow = { ...openPool, is_paired: body.signal, closed_at: body.signal ? '2026-03-04T20:00:00.000Z' : null };
    return answer;
  }),
);

function renderPage() {
  renderWithProviders(<PairingPage />);
}

beforeEach(() => {
  exhausted = [];
  openPoolNow = openPool;
  pairBodies = [];
  pairAnswer = () => HttpResponse.json(pairingResult, { status: 201 });
});

describe('PairingPage', () => {
  it('warns when members of the open week have met every question of their kind', async () => {
    exhausted = [{ kind: 'system_design', members: 12 }];
    renderPage();

    expect(await screen.findByText('12 members have seen every system design question: add some')).toBeInTheDocument();
  });

  it('shows the cutoffs in Pacific time, the number signed up and the members', async () => {
    renderPage();
    const status = await screen.findByRole('region', { name: 'Pool status' });
    expect(within(status).getByText('Sunday, March 8, 2026 at 11:00 PM PDT')).toBeInTheDocument();
    expect(within(status).getByText('Sunday, March 1, 2026 at 11:00 PM PST')).toBeInTheDocument();
    expect(within(status).getByRole('list', { name: 'Pool members' })).toHaveTextContent('adagrace');
  });

  it('names the week the page acts on, and its cutoff is the next cutoff', async () => {
    renderPage();
    const status = await screen.findByRole('region', { name: 'Pool status' });
    expect(within(status).getByText('Week of').nextSibling).toHaveTextContent('Sunday, March 8, 2026');
    expect(within(status).getByText('Signups').nextSibling).toHaveTextContent('Open until the next cutoff');
    expect(within(status).getByText('Next cutoff').nextSibling).toHaveTextContent('Sunday, March 8, 2026 at 11:00 PM PDT');
  });

  it('says from a dry run what toggling on will do and who gets mail, and sends nothing before Confirm', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Pool status' });
    await userEvent.click(screen.getByRole('switch', { name: 'Pair interview pool' }));
    const dialog = screen.getByRole('dialog', { name: 'Pair the week and email its members?' });
    expect(within(dialog).getByText('Are you sure you want to toggle the pair interview pool status?')).toBeInTheDocument();
    const consequences = await within(dialog).findByRole('list', { name: 'What pairing will do' });
    expect(consequences).toHaveTextContent('2 members in the pool');
    expect(consequences).toHaveTextContent('1 pairs (2 members)');
    expect(consequences).toHaveTextContent('0 unpaired');
    expect(dialog).toHaveTextContent('emails 2 members at once');
    expect(pairBodies).toEqual([]);
  });

  it('toggles the pool only after the confirmation, then shows a short summary with the raw response folded', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Pool status' });
    await userEvent.click(screen.getByRole('switch', { name: 'Pair interview pool' }));
    await screen.findByRole('list', { name: 'What pairing will do' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pair interview pool status updated')).toBeInTheDocument();
    expect(pairBodies).toEqual([{ signal: true, force_current_week: true }]);
    const response = screen.getByRole('region', { name: 'Response' });
    expect(within(response).getByText('Paired the week of Sunday, March 8, 2026: 1 pairs, 0 unpaired; 2 members emailed.')).toBeInTheDocument();
    const raw = within(response).getByText(/"paired_interviews"/);
    expect(raw).not.toBeVisible();
    await userEvent.click(within(response).getByRole('button', { name: 'Raw response' }));
    expect(raw).toBeVisible();
    await userEvent.click(within(response).getByRole('button', { name: 'Interviews (2)' }));
    expect(screen.getByRole('link', { name: 'ada interviews grace' })).toHaveAttribute('href', '/interviews/i-1');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pair interview pool' })).toBeChecked());
  });

  it("starts from the server's state after a reload: a paired week shows the toggle on, and turning it off says it undoes", async () => {
    openPoolNow = { ...openPool, is_paired: true, closed_at: '2026-03-04T20:00:00.000Z' };
    renderPage();
    const status = await screen.findByRole('region', { name: 'Pool status' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pair interview pool' })).toBeChecked());
    expect(within(status).getByText('Signups').nextSibling).toHaveTextContent('Closed early on Wednesday, March 4, 2026 at 12:00 PM PST');
    await userEvent.click(screen.getByRole('switch', { name: 'Pair interview pool' }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the pairing of this week?' });
    expect(dialog).toHaveTextContent('its 2 members go back to the pool. Nobody is emailed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(pairBodies).toEqual([{ signal: false, force_current_week: true }]));
  });

  it.each([
    { why: 'a refusal (400)', status: 400, detail: 'The technical question queue holds fewer than 2 questions.' },
    { why: 'another pairing running (409)', status: 409, detail: PAIRING_RUNNING },
  ])("says why a toggle failed on $why, with the server's message, and leaves the pool unpaired", async ({ status, detail }) => {
    pairAnswer = () => HttpResponse.json({ detail }, { status });
    renderPage();
    await screen.findByRole('region', { name: 'Pool status' });
    await userEvent.click(screen.getByRole('switch', { name: 'Pair interview pool' }));
    await screen.findByRole('list', { name: 'What pairing will do' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(`Failed to update pair interview pool status: ${detail}`)).toBeInTheDocument();
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
