import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { ApiClientForm } from './api-client-form';

let received: Array<{ method: string; path: string; token: string | null; body: string }> = [];
setupApiServer(
  http.get('http://localhost/auth/csrf/', () => HttpResponse.json({}, { headers: { 'X-CSRFToken': 'token-1' } })),
  http.all('http://localhost/questions/technical/queue/', async ({ request }) => {
    received.push({ method: request.method, path: new URL(request.url).pathname, token: request.headers.get('X-CSRFToken'), body: await request.text() });
    if (request.method === 'PUT') return HttpResponse.json({ detail: 'Unknown question id.' }, { status: 400, headers: { 'X-Trace': 'abc' } });
    return HttpResponse.json({ question_queue: ['q1'] });
  }),
);

function renderForm() {
  renderWithProviders(<ApiClientForm />);
}

async function chooseMethod(method: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Method' }));
  await userEvent.click(screen.getByRole('option', { name: method }));
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

beforeEach(() => {
  received = [];
});

describe('ApiClientForm', () => {
  it("refuses to send without a URL: 'URL is required'", async () => {
    renderForm();
    await send();
    expect(screen.getByText('URL is required')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it("refuses a body that is not JSON: 'Invalid JSON in request body'", async () => {
    renderForm();
    await chooseMethod('POST');
    await userEvent.click(screen.getByRole('textbox', { name: /URL/ }));
    await userEvent.paste('/questions/technical/queue/');
    await userEvent.click(screen.getByRole('textbox', { name: /Body/ }));
    await userEvent.paste("{'not': json");
    await send();
    expect(screen.getByText('Invalid JSON in request body')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('sends a PUT with the CSRF token and shows status, headers and the pretty-printed body of a refusal', async () => {
    renderForm();
    await chooseMethod('PUT');
    await userEvent.click(screen.getByRole('textbox', { name: /URL/ }));
    await userEvent.paste('questions/technical/queue/');
    await userEvent.click(screen.getByRole('textbox', { name: /Body/ }));
    await userEvent.paste('{"question_queue": ["nope"]}');
    await send();
    const response = await screen.findByRole('region', { name: 'Response' });
    expect(within(response).getByRole('heading', { name: 'Status: 400' })).toBeInTheDocument();
    expect(within(response).getByLabelText('Response headers')).toHaveTextContent('x-trace: abc');
    expect(within(response).getByLabelText('Response body').textContent).toBe('{\n  "detail": "Unknown question id."\n}');
    expect(received).toEqual([{ method: 'PUT', path: '/questions/technical/queue/', token: 'token-1', body: '{"question_queue":["nope"]}' }]);
  });

  it('sends a GET without a body', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('textbox', { name: /URL/ }));
    await userEvent.paste('/questions/technical/queue/');
    await send();
    expect(await screen.findByRole('heading', { name: 'Status: 200' })).toBeInTheDocument();
    expect(received).toEqual([{ method: 'GET', path: '/questions/technical/queue/', token: null, body: '' }]);
  });
});
