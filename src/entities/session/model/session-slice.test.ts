import { http, HttpResponse } from 'msw';
import { mapMember, memberDtoFixture, type MemberDto } from '@/entities/member/@x/session';
import { createTestStore, setupApiServer } from '@/shared/lib/testing';
import { sessionApi } from '../api/session-api';
import { selectIsAdmin, selectIsAuthenticated, selectIsReconnecting, selectIsVerified, selectSession, selectSignedOutHere, sessionCleared, sessionSlice } from './session-slice';

let answer: () => Response;
setupApiServer(http.get('http://localhost/auth/session/', () => answer()));

const signedIn = (dto: MemberDto) => () => HttpResponse.json({ isAuthenticated: true, user: dto });
const signedOut = () => HttpResponse.json({ isAuthenticated: false });
const serverDown = () => HttpResponse.json({ detail: 'Oops' }, { status: 500 });
const networkDown = () => HttpResponse.error();

function createStore() {
  return createTestStore(sessionSlice);
}

async function checkSession(store: ReturnType<typeof createStore>) {
  await store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true, subscribe: false }));
}

describe('session slice', () => {
  it('is unresolved and signed out before the first session check', () => {
    expect(selectSession(createStore().getState())).toEqual({ resolved: false, authenticated: false, verified: false, admin: false, reconnecting: false, signedOutHere: false });
  });

  it('records a verified member', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture({ groups: [{ name: 'is_verified' }] }));
    await checkSession(store);
    const state = store.getState();
    expect([selectIsAuthenticated(state), selectIsVerified(state), selectIsAdmin(state)]).toEqual([true, true, false]);
  });

  it('records an unverified member as signed in but not verified', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture({ groups: [] }));
    await checkSession(store);
    expect(selectSession(store.getState())).toEqual({ resolved: true, authenticated: true, verified: false, admin: false, reconnecting: false, signedOutHere: false });
  });

  it('records an admin', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture({ groups: [{ name: 'is_verified' }, { name: 'is_admin' }] }));
    await checkSession(store);
    expect(selectIsAdmin(store.getState())).toBe(true);
  });

  it('takes a member put straight into the cache, without a request', async () => {
    const store = createStore();
    answer = serverDown;
    await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, mapMember(memberDtoFixture())));
    expect(selectSession(store.getState())).toEqual({ resolved: true, authenticated: true, verified: true, admin: false, reconnecting: false, signedOutHere: false });
  });

  it('takes isAuthenticated false as signed out', async () => {
    const store = createStore();
    answer = signedOut;
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(selectSession(store.getState())).toEqual({ resolved: true, authenticated: false, verified: false, admin: false, reconnecting: false, signedOutHere: false });
  });

  it('stays unresolved while the first check is in flight, however many ask for it', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture());
    const first = store.dispatch(sessionApi.endpoints.getSession.initiate());
    const second = store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(selectSession(store.getState()).resolved).toBe(false);
    await Promise.all([first, second]);
    expect(selectSession(store.getState())).toMatchObject({ resolved: true, authenticated: true });
  });

  it('does not count a first check without an answer as signed out: it stays unresolved and reconnects', async () => {
    const store = createStore();
    answer = networkDown;
    await checkSession(store);
    expect(selectSession(store.getState())).toEqual({ resolved: false, authenticated: false, verified: false, admin: false, reconnecting: true, signedOutHere: false });
    answer = signedOut;
    await checkSession(store);
    expect(selectSession(store.getState())).toEqual({ resolved: true, authenticated: false, verified: false, admin: false, reconnecting: false, signedOutHere: false });
  });

  it.each([
    ['a network error', networkDown],
    ['a server error', serverDown],
  ])('keeps the member through %s on a later check, and says it is reconnecting until one succeeds', async (_what, failure) => {
    const store = createStore();
    answer = signedIn(memberDtoFixture());
    await checkSession(store);
    answer = failure;
    await checkSession(store);
    expect(selectSession(store.getState())).toEqual({ resolved: true, authenticated: true, verified: true, admin: false, reconnecting: true, signedOutHere: false });
    expect(selectIsReconnecting(store.getState())).toBe(true);
    answer = signedIn(memberDtoFixture());
    await checkSession(store);
    expect(selectIsReconnecting(store.getState())).toBe(false);
  });

  it('signs the member out when a later check says signed out', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture());
    await checkSession(store);
    answer = signedOut;
    await checkSession(store);
    expect(selectSession(store.getState())).toMatchObject({ resolved: true, authenticated: false });
  });

  it('drops the member on sessionCleared and takes them back on the next successful check', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture({ groups: [{ name: 'is_verified' }, { name: 'is_admin' }] }));
    await checkSession(store);
    store.dispatch(sessionCleared());
    expect(selectSession(store.getState())).toEqual({ resolved: true, authenticated: false, verified: false, admin: false, reconnecting: false, signedOutHere: true });
    await checkSession(store);
    expect(selectIsAdmin(store.getState())).toBe(true);
    expect(selectSignedOutHere(store.getState())).toBe(false);
  });

  it('remembers a sign-out in this tab through the checks that confirm it, not a session that merely ended', async () => {
    const store = createStore();
    answer = signedIn(memberDtoFixture());
    await checkSession(store);
    store.dispatch(sessionCleared());
    answer = signedOut;
    await checkSession(store);
    expect(selectSignedOutHere(store.getState())).toBe(true);

    const other = createStore();
    await checkSession(other);
    expect(selectSignedOutHere(other.getState())).toBe(false);
  });
});
