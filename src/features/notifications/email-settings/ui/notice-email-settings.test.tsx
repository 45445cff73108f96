import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EmailPreferencesDto } from '@/shared/api';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { NoticeEmailSettings } from './notice-email-settings';

let preferences: EmailPreferencesDto;
const saved: unknown[] = [];
setupApiServer(
  http.get('http://localhost/notifications/email-preferences/', () => HttpResponse.json(preferences)),
  http.put('http://localhost/notifications/email-preferences/', async ({ request }) => {
    const body = (await request.json()) as { kind: string; email: boolean };
    saved.push(body);
    preferences = { kinds: preferences.kinds.map((kind) => (kind.kind === body.kind ? { ...kind, email: body.email } : kind)) };
    return HttpResponse.json(preferences);
  }),
);

beforeEach(() => {
  saved.length = 0;
  preferences = {
    kinds: [
      { kind: 'pair', label: 'Your partner and the proposed time', email: true, always: true },
      { kind: 'reminder', label: 'Interview reminders', email: true, always: false },
    ],
  };
});

describe('NoticeEmailSettings', () => {
  it('turns one kind of email off, and keeps those that change an agreed time on, saying why', async () => {
    const { user } = renderWithProviders(<NoticeEmailSettings />);
    const reminders = await screen.findByRole('switch', { name: 'Interview reminders' });
    const partner = screen.getByRole('switch', { name: 'Your partner and the proposed time' });
    expect(partner).toBeDisabled();
    expect(partner).toBeChecked();
    expect(partner).toHaveAccessibleDescription('Always emailed: it changes an agreed time.');

    await user.click(reminders);
    expect(await screen.findByRole('switch', { name: 'Interview reminders', checked: false })).toBeInTheDocument();
    expect(saved).toEqual([{ kind: 'reminder', email: false }]);
  });
});
