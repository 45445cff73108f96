import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { memberDtoFixture, type MemberDto } from '@/entities/member';
import { AppProviders } from '../shell/app-providers';
import { createAppStore } from '../model';
import { routes } from './route-table';

let answer: () => Response;
const server = setupServer(http.get('http://localhost/auth/session/', () => answer()));
beforeAll(() => server.listen());
afterAll(() => server.close());

function signedInAs(overrides: Partial<MemberDto>) {
  answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture(overrides) });
}

function signedOut() {
  answer = () => HttpResponse.json({ isAuthenticated: false });
}

const VERIFIED = [{ name: 'is_verified' as const }];
const ADMIN = [{ name: 'is_verified' as const }, { name: 'is_admin' as const }];

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

async function expectToLandOn(router: ReturnType<typeof visit>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route table', () => {
  it('sends / to the home page', async () => {
    signedOut();
    const router = visit('/');
    await expectToLandOn(router, '/home');
    expect(await screen.findByRole('heading', { name: 'Never fail another interview' })).toBeInTheDocument();
  });

  it.each(['/join', '/auth', '/password-reset-confirm/12/abc-token'])('lets signed-out visitors open %s', async (path) => {
    signedOut();
    const router = visit(path);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/interviews', '/directory/7', '/profile', '/admin', '/questions/technical/edit/abc'])(
    'sends signed-out visitors from %s to /auth',
    async (path) => {
      signedOut();
      await expectToLandOn(visit(path), '/auth');
    },
  );

  it('remembers the page a signed-out visitor asked for, so sign-in can return there', async () => {
    signedOut();
    const router = visit('/interviews/5d1c7c1e-2f7a-4a53-9a39-1b1a0f6c9d10');
    await expectToLandOn(router, '/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/interviews/5d1c7c1e-2f7a-4a53-9a39-1b1a0f6c9d10');
  });

  it('sends members who are not verified yet to /auth', async () => {
    signedInAs({ groups: [] });
    await expectToLandOn(visit('/directory'), '/auth');
  });

  it('shows a spinner, not a redirect, while the session is being checked', async () => {
    let release: () => void = () => undefined;
    answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture({ groups: VERIFIED }) });
    server.use(
      http.get('http://localhost/auth/session/', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return answer();
      }),
    );
    const router = visit('/interviews');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interviews');
    release();
    expect(await screen.findByRole('heading', { name: 'My Interviews' })).toBeInTheDocument();
    server.resetHandlers();
  });

  it('opens member pages for verified members', async () => {
    signedInAs({ groups: VERIFIED });
    visit('/interviews/5d1c7c1e-2f7a-4a53-9a39-1b1a0f6c9d10');
    expect(await screen.findByRole('heading', { name: 'Interview' })).toBeInTheDocument();
  });

  it('sends verified members who are not admins from admin pages home', async () => {
    signedInAs({ groups: VERIFIED });
    const router = visit('/admin');
    await expectToLandOn(router, '/home');
  });

  it('opens admin pages for admins, with or without a trailing slash', async () => {
    signedInAs({ groups: ADMIN });
    visit('/questions/technical/');
    expect(await screen.findByRole('heading', { name: 'Technical Questions' })).toBeInTheDocument();
  });

  it('sends /protected to /', async () => {
    signedInAs({ groups: VERIFIED });
    await expectToLandOn(visit('/protected'), '/home');
  });

  it.each(['/password-reset-confirm', '/password-reset-confirm/12', '/password-reset-confirm/12/'])(
    "says 'Invalid or missing reset link.' for the cut-short reset link %s, not 'Not Found'",
    async (path) => {
      signedOut();
      visit(path);
      expect(await screen.findByText('Invalid or missing reset link.')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Not Found' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    },
  );

  it("shows 'Not Found' for unknown paths, with a way home", async () => {
    signedOut();
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/home');
  });
});
