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
      { kind: 'time_proposed', label: 'Your partner proposes another time', email: true, always: true },
      { kind: 'time_confirmed', label: 'A time confirmed or agreed', email: true, always: true },
      { kind: 'feedback', label: 'Feedback received', email: true, always: false },
    ],
  };
});

describe('NoticeEmailSettings', () => {
  it('turns one kind of email off, and keeps the always-emailed kinds on, each saying a reason true of it', async () => {
    const { user } = renderWithProviders(<NoticeEmailSettings />);
    const feedback = await screen.findByRole('switch', { name: 'Feedback received' });
    const partner = screen.getByRole('switch', { name: 'Your partner and the proposed time' });
    expect(partner).toBeDisabled();
    expect(partner).toBeChecked();
    expect(partner).toHaveAccessibleDescription('Always emailed: it gives your partner and the time you meet.');
    // Only an agreed time changing is said to change an agreed time.
    expect(screen.getByRole('switch', { name: 'Your partner proposes another time' })).toHaveAccessibleDescription('Always emailed: your partner waits for your answer.');
    expect(screen.getByRole('switch', { name: 'A time confirmed or agreed' })).toHaveAccessibleDescription('Always emailed: it changes an agreed time.');

    await user.click(feedback);
    expect(await screen.findByRole('switch', { name: 'Feedback received', checked: false })).toBeInTheDocument();
    expect(saved).toEqual([{ kind: 'feedback', email: false }]);
  });

  it('says where the one interview reminders setting is', async () => {
    renderWithProviders(<NoticeEmailSettings />);
    expect(await screen.findByText('Interview reminders are turned on or off under Edit → Notifications.')).toBeInTheDocument();
  });
});
