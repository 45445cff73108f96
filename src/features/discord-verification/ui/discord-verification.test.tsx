import { Route, Routes } from 'react-router-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mapMember, type MemberDto } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { DiscordVerification } from './discord-verification';

// Node's fetch cannot resolve the same-origin default (''), so the tests talk to an absolute origin.
jest.mock('@/shared/config', () => ({ ...jest.requireActual('@/shared/config'), API_URL: 'http://localhost' }));

const adaDto: MemberDto = {
  id: 1, username: 'ada', email: 'ada@example.edu', first_name: 'Ada', last_name: 'Lovelace', bio: '', major: '', grad_date: null,
  local: '', preview: '', role: '', resume_url: '', discord_username: 'ada.l', discord_id: null, profile_picture_url: '',
  created: '2026-01-01T00:00:00.000Z', groups: [], linkedin: null, github: null, leetcode: null,
};
const verifiedAda: MemberDto = { ...adaDto, discord_id: '1234', groups: [{ name: 'is_verified' }] };

/** The profile the server returns for each successive check; the last one repeats. */
let profiles: Array<MemberDto | 'error'> = [];
let profileRequests = 0;
let discordUsernameBodies: unknown[] = [];
let botEnabled = true;

const server = setupApiServer(
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: false })),
  http.get('http://localhost/config/', () => HttpResponse.json({ discord_bot_enabled: botEnabled })),
  http.get('http://localhost/members/profile/', () => {
    const profile = profiles[Math.min(profileRequests, profiles.length - 1)];
    profileRequests += 1;
    return profile === 'error' ? HttpResponse.json({ detail: 'Boom.' }, { status: 500 }) : HttpResponse.json(profile);
  }),
  http.post('http://localhost/members/update-discord-username', async ({ request }) => {
    const body = (await request.json()) as { new_discord_username: string };
    discordUsernameBodies.push(body);
    return HttpResponse.json({ success: true, discord_username: body.new_discord_username });
  }),
);

beforeEach(() => {
  profiles = [adaDto];
  profileRequests = 0;
  discordUsernameBodies = [];
  botEnabled = true;
});

function renderScreen() {
  renderWithProviders(
    <Routes>
      <Route path="/auth" element={<DiscordVerification member={mapMember(adaDto)} logoutAction={<button type="button">Logout</button>} />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { store: createTestStore(sessionSlice), initialEntries: ['/auth'] },
  );
}

/** Moves the fake clock, letting the checks it triggers reach the stub server. */
const elapse = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('DiscordVerification polling', () => {
  beforeEach(() => {
    // Only the page's own timers are faked; Node's network plumbing under msw keeps its real ones.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('tells the member what to run and offers a way out', async () => {
    renderScreen();

    expect(await screen.findByText('/verify ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Checking' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('names the username once, in the command to run', async () => {
    renderScreen();

    const advice = (await screen.findByText('/verify ada')).closest('p');
    expect(advice).toHaveTextContent('In the MockPrep Discord server, run /verify ada (the command takes your MockPrep username), then press Start Checking.');
    expect(advice?.textContent?.match(/\bada\b/g)).toHaveLength(1);
  });

  it('says an admin verifies accounts when no chat-server bot is configured', async () => {
    botEnabled = false;
    renderScreen();

    expect(await screen.findByText(/An admin verifies MockPrep accounts here/)).toHaveTextContent(
      'An admin verifies MockPrep accounts here. Ask an admin to verify your username, ada, then press Start Checking.',
    );
    expect(screen.queryByText('/verify ada')).not.toBeInTheDocument();
  });

  it('never shows the /verify advice before the installation says a bot answers it', async () => {
    botEnabled = false;
    renderScreen();

    expect(screen.queryByText('/verify ada')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading how to verify')).toBeInTheDocument();
    await screen.findByText(/An admin verifies MockPrep accounts here/);
  });

  it('checks every 5 seconds, fills the bar, and moves on to / after success', async () => {
    profiles = [adaDto, verifiedAda];
    const user = setupUser();
    renderScreen();

    await user.click(screen.getByRole('button', { name: 'Start Checking' }));
    expect(screen.getByText('Checking status for 15 seconds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Checking' })).toBeDisabled();

    await elapse(2_000);
    expect(screen.getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute('aria-valuenow', '10');
    expect(profileRequests).toBe(0);

    await elapse(3_000);
    await waitFor(() => expect(profileRequests).toBe(1));
    expect(screen.queryByText('Verification Successful!')).not.toBeInTheDocument();

    await elapse(5_000);
    expect(await screen.findByText('Verification Successful!')).toBeInTheDocument();
    expect(profileRequests).toBe(2);

    await elapse(1_500);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('times out after 3 unverified checks and offers to try again', async () => {
    const user = setupUser();
    renderScreen();

    await user.click(screen.getByRole('button', { name: 'Start Checking' }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await elapse(5_000);
      await waitFor(() => expect(profileRequests).toBe(attempt));
    }

    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByText('Verification Timeout')).toBeInTheDocument();
    expect(screen.getByText('Failed to verify within retry limit')).toBeInTheDocument();
    expect(screen.queryByText('Checking status for 15 seconds')).not.toBeInTheDocument();

    await elapse(10_000);
    expect(profileRequests).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Checking status for 15 seconds')).toBeInTheDocument();
  });

  it('stops with an error when a check fails', async () => {
    profiles = ['error'];
    const user = setupUser();
    renderScreen();

    await user.click(screen.getByRole('button', { name: 'Start Checking' }));
    await elapse(5_000);

    expect(await screen.findByText('An error occurred while checking verification status.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.queryByText(/Verification Timeout/)).not.toBeInTheDocument();
  });
});

describe('DiscordVerification username update', () => {
  const discordUsernameField = () => screen.getByRole('textbox', { name: 'Discord username' });

  it('sends the typed username and confirms it', async () => {
    const user = userEvent.setup();
    renderScreen();

    await user.type(discordUsernameField(), 'ada.lovelace{Enter}');

    expect(await screen.findByText('Successfully updated discord username!')).toBeInTheDocument();
    expect(discordUsernameBodies).toEqual([{ new_discord_username: 'ada.lovelace' }]);
  });

  it('falls back to the current username when the field is empty', async () => {
    const user = userEvent.setup();
    renderScreen();

    await user.click(screen.getByRole('button', { name: 'Update Discord username' }));

    expect(await screen.findByText('Successfully updated discord username!')).toBeInTheDocument();
    expect(discordUsernameBodies).toEqual([{ new_discord_username: 'ada.l' }]);
  });

  it('reports why the update failed', async () => {
    server.use(
      http.post('http://localhost/members/update-discord-username', () =>
        HttpResponse.json({ detail: 'That Discord username is already taken.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen();

    await user.type(discordUsernameField(), 'grace{Enter}');

    expect(await screen.findByText('Error updating discord username: That Discord username is already taken.')).toBeInTheDocument();
  });
});
