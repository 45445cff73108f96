import type { Locator, Page } from 'playwright-core';
import type { NewMember } from './api';
import type { RunningServer } from './server';

/** The hash-routed location, e.g. '/home' for http://host/#/home. */
export function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

export async function open(page: Page, server: RunningServer, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}/#${path}`);
}

/** Waits until the SPA's router has settled on `path` (guards redirect in one or more hops). */
export async function waitForRoute(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.hash === `#${path}`);
}

/** The top bar (MUI AppBar renders a <header>, the page's banner). */
export function topBar(page: Page): Locator {
  return page.getByRole('banner');
}

/** A top-bar entry by its exact text, whether rendered as a link or a button. */
export function topBarItem(page: Page, text: string): Locator {
  return topBar(page).getByText(text, { exact: true });
}

export const SIGNED_IN_LINKS = ['Sign up for an interview', 'View your interviews', 'Directory'];

/** The form that holds the visible Username field: the Login or the Register tab's. */
function authForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel(/^Username/) });
}

export async function submitLogin(page: Page, server: RunningServer, username: string, password: string): Promise<void> {
  await open(page, server, '/auth');
  await page.getByRole('tab', { name: 'Login' }).click();
  const form = authForm(page);
  await form.getByLabel(/^Username/).fill(username);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: /^(Log ?in|Sign in)$/i }).click();
}

/**
 * Signs a verified member in through the login form and waits for the signed-in top bar and for the sign-in
 * page's redirect to /home: the bar shows as soon as the session does, one render before the redirect, and a
 * page opened in between is replaced by /home (CI, under load).
 */
export async function signIn(page: Page, server: RunningServer, member: Pick<NewMember, 'username' | 'password'>): Promise<void> {
  await submitLogin(page, server, member.username, member.password);
  await waitForRoute(page, '/home');
  await topBarItem(page, 'Directory').waitFor();
}

/** Interview preferences by the labels the Register form shows, e.g. { 'Interview focus': 'System design' }; the rest keep their defaults. */
export type PreferenceChoices = Partial<Record<'Interview focus' | 'Difficulty' | 'Preferred language', string>>;

export async function fillRegisterForm(page: Page, member: NewMember, preferences: PreferenceChoices = {}): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = authForm(page);
  for (const [select, choice] of Object.entries(preferences)) {
    await form.getByRole('combobox', { name: select }).click();
    await page.getByRole('option', { name: choice, exact: true }).click();
  }
  await form.getByLabel(/^Username/).fill(member.username);
  await form.getByLabel(/^First name/i).fill(member.firstName);
  await form.getByLabel(/^Last name/i).fill(member.lastName);
  await form.getByLabel(/^Email/i).fill(member.email);
  await form.getByLabel(/^Discord username/i).fill(member.discordUsername);
  await form.getByLabel(/^Password/).fill(member.password);
  await form.getByLabel(/^Confirm password/i).fill(member.password);
  await form.getByRole('button', { name: 'Register' }).click();
}
