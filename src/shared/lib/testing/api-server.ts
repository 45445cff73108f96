import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { resetTestStores } from './test-store';

/** The server hands out the CSRF token before the first mutation (see csrfBaseQuery). */
export const csrfHandler = http.get('http://localhost/auth/csrf/', () => HttpResponse.json({}, { headers: { 'X-CSRFToken': 'token' } }));

/**
 * An msw server for one test file, answering the CSRF request after `handlers` (a test's own CSRF handler wins).
 * Any request without a handler fails the test. After each test: unmount, drop the RTK Query caches of the
 * stores `createTestStore` built, and forget handlers added with `server.use`.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, csrfHandler);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    resetTestStores();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
