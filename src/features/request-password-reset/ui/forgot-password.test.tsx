import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { ForgotPassword } from './forgot-password';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

const RESET_REQUESTED = 'If an account exists for that email, a reset link has been sent.';
let resetBodies: unknown[] = [];
const server = setupApiServer(
  http.post('http://localhost/auth/password-reset/', async ({ request }) => {
    resetBodies.push(await request.json());
    return HttpResponse.json({ detail: RESET_REQUESTED });
  }),
);

beforeEach(() => {
  resetBodies = [];
});

async function openDialog() {
  renderWithProviders(<ForgotPassword />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return user;
}

describe('ForgotPassword', () => {
  it('mails a reset link and shows what the server said', async () => {
    const user = await openDialog();

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu{Enter}');

    expect(await screen.findByText(RESET_REQUESTED)).toBeInTheDocument();
    expect(resetBodies).toEqual([{ email: 'ada@example.edu' }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for an email before sending anything', async () => {
    const user = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(resetBodies).toEqual([]);
  });

  it('refuses a text that is not an email address at the field, sending nothing', async () => {
    const user = await openDialog();

    await user.type(screen.getByLabelText(/^Email/), 'ada{Enter}');

    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText(/^Email/)).toBeInvalid();
    expect(resetBodies).toEqual([]);
  });

  it('shows the rate limit message', async () => {
    server.use(
      http.post('http://localhost/auth/password-reset/', () =>
        HttpResponse.json({ detail: 'Too many password reset requests. Please try again later.' }, { status: 429 }),
      ),
    );
    const user = await openDialog();

    await user.type(screen.getByLabelText(/^Email/), 'ada@example.edu{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests. Please try again later.');
  });
});
