import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture, type MemberDto } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { TopBar } from './top-bar';
import { API_URL } from '@/shared/config';

let answer: () => Response;
setupApiServer(http.get('http://localhost/auth/session/', () => answer()));

const VERIFIED = [{ name: 'is_verified' as const }];
const ADMIN = [{ name: 'is_verified' as const }, { name: 'is_admin' as const }];
const MEMBER_LINKS = ['Sign up for an interview', 'View your interviews', 'Directory'];

function signedInAs(overrides: Partial<MemberDto>) {
  answer = () => HttpResponse.json({ isAuthenticated: true, user: memberDtoFixture(overrides) });
}

function signedOut() {
  answer = () => HttpResponse.json({ isAuthenticated: false });
}

/** Renders the bar and waits for the session answer, which the profile button reflects. */
async function renderTopBar(profileButtonText: string) {
  renderWithProviders(<TopBar />, { store: createTestStore(sessionSlice) });
  const profileButton = await screen.findByRole('link', { name: profileButtonText });
  return { profileButton, navigation: screen.getByRole('navigation', { name: 'Main' }) };
}

function linkTexts(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('TopBar', () => {
  it('offers Join and Sign in to signed-out visitors, and no member links', async () => {
    signedOut();
    const { profileButton, navigation } = await renderTopBar('Sign in');
    expect(profileButton).toHaveAttribute('href', '/auth');
    expect(linkTexts(navigation)).toEqual(['Join']);
  });

  it('shows the member links and the first name to a verified member', async () => {
    signedInAs({ first_name: 'Ada', groups: VERIFIED });
    const { profileButton, navigation } = await renderTopBar('Ada');
    expect(profileButton).toHaveAttribute('href', '/profile');
    expect(linkTexts(navigation)).toEqual(MEMBER_LINKS);
  });

  it('adds the Admin Dashboard link for admins', async () => {
    signedInAs({ first_name: 'Grace', groups: ADMIN });
    const { navigation } = await renderTopBar('Grace');
    expect(linkTexts(navigation)).toEqual([...MEMBER_LINKS, 'Admin Dashboard']);
    expect(within(navigation).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows no member links to a member who is not verified yet', async () => {
    signedInAs({ first_name: 'Alan', groups: [] });
    const { navigation } = await renderTopBar('Alan');
    expect(linkTexts(navigation)).toEqual([]);
  });

  it('asks members without a first name to finish their profile', async () => {
    signedInAs({ first_name: '', groups: VERIFIED });
    const { profileButton } = await renderTopBar('Finish setting up your profile');
    expect(profileButton).toHaveAttribute('href', '/profile');
  });

  it('shows the profile picture on the profile button when there is one', async () => {
    signedInAs({ first_name: 'Ada', profile_picture_url: '/uploads/ada.png', groups: VERIFIED });
    const { profileButton } = await renderTopBar('Ada');
    // The avatar image is decorative (alt ''), so it is found by tag, not by role.
    // Uploaded pictures are served by the API, which may live on another origin.
    expect(profileButton.querySelector('img')).toHaveAttribute('src', `${API_URL}/uploads/ada.png`);
  });

  it('has a menu with the same links for small screens', async () => {
    signedInAs({ first_name: 'Grace', groups: ADMIN });
    await renderTopBar('Grace');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // The drawer's code loads on this first open; a busy machine may need more than the default second.
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5_000 });
    expect(linkTexts(menu)).toEqual([...MEMBER_LINKS, 'Admin Dashboard', 'Grace']);
  });

  it('links the brand to /home', async () => {
    signedOut();
    await renderTopBar('Sign in');
    expect(screen.getByRole('link', { name: 'MockPrep' })).toHaveAttribute('href', '/home');
  });
});
