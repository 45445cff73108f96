import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { CancelInterview } from './cancel-interview';

// Ada (1) interviews Grace (2).
const interview = mapInterview(interviewDtoFixture());
const statusUrl = `http://localhost/interview/${interview.interviewId}/cancellation/`;
const cancelUrl = `http://localhost/interview/${interview.interviewId}/cancel/`;

const cancellable = { cancellable: true, late_if_now: false, late_cancellation_hours: 24, cancellation: null };
const cancelledByAda = {
  cancellable: false,
  late_if_now: true,
  late_cancellation_hours: 24,
  cancellation: { cancelled_by: { id: 1, username: 'ada', first_name: 'Ada', last_name: 'Lovelace' }, by_admin: false, reason: 'Moving house.', late: true, cancelled_at: '2026-03-08T18:00:00.000Z' },
};

let status: Record<string, unknown> = cancellable;
let cancelBodies: Array<Record<string, unknown>> = [];
const server = setupApiServer(
  http.get(statusUrl, () => HttpResponse.json(status)),
  http.post(cancelUrl, async ({ request }) => {
    cancelBodies.push((await request.json()) as Record<string, unknown>);
    status = cancelledByAda;
    return HttpResponse.json({ detail: 'Both interviews are cancelled. Your partner keeps priority for next week.', late: false, cancelled_interview_ids: [interview.interviewId], partner_outcome: 'priority_next_week' });
  }),
);

beforeEach(() => {
  status = cancellable;
  cancelBodies = [];
});

const renderFor = (viewerId: number | undefined) => renderWithProviders(<CancelInterview interview={interview} viewerId={viewerId} />);

describe('CancelInterview', () => {
  it('names the consequences, cancels nothing when the member keeps the interview, and needs a reason', async () => {
    const user = userEvent.setup();
    renderFor(1);
    await user.click(await screen.findByRole('button', { name: 'Cancel this interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your interviews with Grace Hopper?' });
    expect(dialog).toHaveTextContent('Both interviews of your pair are cancelled: you interviewing Grace Hopper and Grace Hopper interviewing you.');
    expect(dialog).toHaveTextContent('More than 24 hours ahead, cancelling is free of any mark.');
    expect(within(dialog).getByRole('button', { name: 'Cancel both interviews' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep the interview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelBodies).toEqual([]);
  });

  it('cancels with the reason, says what happened, and then shows who cancelled and why', async () => {
    const user = userEvent.setup();
    renderFor(1);
    await user.click(await screen.findByRole('button', { name: 'Cancel this interview' }));
    await user.type(screen.getByRole('textbox', { name: /reason/i }), '  Moving house.  ');
    await user.click(screen.getByRole('button', { name: 'Cancel both interviews' }));
    expect(await screen.findByText('Both interviews are cancelled. Your partner keeps priority for next week.')).toBeInTheDocument();
    expect(cancelBodies).toEqual([{ reason: 'Moving house.' }]);
    const notice = await screen.findByRole('region', { name: 'Cancellation' });
    expect(notice).toHaveTextContent('Cancelled by Ada Lovelace');
    expect(notice).toHaveTextContent('(late)');
    expect(notice).toHaveTextContent('Reason: Moving house.');
    expect(screen.queryByRole('button', { name: 'Cancel this interview' })).not.toBeInTheDocument();
    // Not the page body: focus is on what the cancel produced.
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('warns that a cancellation close to the time is late', async () => {
    status = { ...cancellable, late_if_now: true };
    const user = userEvent.setup();
    renderFor(2);
    await user.click(await screen.findByRole('button', { name: 'Cancel this interview' }));
    expect(screen.getByRole('dialog', { name: 'Cancel your interviews with Ada Lovelace?' })).toHaveTextContent(
      'It is less than 24 hours before the proposed time: this is a late cancellation, which admins see. It is not a no-show strike.',
    );
  });

  it("offers nothing when the server says the viewer may not cancel, and shows the server's refusal", async () => {
    status = { ...cancellable, cancellable: false };
    renderFor(99);
    await waitFor(() => expect(screen.queryByLabelText(/Loading whether/)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel this interview' })).not.toBeInTheDocument();
    cleanup();

    status = cancellable;
    server.use(http.post(cancelUrl, () => HttpResponse.json({ detail: 'This interview is already cancelled.' }, { status: 409 })));
    const user = userEvent.setup();
    renderFor(1);
    await user.click(await screen.findByRole('button', { name: 'Cancel this interview' }));
    await user.type(screen.getByRole('textbox', { name: /reason/i }), 'Sick');
    await user.click(screen.getByRole('button', { name: 'Cancel both interviews' }));
    expect(await screen.findByText('This interview is already cancelled.')).toBeInTheDocument();
  });

  it('offers a retry when the status does not load', async () => {
    server.use(http.get(statusUrl, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    renderFor(1);
    expect(await screen.findByText('Could not check whether this interview can be cancelled.')).toBeInTheDocument();
  });
});
