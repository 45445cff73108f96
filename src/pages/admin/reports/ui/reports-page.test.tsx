import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member';
import type { ReportDto } from '@/entities/report';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { ReportsPage } from './reports-page';

const ada = memberDtoFixture({ id: 1, username: 'ada', first_name: 'Ada', last_name: 'Lovelace', groups: [{ name: 'is_verified' }, { name: 'is_admin' }] });
const grace = memberDtoFixture({ id: 2, username: 'grace', first_name: 'Grace', last_name: 'Hopper' });
const linus = memberDtoFixture({ id: 42, username: 'linus', first_name: 'Linus', last_name: 'T' });

function reportDto(overrides: Partial<ReportDto>): ReportDto {
  return {
    report_id: 'r-1', type: 'member', title: '', reason: 'Did not show up', status: 'pending', created: '2026-03-09T07:00:00.000Z',
    updated: '2026-03-09T07:00:00.000Z', reporter: grace, assignee: null, admin_notes: '', associated_id: '42', associated_object: linus,
    ...overrides,
  };
}

let reports: ReportDto[];
let listFails = false;
let statusSucceeds = false;
let queries: string[] = [];
let patches: Array<{ path: string; body: unknown }> = [];
const server = setupApiServer(
  http.get('http://localhost/members/admin/', () => HttpResponse.json([ada])),
  http.get('http://localhost/reports/all/', ({ request }) => {
    queries.push(new URL(request.url).search);
    if (listFails) return HttpResponse.json({ detail: 'The database is not answering.' }, { status: 503 });
    return HttpResponse.json({ reports });
  }),
  http.patch('http://localhost/reports/:id/assign/', async ({ request }) => {
    const body = (await request.json()) as { assignee: number | null };
    patches.push({ path: new URL(request.url).pathname, body });
    reports = reports.map((report) => ({ ...report, assignee: body.assignee }));
    return HttpResponse.json({ report: reports[0] });
  }),
  http.patch('http://localhost/reports/:id/status/', async ({ request }) => {
    const body = (await request.json()) as { status: ReportDto['status']; admin_notes?: string };
    patches.push({ path: new URL(request.url).pathname, body });
    if (!statusSucceeds) return HttpResponse.json({ detail: 'Report not found.' }, { status: 404 });
    reports = reports.map((report) => ({ ...report, status: body.status, admin_notes: body.admin_notes ?? report.admin_notes }));
    return HttpResponse.json({ report: reports[0] });
  }),
);

function renderPage() {
  renderWithProviders(<ReportsPage />);
}

beforeEach(() => {
  listFails = false;
  statusSucceeds = false;
  queries = [];
  patches = [];
  reports = [reportDto({})];
});

describe('ReportsPage', () => {
  it('shows the reporter, reason, type and the reported member linked to their page', async () => {
    renderPage();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Did not show up')).toBeInTheDocument();
    expect(within(card).getByText('Member')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/directory/2');
    expect(within(card).getByRole('link', { name: 'Member Linus T' })).toHaveAttribute('href', '/directory/42');
    expect(within(card).getByText('Assignee: Unassigned')).toBeInTheDocument();
  });

  it('names the type in words: a no-show report reads No-show, never no_show, on the card and in the type filter', async () => {
    reports = [reportDto({ type: 'no_show' })];
    renderPage();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('No-show')).toBeInTheDocument();
    expect(screen.queryByText('no_show')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.getByRole('option', { name: 'No-show' })).toBeInTheDocument();
  });

  it("shows the report's details in the Handle dialog and saves the admins' notes with the status", async () => {
    statusSucceeds = true;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Handle' }));
    const dialog = screen.getByRole('dialog', { name: 'Handle report' });
    const details = within(dialog).getByRole('region', { name: 'Report details' });
    expect(within(details).getByText('Did not show up')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Member Linus T' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Notes' }));
    await userEvent.paste('Wrote to Linus; second time.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report updated')).toBeInTheDocument();
    expect(patches).toEqual([{ path: '/reports/r-1/status/', body: { status: 'pending', admin_notes: 'Wrote to Linus; second time.' } }]);
    expect(await within(await screen.findByRole('article')).findByText('Notes: Wrote to Linus; second time.')).toBeInTheDocument();
  });

  it("says 'Failed to get reports' with the server's reason where the list would be, and retries", async () => {
    listFails = true;
    renderPage();
    expect(await screen.findByText("Failed to get reports: The database is not answering.")).toBeInTheDocument();
    listFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('filters by user id with digits only, refusing anything else', async () => {
    renderPage();
    await screen.findByRole('article');
    const userId = screen.getByRole('textbox', { name: 'User id' });
    await userEvent.type(userId, '4x');
    expect(userId).toHaveValue('4');
    expect(screen.getByText('A user id is a number: digits only')).toBeInTheDocument();
    await userEvent.type(userId, '2');
    expect(userId).toHaveValue('42');
    await waitFor(() => expect(queries).toContain('?user_id=42'));
    expect(queries.every((query) => /^(\?user_id=\d+)?$/.test(query))).toBe(true);
  });

  it('sends the type and status filters to the server and filters by assignee here', async () => {
    reports = [reportDto({}), reportDto({ report_id: 'r-2', reason: 'Rude', assignee: 1 })];
    renderPage();
    await screen.findByText('Rude');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByRole('option', { name: 'Question' }));
    await waitFor(() => expect(queries).toContain('?type=question'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(screen.getByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(screen.queryByText('Rude')).not.toBeInTheDocument());
    expect(screen.getByText('Did not show up')).toBeInTheDocument();
  });

  it("assigns an admin, then shows the server's message when the status change fails", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Handle' }));
    const dialog = screen.getByRole('dialog', { name: 'Handle report' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(screen.getByRole('option', { name: 'Ada Lovelace' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'resolving' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report not found.')).toBeInTheDocument();
    expect(patches).toEqual([
      { path: '/reports/r-1/assign/', body: { assignee: 1 } },
      { path: '/reports/r-1/status/', body: { status: 'resolving' } },
    ]);
    expect(await screen.findByText('Assignee: Ada Lovelace')).toBeInTheDocument();
  });

  it('lets the admin read the room of a reported interview while the report is open, and not after', async () => {
    const interviewId = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
    let reads = 0;
    server.use(
      http.get(`http://localhost/interview/${interviewId}/room/history/`, () => {
        reads += 1;
        return HttpResponse.json({ room_id: interviewId, rounds: [{ interview_id: interviewId, interviewer_id: 2, interviewee_id: 42 }], updates: [], notes: [] });
      }),
      http.get(`http://localhost/interview/${interviewId}/`, () => HttpResponse.json({ detail: 'Interview not found.' }, { status: 404 })),
    );
    reports = [
      reportDto({ report_id: 'r-open', type: 'interview', status: 'resolving', associated_id: interviewId, associated_object: null }),
      reportDto({ report_id: 'r-done', type: 'interview', status: 'completed', associated_id: interviewId, associated_object: null, reason: 'Closed one' }),
      reportDto({ report_id: 'r-member', reason: 'About a member' }),
    ];
    renderPage();
    const [open, done, member] = await screen.findAllByRole('article');
    expect(within(done).queryByRole('button', { name: 'Read the interview room' })).not.toBeInTheDocument();
    expect(within(member).queryByRole('button', { name: 'Read the interview room' })).not.toBeInTheDocument();

    await userEvent.click(within(open).getByRole('button', { name: 'Read the interview room' }));
    const dialog = await screen.findByRole('dialog', { name: 'The interview room' });
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Nothing was written in the room.')).toBeInTheDocument();
    expect(reads).toBe(1);
  });
});
