import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Settings } from 'luxon';
import { http, HttpResponse } from 'msw';
import { ownTimeZone } from '@/shared/lib/dates';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { RegisterForm } from './register-form';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

let registrations: unknown[] = [];
const server = setupApiServer(
  http.post('http://localhost/auth/register/', async ({ request }) => {
    registrations.push(await request.json());
    return HttpResponse.json({ detail: 'Registration successful.', id: 7, username: 'ada' }, { status: 201 });
  }),
);

beforeEach(() => {
  registrations = [];
});

function renderForm() {
  const onRegistered = jest.fn();
  renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
  return { onRegistered, user: userEvent.setup() };
}

/** Fields by the start of their label (MUI appends ' *' to required ones). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fillIn(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    Username: 'ada',
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.edu',
    'Discord username': 'ada.l',
    Password: 'analytical engine',
    'Confirm password': 'analytical engine',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    await user.click(field(label));
    await user.paste(value);
  }
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('RegisterForm', () => {
  it('labels all seven fields, the email one as an email input', () => {
    renderForm();

    for (const label of ['Username', 'First name', 'Last name', 'Discord username', 'Password', 'Confirm password']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Email')).toHaveAttribute('type', 'email');
  });

  it('asks for every field before sending anything', async () => {
    const { user } = renderForm();
    await fillIn(user, { 'Discord username': '' });

    await submit(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(registrations).toEqual([]);
  });

  it("shows a Discord username over the server's 32 characters as too long while it is typed, and holds Register back", async () => {
    const { user } = renderForm();
    await fillIn(user, { 'Discord username': 'd'.repeat(33) });

    expect(screen.getByText('Ensure this field has no more than 32 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('33 of 32 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it('refuses passwords that differ', async () => {
    const { user } = renderForm();
    await fillIn(user, { 'Confirm password': 'analytical engines' });

    await submit(user);

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(registrations).toEqual([]);
  });

  it('registers with the API field names, busy until the server answers', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('http://localhost/auth/register/', async ({ request }) => {
        registrations.push(await request.json());
        await answered;
        return HttpResponse.json({ detail: 'Registration successful.', id: 7, username: 'ada' }, { status: 201 });
      }),
    );
    const { user, onRegistered } = renderForm();
    await fillIn(user);

    await submit(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled());
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    expect(onRegistered).toHaveBeenCalledWith('ada');
    expect(registrations).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'ada',
        email: 'ada@example.edu',
        password: 'analytical engine',
        discord_username: 'ada.l',
        interview_focus: 'mixed',
        interview_difficulty: 'medium',
        preferred_language: '',
        time_zone: ownTimeZone(),
      },
    ]);
  });

  it("sends the browser's time zone without asking for it", async () => {
    const browserZone = Settings.defaultZone;
    Settings.defaultZone = 'America/Argentina/Buenos_Aires';
    try {
      const { user, onRegistered } = renderForm();
      await fillIn(user);
      expect(screen.queryByLabelText(/time zone/i)).not.toBeInTheDocument();

      await submit(user);

      await waitFor(() => expect(onRegistered).toHaveBeenCalled());
      expect(registrations).toEqual([expect.objectContaining({ time_zone: 'America/Argentina/Buenos_Aires' })]);
    } finally {
      Settings.defaultZone = browserZone;
    }
  });

  it('sends the interview focus, difficulty and language the member chose, the language by keyboard', async () => {
    const { user, onRegistered } = renderForm();
    await fillIn(user);
    expect(screen.getByRole('group', { name: 'Interview preferences' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Interview focus' })).toHaveTextContent('Mixed');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Medium');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveTextContent('No preference');

    await user.click(screen.getByRole('combobox', { name: 'Interview focus' }));
    await user.click(screen.getByRole('option', { name: 'System design' }));
    await user.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await user.click(screen.getByRole('option', { name: 'Hard' }));
    act(() => screen.getByRole('combobox', { name: 'Preferred language' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Python' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveTextContent('Python'));

    await submit(user);

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('ada'));
    expect(registrations).toEqual([
      expect.objectContaining({ username: 'ada', interview_focus: 'system_design', interview_difficulty: 'hard', preferred_language: 'python' }),
    ]);
  });

  it('marks a preference the server refused under its select', async () => {
    server.use(
      http.post('http://localhost/auth/register/', () =>
        HttpResponse.json(
          { detail: 'Interview focus: Choose one of: algorithms, system_design, behavioral, mixed.', errors: { interview_focus: ['Choose one of: algorithms, system_design, behavioral, mixed.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await fillIn(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Interview focus: Choose one of');
    expect(screen.getByRole('combobox', { name: 'Interview focus' })).toHaveAccessibleDescription('Choose one of: algorithms, system_design, behavioral, mixed.');
  });

  it('shows the server detail and keeps what was typed', async () => {
    server.use(
      http.post('http://localhost/auth/register/', () =>
        HttpResponse.json({ detail: 'A member with that username already exists.' }, { status: 409 }),
      ),
    );
    const { user, onRegistered } = renderForm();
    await fillIn(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('A member with that username already exists.');
    expect(field('Username')).toHaveValue('ada');
    expect(field('Password')).toHaveValue('analytical engine');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('marks the fields the server refused', async () => {
    server.use(
      http.post('http://localhost/auth/register/', () =>
        HttpResponse.json(
          { detail: 'Please correct the highlighted fields.', errors: { password: ['This password is entirely numeric.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await fillIn(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByText('This password is entirely numeric.')).toBeInTheDocument();
  });

  it('says a generic error when the server cannot be reached', async () => {
    server.use(http.post('http://localhost/auth/register/', () => HttpResponse.error()));
    const { user } = renderForm();
    await fillIn(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
  });
});
