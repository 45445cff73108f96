import { cleanup } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { installFakeNotificationsSocket } from './fake-notifications-socket';
import { resetTestStores } from './test-store';

/** The server hands out the CSRF token before the first mutation (see csrfBaseQuery). */
export const csrfHandler = http.get('http://localhost/auth/csrf/', () => HttpResponse.json({}, { headers: { 'X-CSRFToken': 'token' } }));

/** The header's bell asks every signed-in page for the unread count, the profile for email settings: none, unless a test says otherwise. */
const noNotificationsHandlers = [
  http.get('http://localhost/notifications/unread-count/', () => HttpResponse.json({ unread: 0 })),
  http.get('http://localhost/notifications/', () => HttpResponse.json({ count: 0, unread: 0, page: 1, page_size: 20, results: [] })),
  http.get('http://localhost/notifications/email-preferences/', () => HttpResponse.json({ kinds: [] })),
];

/**
 * An msw server for one test file, answering the CSRF request and the bell's (no notifications) after `handlers`
 * (a test's own handler wins); the notifications channel is a fake (FakeNotificationsSocket).
 * Any request without a handler fails the test. After each test: unmount, drop the RTK Query caches of the
 * stores `createTestStore` built, and forget handlers added with `server.use`.
 */
export function setupApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, csrfHandler, ...noNotificationsHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(installFakeNotificationsSocket);
  afterEach(() => {
    cleanup();
    resetTestStores();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}
