import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { csrfBaseQuery, resetCsrfToken } from './csrf-base-query';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

const CSRF_REFUSAL = { detail: 'CSRF token missing or incorrect.' };

let issuedTokens = 0;
/** The X-CSRFToken header of every request the server saw, by "METHOD path". */
let seenTokens: Array<{ call: string; token: string | null }> = [];
/** Tokens the server accepts; a mutation with any other token is refused like the real CSRF check. */
let acceptedTokens = new Set<string>();

function record(request: Request): string | null {
  const token = request.headers.get('X-CSRFToken');
  seenTokens.push({ call: `${request.method} ${new URL(request.url).pathname}`, token });
  return token;
}

function guarded(respond: () => Response) {
  return ({ request }: { request: Request }) => {
    const token = record(request);
    return token && acceptedTokens.has(token) ? respond() : HttpResponse.json(CSRF_REFUSAL, { status: 403 });
  };
}

const server = setupServer(
  http.get('http://localhost/auth/csrf/', () => {
    issuedTokens += 1;
    const token = `token-${issuedTokens}`;
    acceptedTokens.add(token);
    return HttpResponse.json({ csrfToken: token }, { headers: { 'X-CSRFToken': token } });
  }),
  http.get('http://localhost/things/', ({ request }) => {
    record(request);
    return HttpResponse.json([]);
  }),
  http.post('http://localhost/things/', guarded(() => HttpResponse.json({ id: 1 }, { status: 201 }))),
  http.delete('http://localhost/things/1/', guarded(() => HttpResponse.json({ detail: 'Deleted.' }))),
  http.post('http://localhost/auth/login/', guarded(() => HttpResponse.json({ id: 1, username: 'ada' }))),
  http.post('http://localhost/auth/logout/', guarded(() => HttpResponse.json({ detail: 'Successfully logged out.' }))),
  http.post('http://localhost/reports/', ({ request }) => {
    record(request);
    return HttpResponse.json({ detail: 'Your account is not verified.' }, { status: 403 });
  }),
);

function queryApi(type: 'query' | 'mutation'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: jest.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type,
  };
}

const get = (url: string) => csrfBaseQuery(url, queryApi('query'), {});
const send = (method: string, url: string, body?: unknown) => csrfBaseQuery({ url, method, body }, queryApi('mutation'), {});
const tokensSentTo = (call: string) => seenTokens.filter((seen) => seen.call === call).map((seen) => seen.token);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCsrfToken();
  issuedTokens = 0;
  seenTokens = [];
  acceptedTokens = new Set();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('csrfBaseQuery', () => {
  it('sends GET requests without fetching or sending a CSRF token', async () => {
    const result = await get('/things/');

    expect(result.data).toEqual([]);
    expect(issuedTokens).toBe(0);
    expect(tokensSentTo('GET /things/')).toEqual([null]);
  });

  it('fetches the token once and sends it on every mutation, even concurrent ones', async () => {
    const results = await Promise.all([send('POST', '/things/', { name: 'a' }), send('POST', '/things/', { name: 'b' })]);
    await send('DELETE', '/things/1/');

    expect(results.map((result) => result.data)).toEqual([{ id: 1 }, { id: 1 }]);
    expect(issuedTokens).toBe(1);
    expect(tokensSentTo('POST /things/')).toEqual(['token-1', 'token-1']);
    expect(tokensSentTo('DELETE /things/1/')).toEqual(['token-1']);
  });

  it('retries a mutation once with a fresh token after a CSRF refusal', async () => {
    await send('POST', '/things/');
    acceptedTokens.delete('token-1'); // e.g. the csrftoken cookie expired on the server side

    const result = await send('POST', '/things/');

    expect(result.data).toEqual({ id: 1 });
    expect(tokensSentTo('POST /things/')).toEqual(['token-1', 'token-1', 'token-2']);
  });

  it('gives up after one retry when the fresh token is refused too', async () => {
    server.use(http.post('http://localhost/things/', ({ request }) => {
      record(request);
      return HttpResponse.json(CSRF_REFUSAL, { status: 403 });
    }));

    const result = await send('POST', '/things/');

    expect(result.error).toMatchObject({ status: 403, data: CSRF_REFUSAL });
    expect(tokensSentTo('POST /things/')).toEqual(['token-1', 'token-2']);
  });

  it('does not retry a 403 that is not a CSRF refusal', async () => {
    const result = await send('POST', '/reports/');

    expect(result.error).toMatchObject({ status: 403 });
    expect(tokensSentTo('POST /reports/')).toEqual(['token-1']);
    expect(issuedTokens).toBe(1);
  });

  it.each(['/auth/login/', '/auth/logout/'])('fetches a new token for the mutation after %s succeeds', async (path) => {
    await send('POST', path, { username: 'ada', password: 'secret-pass' });
    await send('POST', '/things/');

    expect(issuedTokens).toBe(2);
    expect(tokensSentTo('POST /things/')).toEqual(['token-2']);
  });

  it('keeps the token after a failed login', async () => {
    server.use(http.post('http://localhost/auth/login/', () => HttpResponse.json({ detail: 'Invalid credentials.' }, { status: 401 })));

    await send('POST', '/auth/login/', { username: 'ada', password: 'wrong' });
    await send('POST', '/things/');

    expect(issuedTokens).toBe(1);
  });

  it('reports a token that cannot be fetched as a network error and asks again next time', async () => {
    server.use(http.get('http://localhost/auth/csrf/', () => HttpResponse.json({ detail: 'Down.' }, { status: 503 }), { once: true }));

    const failed = await send('POST', '/things/');
    const retried = await send('POST', '/things/');

    expect(failed.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(retried.data).toEqual({ id: 1 });
  });
});
