import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member/@x/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { sessionApi } from '../api/session-api';
import { selectSession, sessionSlice } from '../model/session-slice';
import { reconnectDelayMs } from '../model/use-session-reconnect';
import { ReconnectingNotice } from './reconnecting-notice';

let reachable = true;
let sessionChecks = 0;
setupApiServer(
  http.get('http://localhost/auth/session/', () => {
    sessionChecks += 1;
    return reachable ? HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture() }) : HttpResponse.error();
  }),
);

function renderNotice() {
  return renderWithProviders(<ReconnectingNotice />, { store: createTestStore(sessionSlice) }).store;
}

const checkSession = (store: ReturnType<typeof renderNotice>) =>
  store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }));

describe('ReconnectingNotice', () => {
  it('says it is reconnecting while the session check gets no answer, retries, and goes away once it does', async () => {
    reachable = true;
    const store = renderNotice();
    await checkSession(store);
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();

    reachable = false;
    await checkSession(store);
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(selectSession(store.getState())).toMatchObject({ authenticated: true, verified: true });

    const checksWhileDown = sessionChecks;
    reachable = true;
    // The first retry comes after reconnectDelayMs(0), without anyone asking.
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument(), { timeout: reconnectDelayMs(0) * 3 });
    expect(sessionChecks).toBeGreaterThan(checksWhileDown);
    expect(selectSession(store.getState())).toMatchObject({ authenticated: true, reconnecting: false });
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from one second and never waits more than 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
