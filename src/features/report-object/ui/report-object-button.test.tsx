import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member';
import { sessionSlice } from '@/entities/session';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { ReportObjectButton } from './report-object-button';

const reporter = memberDtoFixture({ id: 7, username: 'grace' });
let reportBodies: unknown[] = [];
const server = setupApiServer(
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: reporter })),
  http.post('http://localhost/reports/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    reportBodies.push(body);
    return HttpResponse.json(
      {
        report: {
          report_id: 'b9a4e7f2-3c1d-4e5f-8a9b-0c1d2e3f4a5b', type: body.type, title: '', reason: body.reason, status: 'pending',
          created: '2026-03-09T07:00:00.000Z', updated: '2026-03-09T07:00:00.000Z', reporter, assignee: null, admin_notes: '',
          associated_id: String(body.associated_id), associated_object: null,
        },
      },
      { status: 201 },
    );
  }),
);

function renderButton() {
  renderWithProviders(<ReportObjectButton type="member" associatedId={42} />, { store: createTestStore(sessionSlice) });
}

beforeEach(() => {
  reportBodies = [];
});

describe('ReportObjectButton', () => {
  it('requires a reason before sending anything', async () => {
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Report User' }));
    const dialog = screen.getByRole('dialog', { name: 'Report User' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(within(dialog).getByText('Report reason is required')).toBeInTheDocument();
    expect(reportBodies).toEqual([]);
  });

  it('files the report and says so', async () => {
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Report User' }));
    await user.click(screen.getByRole('textbox', { name: /reason/i }));
    await user.paste('Did not show up to our interview');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Report submitted!')).toBeInTheDocument();
    expect(reportBodies).toEqual([{ associated_id: 42, reporter_user_id: 7, type: 'member', reason: 'Did not show up to our interview' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the form open and shows the error toast when the server refuses', async () => {
    server.use(http.post('http://localhost/reports/', () => HttpResponse.json({ detail: 'You cannot report yourself.' }, { status: 403 })));
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: 'Report User' }));
    await user.type(screen.getByRole('textbox', { name: /reason/i }), 'Spam');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText('There was an error submitting your report. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
