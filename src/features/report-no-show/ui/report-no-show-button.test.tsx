import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { ReportNoShowButton } from './report-no-show-button';

// Ada (1) interviews Grace (2), proposed Monday March 9, 2026, 7 PM Pacific.
const interview = mapInterview(interviewDtoFixture());
const AFTER = () => new Date('2026-03-10T03:00:00Z');
const BEFORE = () => new Date('2026-03-10T01:00:00Z');

let reportBodies: Array<Record<string, unknown>> = [];
const server = setupApiServer(
  http.post('http://localhost/reports/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    reportBodies.push(body);
    return HttpResponse.json(
      {
        report: {
          report_id: 'b9a4e7f2-3c1d-4e5f-8a9b-0c1d2e3f4a5b', type: 'no_show', title: '', reason: body.reason, status: 'pending',
          created: '2026-03-10T03:00:00.000Z', updated: '2026-03-10T03:00:00.000Z', reporter: interviewDtoFixture().interviewer,
          assignee: null, admin_notes: '', associated_id: interview.interviewId, associated_object: null,
        },
      },
      { status: 201 },
    );
  }),
);

function renderButton(viewerId: number | undefined, now = AFTER) {
  renderWithProviders(<ReportNoShowButton interview={interview} viewerId={viewerId} now={now} />);
}

beforeEach(() => {
  reportBodies = [];
});

describe('ReportNoShowButton', () => {
  it('is offered to the members of the interview once it was due to start, to nobody else', () => {
    renderButton(1, BEFORE);
    expect(screen.queryByRole('button', { name: 'My partner did not show' })).not.toBeInTheDocument();
    cleanup();
    renderButton(99);
    expect(screen.queryByRole('button', { name: 'My partner did not show' })).not.toBeInTheDocument();
    cleanup();
    renderButton(2);
    expect(screen.getByRole('button', { name: 'My partner did not show' })).toBeInTheDocument();
  });

  it('asks for confirmation, then reports the partner and says so', async () => {
    const user = userEvent.setup();
    renderButton(2);
    await user.click(screen.getByRole('button', { name: 'My partner did not show' }));
    const dialog = screen.getByRole('dialog', { name: 'My partner did not show' });
    expect(dialog).toHaveTextContent('Report that Ada Lovelace did not come to this interview?');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reportBodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'My partner did not show' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Report no-show' }));
    expect(await screen.findByText('Report submitted!')).toBeInTheDocument();
    expect(reportBodies).toEqual([
      { type: 'no_show', associated_id: interview.interviewId, reporter_user_id: 2, reason: 'Ada Lovelace did not show up for our interview.' },
    ]);
    expect(screen.getByText('You reported that Ada Lovelace did not show. An admin will look into it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My partner did not show' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, keeping the dialog open", async () => {
    server.use(http.post('http://localhost/reports/', () =>
      HttpResponse.json({ detail: 'You already reported that your partner did not show for this interview.' }, { status: 409 })));
    const user = userEvent.setup();
    renderButton(1);
    await user.click(screen.getByRole('button', { name: 'My partner did not show' }));
    await user.click(screen.getByRole('textbox', { name: /anything the admins should know/i }));
    await user.paste('Waited 20 minutes on the call.');
    await user.click(screen.getByRole('button', { name: 'Report no-show' }));
    expect(await screen.findByText('You already reported that your partner did not show for this interview.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
