import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { consoleApi } from '../api/console-api';
import { consoleSlice } from '../model/console-slice';
import { AdminConsole } from './admin-console';

let sentBodies: unknown[] = [];
let answer: (body: { command: string }) => Promise<Response> | Response;
setupApiServer(
  http.get('http://localhost/admin/command/', () =>
    HttpResponse.json({ available_commands: [{ name: 'pair', description: 'Pairs the pool.', usage: 'pair [--dry-run] [--force-current-week]' }] }),
  ),
  http.post('http://localhost/admin/command/', async ({ request }) => {
    const body = (await request.json()) as { command: string };
    sentBodies.push(body);
    return answer(body);
  }),
);

let store: ReturnType<typeof createTestStore>;

function renderConsole() {
  store = createTestStore(consoleSlice);
  renderWithProviders(<AdminConsole />, { store });
  return { input: screen.getByRole('textbox', { name: 'Command' }), log: screen.getByRole('log', { name: 'Console output' }) };
}

beforeEach(() => {
  sentBodies = [];
  answer = ({ command }) => HttpResponse.json({ success: true, output: `ran ${command}`, error: '' });
});

describe('AdminConsole', () => {
  it('runs a typed command and shows its input and output lines', async () => {
    const { input, log } = renderConsole();
    await userEvent.type(input, 'pool_status --force-current-week{Enter}');
    expect(await within(log).findByText('ran pool_status')).toBeInTheDocument();
    expect(within(log).getByText('$ pool_status --force-current-week')).toBeInTheDocument();
    expect(sentBodies).toEqual([{ command: 'pool_status', args: [], kwargs: { 'force-current-week': true } }]);
  });

  it("splits a line as the CLI does, leaving the word after a command's declared flag positional", async () => {
    const { input, log } = renderConsole();
    // The flags come from the usage lines of GET /admin/command/: wait for them before typing.
    await waitFor(() => expect(consoleApi.endpoints.getAvailableCommands.select()(store.getState()).isSuccess).toBe(true));
    await userEvent.type(input, 'pair --dry-run stray --note=  -- --week{Enter}');
    expect(await within(log).findByText('ran pair')).toBeInTheDocument();
    expect(sentBodies).toEqual([{ command: 'pair', args: ['stray', '--week'], kwargs: { 'dry-run': true, note: '' } }]);
  });

  it('refuses an option with no name without sending the line', async () => {
    const { input, log } = renderConsole();
    await userEvent.type(input, 'pair --=now{Enter}');
    expect(await within(log).findByText('"--=now" names no option.')).toHaveAttribute('data-stream', 'error');
    expect(within(log).getByText('$ pair --=now')).toBeInTheDocument();
    expect(sentBodies).toEqual([]);
  });

  it('recalls earlier commands with Up and Down, stopping at the ends of the history', async () => {
    const { input, log } = renderConsole();
    await userEvent.type(input, 'help{Enter}');
    await within(log).findByText('ran help');
    await userEvent.type(input, 'list_users{Enter}');
    await within(log).findByText('ran list_users');
    await userEvent.type(input, '{ArrowUp}');
    expect(input).toHaveValue('list_users');
    await userEvent.type(input, '{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('help');
    await userEvent.type(input, '{ArrowDown}');
    expect(input).toHaveValue('list_users');
    await userEvent.type(input, '{ArrowDown}');
    expect(input).toHaveValue('');
  });

  it("shows the server's error, or 'An unknown error occurred' when it gives no message", async () => {
    answer = ({ command }) =>
      command === 'verify_member'
        ? HttpResponse.json({ success: false, output: '', error: 'No member is named "zed".' })
        : new HttpResponse(null, { status: 502 });
    const { input, log } = renderConsole();
    await userEvent.type(input, 'verify_member zed{Enter}');
    expect(await within(log).findByText('No member is named "zed".')).toHaveAttribute('data-stream', 'error');
    await userEvent.type(input, 'help{Enter}');
    expect(await within(log).findByText('An unknown error occurred')).toHaveAttribute('data-stream', 'error');
  });

  it('shows that a command is running and keeps what is typed meanwhile', async () => {
    let release: () => void = () => undefined;
    answer = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.json({ success: true, output: 'Paired.', error: '' });
    };
    const { input, log } = renderConsole();
    await userEvent.type(input, 'pair{Enter}');
    expect(await within(log).findByRole('status')).toHaveTextContent('Running pair');
    await userEvent.type(input, 'pool_status{Enter}');
    expect(sentBodies).toHaveLength(1);
    release();
    expect(await within(log).findByText('Paired.')).toBeInTheDocument();
    await delay(0);
    expect(within(log).queryByRole('status')).not.toBeInTheDocument();
    expect(input).toHaveValue('pool_status');
  });
});
