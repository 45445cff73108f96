import { Provider } from 'react-redux';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { baseApi } from '@/shared/api';
import { SignupsPage } from './signups-page';

let requestedDays: string[] = [];
const server = setupServer(
  http.get('http://localhost/interview/signups/', ({ request }) => {
    requestedDays.push(new URL(request.url).searchParams.get('days') ?? '');
    return HttpResponse.json({ detail: 'The signup log is unavailable right now.' }, { status: 503 });
  }),
);

function createStore() {
  return configureStore({ reducer: combineSlices(baseApi), middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
}
let store: ReturnType<typeof createStore>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requestedDays = [];
  store = createStore();
  render(
    <Provider store={store}>
      <SignupsPage />
    </Provider>,
  );
});
afterEach(() => {
  cleanup();
  store.dispatch(baseApi.util.resetApiState());
});
afterAll(() => server.close());

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
