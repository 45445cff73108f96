import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { PasswordResetConfirmPage } from './password-reset-confirm-page';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

let confirmations: Array<{ path: string; body: unknown }> = [];
const server = setupApiServer(
  http.post('http://localhost/auth/password-reset-confirm/:uid/:token/', async ({ request }) => {
    confirmations.push({ path: new URL(request.url).pathname, body: await request.json() });
    return HttpResponse.json({ detail: 'Password has been reset.' });
  }),
);

beforeEach(() => {
  confirmations = [];
});

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/password-reset-confirm/:uid/:token" element={<PasswordResetConfirmPage />} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    { initialEntries: ['/password-reset-confirm/MQ/abc-123'] },
  );
  return userEvent.setup();
}

const newPasswordField = () => screen.getByLabelText(/^New password/);
const confirmField = () => screen.getByLabelText(/^Confirm password/);
const submitButton = () => screen.getByRole('button', { name: 'Reset password' });

describe('PasswordResetConfirmPage', () => {
  it('needs both fields', async () => {
    const user = renderPage();

    await user.type(newPasswordField(), 'a new secret');
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Both password fields are required.');
    expect(confirmations).toEqual([]);
  });

  it('needs the passwords to match', async () => {
    const user = renderPage();

    await user.type(newPasswordField(), 'a new secret');
    await user.type(confirmField(), 'a new secrets{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(confirmations).toEqual([]);
  });

  it('resets the password with the link and leads to sign in', async () => {
    const user = renderPage();

    await user.type(newPasswordField(), 'a new secret');
    await user.type(confirmField(), 'a new secret{Enter}');

    expect(await screen.findByText('Password has been successfully reset!')).toBeInTheDocument();
    expect(confirmations).toEqual([{ path: '/auth/password-reset-confirm/MQ/abc-123/', body: { new_password: 'a new secret' } }]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('explains a refused reset with the server detail and the password problems', async () => {
    server.use(
      http.post('http://localhost/auth/password-reset-confirm/:uid/:token/', () =>
        HttpResponse.json(
          { detail: 'New password: This password is entirely numeric.', errors: { new_password: ['This password is entirely numeric.'] } },
          { status: 400 },
        ),
      ),
    );
    const user = renderPage();

    await user.type(newPasswordField(), '12345678');
    await user.type(confirmField(), '12345678{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while resetting the password. New password: This password is entirely numeric.',
    );
    expect(screen.getByText('This password is entirely numeric.')).toBeInTheDocument();
  });

  it('offers a new link when the link has expired', async () => {
    server.use(
      http.post('http://localhost/auth/password-reset-confirm/:uid/:token/', () =>
        HttpResponse.json({ detail: 'Invalid or expired reset link.' }, { status: 400 }),
      ),
    );
    const user = renderPage();

    await user.type(newPasswordField(), 'a new secret');
    await user.type(confirmField(), 'a new secret{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link.');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
