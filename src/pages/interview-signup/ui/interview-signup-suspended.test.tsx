import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { availabilityDragSlice } from '@/widgets/availability-picker';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { InterviewSignupPage } from './interview-signup-page';

jest.setTimeout(20_000);

const ada = memberDtoFixture({ id: 7 });
let signedUp: boolean;
let suspension: { until: string; reason: string } | null;

setupApiServer(
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: ada })),
  http.get('http://localhost/interview/pool/', () => HttpResponse.json({ sign_up: signedUp, week_start: '2026-06-07', last_pairing: null, suspension })),
  http.get('http://localhost/interview/availability/', () => HttpResponse.json({ user_id: ada.id, availability: null })),
);

beforeEach(() => {
  signedUp = false;
  suspension = { until: '2026-06-11T17:30:00.000Z', reason: 'two confirmed no-shows in eight weeks' };
});

function renderPage() {
  renderWithProviders(<InterviewSignupPage />, { store: createTestStore(sessionSlice, availabilityDragSlice) });
}

describe('InterviewSignupPage for a member suspended for no-shows', () => {
  it('says until when and why instead of showing the grid', async () => {
    renderPage();
    const notice = await screen.findByRole('alert', { name: 'Signups suspended' });
    expect(notice).toHaveTextContent(/You cannot sign up until June 11, 2026\b.* 10:30 AM PDT: two confirmed no-shows in eight weeks\./);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('hides an existing signup too: it will not be paired', async () => {
    signedUp = true;
    renderPage();
    await screen.findByRole('alert', { name: 'Signups suspended' });
    expect(screen.queryByText('Change or delete your existing signup')).not.toBeInTheDocument();
  });

  it('shows the grid again once the suspension is over', async () => {
    suspension = null;
    renderPage();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Signups suspended' })).not.toBeInTheDocument();
  });
});
