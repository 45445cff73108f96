import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { SignupsPage } from './signups-page';

let requestedDays: string[] = [];
setupApiServer(
  http.get('http://localhost/interview/signups/', ({ request }) => {
    requestedDays.push(new URL(request.url).searchParams.get('days') ?? '');
    return HttpResponse.json({ detail: 'The signup log is unavailable right now.' }, { status: 503 });
  }),
);

beforeEach(() => {
  requestedDays = [];
  renderWithProviders(<SignupsPage />);
});

describe('SignupsPage', () => {
  it('asks for 14 days by default and shows a load error in red', async () => {
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The signup log is unavailable right now.');
    expect(getComputedStyle(error).color).not.toBe(getComputedStyle(screen.getByRole('heading', { name: 'Signups' })).color);
    expect(screen.getByRole('spinbutton', { name: 'Days' })).toHaveValue(14);
    expect(requestedDays).toEqual(['14']);
  });

  it('refuses a day count under 1 and asks again once it is valid', async () => {
    await screen.findByRole('alert');
    const days = screen.getByRole('spinbutton', { name: 'Days' });
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    expect(screen.getByText('Enter a whole number from 1 to 365')).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    await waitFor(() => expect(requestedDays).toContain('3'));
    expect(requestedDays).not.toContain('0');
  });
});
