import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mapMember, memberDtoFixture } from '@/entities/member';
import type { NoShowState } from '@/entities/report';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { NoShowPanel } from './no-show-panel';

const linus = mapMember(memberDtoFixture({ id: 42, username: 'linus', first_name: 'Linus', last_name: 'T' }));
const strike = { strikeId: 's-1', memberId: 42, occurredAt: '2026-03-03T02:00:00.000Z', created: '2026-03-04T20:00:00.000Z', liftedAt: null };
const suspension = { until: '2026-06-11T17:30:00.000Z', reason: 'two confirmed no-shows in eight weeks' };

let calls: string[] = [];
let failWith: { status: number; detail: string } | null = null;
const answer = (body: object) => (failWith ? HttpResponse.json({ detail: failWith.detail }, { status: failWith.status }) : HttpResponse.json(body));
setupApiServer(
  http.post('http://localhost/reports/:id/confirm-no-show/', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return answer({
      report: {
        report_id: 'r-1', type: 'no_show', title: '', reason: 'Did not show', status: 'completed', created: '2026-03-04T20:00:00.000Z',
        updated: '2026-03-04T20:00:00.000Z', reporter: memberDtoFixture(), assignee: null, admin_notes: '', associated_id: 'i-1', associated_object: null,
      },
    });
  }),
  http.post('http://localhost/strikes/:id/lift/', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return answer({ strike: {}, suspension: null });
  }),
  http.post('http://localhost/members/:id/lift-suspension/', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return answer({ detail: 'linus may sign up again: 2 strike(s) lifted.', lifted_strikes: 2 });
  }),
);

function renderPanel(noShow: NoShowState) {
  renderWithProviders(<NoShowPanel reportId="r-1" noShow={noShow} />);
}

beforeEach(() => {
  calls = [];
  failWith = null;
});

describe('NoShowPanel', () => {
  it('confirms a no-show after asking', async () => {
    const user = userEvent.setup();
    renderPanel({ reportedMember: linus, strike: null, suspension: null });
    expect(screen.getByRole('link', { name: 'Linus T' })).toHaveAttribute('href', '/directory/42');
    expect(screen.getByText('Not confirmed yet: no strike.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm no-show' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm no-show?' });
    expect(dialog).toHaveTextContent('Linus T gets a strike for this interview.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm no-show' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No-show confirmed')).toBeInTheDocument();
    expect(calls).toEqual(['/reports/r-1/confirm-no-show/']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when confirming fails", async () => {
    failWith = { status: 409, detail: 'This no-show is already confirmed.' };
    const user = userEvent.setup();
    renderPanel({ reportedMember: linus, strike: null, suspension: null });
    await user.click(screen.getByRole('button', { name: 'Confirm no-show' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This no-show is already confirmed.')).toBeInTheDocument();
  });

  it('shows the strike and the suspension, and lifts either', async () => {
    const user = userEvent.setup();
    renderPanel({ reportedMember: linus, strike, suspension });
    expect(screen.getByText('Strike confirmed on March 4, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Linus T cannot sign up until June 11, 2026\b.* 10:30 AM PDT: two confirmed no-shows in eight weeks\.$/);
    expect(screen.queryByRole('button', { name: 'Confirm no-show' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift strike' }));
    expect(await screen.findByText('Strike lifted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByText('Suspension lifted')).toBeInTheDocument();
    expect(calls).toEqual(['/strikes/s-1/lift/', '/members/42/lift-suspension/']);
  });

  it('says when a strike was lifted, with nothing left to lift', () => {
    renderPanel({ reportedMember: linus, strike: { ...strike, liftedAt: '2026-03-05T20:00:00.000Z' }, suspension: null });
    expect(screen.getByText('Strike lifted on March 5, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
