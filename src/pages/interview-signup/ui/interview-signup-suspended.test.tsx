import { Provider } from 'react-redux';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SnackbarProvider } from 'notistack';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { availabilityDragSlice } from '@/widgets/availability-picker';
import { baseApi } from '@/shared/api';
import { InterviewSignupPage } from './interview-signup-page';

jest.setTimeout(20_000);

const ada = memberDtoFixture({ id: 7 });
let signedUp: boolean;
let suspension: { until: string; reason: string } | null;

const server = setupServer(
  http.get('http://localhost/auth/csrf/', () => HttpResponse.json({}, { headers: { 'X-CSRFToken': 'token' } })),
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: ada })),
  http.get('http://localhost/interview/pool/', () => HttpResponse.json({ sign_up: signedUp, week_start: '2026-06-07', last_pairing: null, suspension })),
  http.get('http://localhost/interview/availability/', () => HttpResponse.json({ detail: 'No availability saved yet.' }, { status: 404 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signedUp = false;
  suspension = { until: '2026-06-11T17:30:00.000Z', reason: 'two confirmed no-shows in eight weeks' };
});
afterAll(() => server.close());

function renderPage() {
  const store = configureStore({
    reducer: combineSlices(baseApi, sessionSlice, availabilityDragSlice),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  render(
    <Provider store={store}>
      <SnackbarProvider>
        <InterviewSignupPage />
      </SnackbarProvider>
    </Provider>,
  );
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
