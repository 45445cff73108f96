import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member/@x/session';
import { createTestStore, setupApiServer } from '@/shared/lib/testing';
import { sessionCleared, sessionSlice } from './session-slice';
import { useSession } from './use-session';

let answer: () => Response;
let sessionChecks = 0;
setupApiServer(
  http.get('http://localhost/auth/session/', () => {
    sessionChecks += 1;
    return answer();
  }),
);
beforeEach(() => {
  sessionChecks = 0;
});

function renderUseSession() {
  const store = createTestStore(sessionSlice);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useSession(), { wrapper }) };
}

describe('useSession', () => {
  it('is loading until the server answers', async () => {
    answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture() });
    const { result } = renderUseSession();
    expect(result.current).toEqual({ status: 'loading', user: null, isVerified: false, isAdmin: false });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
  });

  it('is anonymous when the server says signed out', async () => {
    answer = () => HttpResponse.json({ isAuthenticated: false });
    const { result } = renderUseSession();
    await waitFor(() => expect(result.current).toEqual({ status: 'anonymous', user: null, isVerified: false, isAdmin: false }));
  });

  it('gives the signed-in member with their flags', async () => {
    answer = () =>
      HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture({ first_name: 'Grace', groups: [{ name: 'is_verified' }, { name: 'is_admin' }] }) });
    const { result } = renderUseSession();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current).toMatchObject({ isVerified: true, isAdmin: true, user: { firstName: 'Grace', isAdmin: true } });
  });

  it('gives an unverified member as authenticated but not verified', async () => {
    answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture({ groups: [] }) });
    const { result } = renderUseSession();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current).toMatchObject({ isVerified: false, isAdmin: false, user: { username: 'ada' } });
  });

  it('drops the member at once on logout', async () => {
    answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture() });
    const { result, store } = renderUseSession();
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    act(() => {
      store.dispatch(sessionCleared());
    });
    expect(result.current).toEqual({ status: 'anonymous', user: null, isVerified: false, isAdmin: false });
  });

  it('checks the session again when the window regains focus', async () => {
    answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture() });
    const { result, store } = renderUseSession();
    const stopListening = setupListeners(store.dispatch);
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    answer = () => HttpResponse.json({ isAuthenticated: false });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(sessionChecks).toBe(2);
    stopListening();
  });
});
