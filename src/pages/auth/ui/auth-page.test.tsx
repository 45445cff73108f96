import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MemberDto } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { AuthPage } from './auth-page';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

const unverifiedAda: MemberDto = {
  id: 1, username: 'ada', email: 'ada@example.edu', first_name: 'Ada', last_name: 'Lovelace', bio: '', major: '', grad_date: null,
  local: '', preview: '', role: '', resume_url: '', discord_username: 'ada.l', discord_id: null, profile_picture_url: '',
  created: '2026-01-01T00:00:00.000Z', groups: [], linkedin: null, github: null, leetcode: null,
};
const verifiedAda: MemberDto = { ...unverifiedAda, discord_id: '1234', groups: [{ name: 'is_verified' }] };

/** Who the stub server thinks is signed in. */
let signedIn: MemberDto | null = null;
let logouts = 0;
const server = setupApiServer(
  http.get('http://localhost/auth/session/', () =>
    signedIn ? HttpResponse.json({ isAuthenticated: true, user: signedIn }) : HttpResponse.json({ isAuthenticated: false }),
  ),
  http.get('http://localhost/config/', () => HttpResponse.json({ discord_bot_enabled: true })),
  http.post('http://localhost/auth/login/', () => {
    signedIn = unverifiedAda;
    return HttpResponse.json(unverifiedAda);
  }),
  http.post('http://localhost/auth/logout/', () => {
    logouts += 1;
    signedIn = null;
    return HttpResponse.json({ detail: 'Successfully logged out.' });
  }),
  http.post('http://localhost/auth/register/', () =>
    HttpResponse.json({ detail: 'Registration successful.', id: 2, username: 'grace' }, { status: 201 }),
  ),
);

beforeEach(() => {
  signedIn = null;
  logouts = 0;
});

function renderAuthPage(entry = '/auth') {
  renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/interviews/:id" element={<p>Interview page</p>} />
    </Routes>,
    { store: createTestStore(sessionSlice), initialEntries: [entry] },
  );
  return userEvent.setup();
}

describe('AuthPage', () => {
  it('offers Login and Register to visitors, Login first', async () => {
    renderAuthPage();

    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('comes back to Login with the new username after registering', async () => {
    const user = renderAuthPage();
    await user.click(await screen.findByRole('tab', { name: 'Register' }));

    const values = ['grace', 'Grace', 'Hopper', 'grace@example.edu', 'grace.h', 'compiler 1952', 'compiler 1952'];
    const fields = ['Username', 'First name', 'Last name', 'Email', 'Discord username', 'Password', 'Confirm password'];
    for (const [index, label] of fields.entries()) {
      await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
      await user.paste(values[index]);
    }
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful. Please type /verify in the MockPrep server and enter grace')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('grace');
  });

  it('tells a new member that an admin verifies accounts when no chat-server bot runs', async () => {
    server.use(http.get('http://localhost/config/', () => HttpResponse.json({ discord_bot_enabled: false })));
    const user = renderAuthPage();
    await user.click(await screen.findByRole('tab', { name: 'Register' }));

    const values = ['grace', 'Grace', 'Hopper', 'grace@example.edu', 'grace.h', 'compiler 1952', 'compiler 1952'];
    const fields = ['Username', 'First name', 'Last name', 'Email', 'Discord username', 'Password', 'Confirm password'];
    for (const [index, label] of fields.entries()) {
      await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
      await user.paste(values[index]);
    }
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration successful. An admin verifies MockPrep accounts: sign in, and ask an admin to verify grace.')).toBeInTheDocument();
    expect(screen.queryByText(/\/verify/)).not.toBeInTheDocument();
  });

  it('sends verified members home', async () => {
    signedIn = verifiedAda;
    renderAuthPage();

    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('sends a member who signs in back to the page they asked for', async () => {
    server.use(
      http.post('http://localhost/auth/login/', () => {
        signedIn = verifiedAda;
        return HttpResponse.json(verifiedAda);
      }),
    );
    const user = renderAuthPage('/auth?next=%2Finterviews%2F42');
    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse{Enter}');

    expect(await screen.findByText('Interview page')).toBeInTheDocument();
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/auth?next=/auth'])('sends members home instead of to next=%s', async (next) => {
    signedIn = verifiedAda;
    renderAuthPage(`/auth?${new URLSearchParams({ next }).toString()}`);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('shows the verification screen instead of the tabs after an unverified member signs in', async () => {
    const user = renderAuthPage();

    await user.type(await screen.findByLabelText(/^Username/), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse{Enter}');

    expect(await screen.findByRole('button', { name: 'Start Checking' })).toBeInTheDocument();
    expect(screen.getByText('/verify ada')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('signs an unverified member out from the verification screen', async () => {
    signedIn = unverifiedAda;
    const user = renderAuthPage();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(logouts).toBe(1);
  });
});
