import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionSlice, useSession } from '@/entities/session';
import { SERVED_SIGN_IN_ID } from '@/shared/lib/hydration';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { LoginForm } from './login-form';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

const ada = {
  id: 1, username: 'ada', email: 'ada@example.edu', first_name: 'Ada', last_name: 'Lovelace', bio: '', major: '', grad_date: null,
  local: '', preview: '', role: '', resume_url: '', discord_username: 'ada', discord_id: null, profile_picture_url: '',
  created: '2026-01-01T00:00:00.000Z', groups: [{ name: 'is_verified' }], linkedin: null, github: null, leetcode: null,
};

let signedIn = false;
let loginBodies: unknown[] = [];
const server = setupApiServer(
  http.get('http://localhost/auth/session/', () =>
    signedIn ? HttpResponse.json({ isAuthenticated: true, user: ada }) : HttpResponse.json({ isAuthenticated: false }),
  ),
  http.post('http://localhost/auth/login/', async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    loginBodies.push(body);
    if (body.password !== 'correct horse') return HttpResponse.json({ detail: 'Invalid credentials.' }, { status: 401 });
    signedIn = true;
    return HttpResponse.json(ada);
  }),
);

beforeEach(() => {
  signedIn = false;
  loginBodies = [];
});

/** Shows who the session says is signed in, so a test can see it refresh after login. */
function SessionProbe() {
  const { status, user } = useSession();
  return <p>Session: {status === 'authenticated' ? user?.username : status}</p>;
}

function renderWithStore(ui: ReactElement) {
  renderWithProviders(
    <>
      <SessionProbe />
      {ui}
    </>,
    { store: createTestStore(sessionSlice) },
  );
}

describe('LoginForm', () => {
  it('asks for both fields without calling the server', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);

    await user.type(screen.getByLabelText(/username/i), 'ada');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(loginBodies).toEqual([]);
  });

  it('signs in on Enter and the session refreshes to the member', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);
    expect(await screen.findByText('Session: anonymous')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/username/i), ' ada ');
    await user.type(screen.getByLabelText(/password/i), 'correct horse{Enter}');

    expect(await screen.findByText('Session: ada')).toBeInTheDocument();
    expect(loginBodies).toEqual([{ username: 'ada', password: 'correct horse' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the form error and an error toast for wrong credentials', async () => {
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);

    await user.type(screen.getByLabelText(/username/i), 'ada');
    await user.type(screen.getByLabelText(/password/i), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password.')).toBeInTheDocument();
  });

  it('tells a member without a Discord ID to verify in the chat server', async () => {
    server.use(
      http.post('http://localhost/auth/login/', () =>
        HttpResponse.json({ detail: 'Your account does not have a Discord ID associated with it.' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);

    await user.type(screen.getByLabelText(/username/i), 'ada');
    await user.type(screen.getByLabelText(/password/i), 'correct horse{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please type /verify in the MockPrep server and enter ada.');
  });

  it("says when a rate-limited member may try again, instead of calling the password wrong", async () => {
    server.use(
      http.post('http://localhost/auth/login/', () =>
        HttpResponse.json(
          { detail: 'Too many failed sign-in attempts. Please try again later.' },
          { status: 429, headers: { 'Retry-After': '841' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);

    await user.type(screen.getByLabelText(/username/i), 'ada');
    await user.type(screen.getByLabelText(/password/i), 'correct horse{Enter}');

    const said = 'Too many failed sign-in attempts. Please try again later. You can try again in 15 minutes.';
    // The form's alert and the toast both say it, not SPEC's lines for a wrong password.
    expect(await screen.findAllByText(said)).toHaveLength(2);
    expect(screen.queryByText('Invalid username or password.')).not.toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials. Please try again.')).not.toBeInTheDocument();
  });

  it('starts with the given username', () => {
    renderWithStore(<LoginForm initialUsername="grace" />);

    expect(screen.getByLabelText(/username/i)).toHaveValue('grace');
    expect(screen.getByLabelText(/password/i)).toHaveFocus();
  });

  it('takes over the prerendered sign-in form: what was typed, the focus and the caret, and removes it', async () => {
    // What the build serves beside #root (app/prerender), after a member typed before the app ran.
    const served = document.createElement('div');
    served.id = SERVED_SIGN_IN_ID;
    served.innerHTML = '<form><input name="username"><input name="password" type="password"></form>';
    document.body.append(served);
    const [servedUsername, servedPassword] = served.querySelectorAll('input');
    servedUsername.value = 'ada';
    servedPassword.value = 'correct orse';
    servedPassword.focus();
    servedPassword.setSelectionRange(8, 8);
    const user = userEvent.setup();
    renderWithStore(<LoginForm />);

    expect(document.getElementById(SERVED_SIGN_IN_ID)).toBeNull();
    expect(screen.getByLabelText(/username/i)).toHaveValue('ada');
    expect(screen.getByLabelText(/password/i)).toHaveFocus();
    // Typing goes on at the caret the member left, not at the start or the end.
    await user.keyboard('h');
    expect(screen.getByLabelText(/password/i)).toHaveValue('correct horse');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Session: ada')).toBeInTheDocument();
    expect(loginBodies).toEqual([{ username: 'ada', password: 'correct horse' }]);
  });
});
