import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, setupApiServer } from '@/shared/lib/testing';
import { MemberProfilePage } from './member-profile-page';

const viewer = memberDtoFixture({ id: 1, username: 'ada' });
const grace = memberDtoFixture({
  id: 42,
  username: 'grace',
  email: 'grace@example.edu',
  first_name: 'Grace',
  last_name: 'Hopper',
  major: 'Mathematics',
  grad_date: '2027-05-01',
  local: 'New York',
  role: 'SWE intern',
  bio: 'Found a **moth**.',
  discord_username: 'amazing_grace',
  created: '2026-01-05T18:00:00.000Z',
  resume_url: 'https://example.edu/grace.pdf',
  groups: [{ name: 'is_verified' }, { name: 'is_admin' }],
  // Her GitHub link is private: the server sends it to other members as null.
  github: null,
  leetcode: { username: 'grace_h', isPrivate: false },
});

setupApiServer(
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: viewer })),
  http.get('http://localhost/directory/42/', () => HttpResponse.json(grace)),
  http.get('http://localhost/directory/404/', () => HttpResponse.json({ detail: 'Member not found.' }, { status: 404 })),
  http.get('http://localhost/engagement/user/42', () =>
    HttpResponse.json({ github: null, leetcode: { easy_solved: 50, medium_solved: 30, hard_solved: 5, total_solved: 85, last_updated: '2026-03-01T00:00:00.000Z' } }),
  ),
);

// Ripples and toast transitions would still be animating when a test ends, and update the tree after it.
const stillTheme = createTheme({ components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

function renderAt(path: string) {
  const store = createTestStore(sessionSlice);
  const router = createMemoryRouter(
    [
      { path: '/directory/:userId', element: <MemberProfilePage /> },
      { path: '/profile', element: <p>Your own profile</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <ThemeProvider theme={stillTheme}>
        <SnackbarProvider transitionDuration={{ enter: 0, exit: 0 }}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
}

describe('MemberProfilePage', () => {
  it("shows another member's profile with a way to report them", async () => {
    renderAt('/directory/42');

    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('@grace')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    for (const [label, value] of [
      ['Member Number', '#42'],
      ['Member Since', 'January 5, 2026'],
      ['Major', 'Mathematics'],
      ['Expected Graduation', 'May 1, 2027'],
      ['Location', 'New York'],
    ]) {
      expect(within(details).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(details).getByText('Admin')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'View Resume' })).toHaveAttribute('href', 'https://example.edu/grace.pdf');
    // The bio is markdown: formatted, never the raw asterisks.
    const bio = screen.getByRole('region', { name: 'Bio' });
    expect(await within(bio).findByText('moth', { selector: 'strong' })).toBeInTheDocument();
    expect(bio).toHaveTextContent('Found a moth.');
    expect(screen.getByRole('button', { name: 'Report User' })).toBeInTheDocument();
  });

  it('links only the external profiles the viewer may see', async () => {
    renderAt('/directory/42');

    const links = await screen.findByRole('region', { name: 'External Links' });
    expect(within(links).getByRole('link', { name: /LeetCode/ })).toHaveAttribute('href', 'https://leetcode.com/u/grace_h');
    expect(within(links).queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
  });

  it('shows the activity overview without the services that have no stats', async () => {
    renderAt('/directory/42');

    const activity = await screen.findByRole('region', { name: 'Activity Overview' });
    const leetcode = await within(activity).findByRole('region', { name: 'LeetCode' });
    expect(within(leetcode).getByText('85')).toBeInTheDocument();
    expect(within(leetcode).getByText('Total')).toBeInTheDocument();
    expect(within(activity).queryByRole('region', { name: 'GitHub' })).not.toBeInTheDocument();
  });

  it('copies the contact details', async () => {
    const user = userEvent.setup();
    renderAt('/directory/42');

    await user.click(await screen.findByRole('button', { name: 'Copy Discord username' }));

    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy Discord username');
    await expect(navigator.clipboard.readText()).resolves.toBe('amazing_grace');
  });

  it("says 'Member not found' when the member cannot be loaded", async () => {
    renderAt('/directory/404');

    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to get member profile')).toBeInTheDocument();
  });

  it('shows your own profile, without Report User, for your own id', async () => {
    renderAt('/directory/1');

    expect(await screen.findByText('Your own profile')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report User' })).not.toBeInTheDocument();
  });
});
