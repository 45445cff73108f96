import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { http, HttpResponse } from 'msw';
import type { InterviewTimeDto } from '@contracts/interview-time';
import { interviewDtoFixture, mapInterview } from '@/entities/interview';
import { createTestStore, renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { InterviewTimePanel } from './interview-time-panel';

const interview = mapInterview(interviewDtoFixture());
const ID = interview.interviewId;
const ADA = 1;
const GRACE = 2;
// Pacific 7 PM Monday March 9 and Tuesday March 10, 2026 (PDT).
const MONDAY_7PM = '2026-03-10T02:00:00.000Z';
const TUESDAY_7PM = '2026-03-11T02:00:00.000Z';
const TUESDAY_730PM = '2026-03-11T02:30:00.000Z';

let state: InterviewTimeDto;
const posted: Array<{ path: string; body: unknown }> = [];
const server = setupApiServer(
  http.get(`http://localhost/interview/${ID}/time/`, () => HttpResponse.json(state)),
  http.post(`http://localhost/interview/${ID}/time/:action/`, async ({ request, params }) => {
    const body = await request.json();
    posted.push({ path: String(params.action), body });
    return HttpResponse.json(state, { status: params.action === 'proposal' ? 201 : 200 });
  }),
  http.delete(`http://localhost/interview/${ID}/time/proposal/`, async ({ request }) => {
    posted.push({ path: 'withdraw', body: await request.json() });
    return HttpResponse.json(state);
  }),
);
const browserZone = Settings.defaultZone;
const realNow = Settings.now;

beforeEach(() => {
  posted.length = 0;
  state = { proposed_time: MONDAY_7PM, confirmed_by: [], agreed: false, proposal: null, windows: [TUESDAY_7PM, TUESDAY_730PM], latest: '2026-03-22T07:00:00.000Z', changeable: true };
  Settings.defaultZone = 'America/New_York';
  // Sunday March 8, 2026, noon Pacific: the proposed time is ahead.
  Settings.now = () => Date.parse('2026-03-08T19:00:00Z');
  jest.useFakeTimers({ now: Date.parse('2026-03-08T19:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  Settings.defaultZone = browserZone;
  Settings.now = realNow;
  jest.useRealTimers();
});

function renderPanel(viewerId = ADA, shown = interview) {
  renderWithProviders(<InterviewTimePanel interview={shown} viewerId={viewerId} />, { store: createTestStore() });
}

describe('InterviewTimePanel', () => {
  it('confirms the proposed time with the time the member saw, then says whom it waits for', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Confirm or move the time' })).toBeInTheDocument();
    expect(screen.getByText('Confirm this time, or propose another one.')).toBeInTheDocument();

    state = { ...state, confirmed_by: [ADA] };
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(posted).toEqual([{ path: 'confirm', body: { time: MONDAY_7PM } }]);
    expect(await screen.findByText('You confirmed this time. Waiting for Grace Hopper to confirm it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    // The button went with the state it changed: focus is on the panel's heading, not the page body.
    expect(screen.getByRole('heading', { name: 'Confirm or move the time' })).toHaveFocus();
  });

  it('shows the partner\'s proposal with Accept, and accepting sends that time', async () => {
    state = { ...state, proposal: { time: TUESDAY_7PM, proposed_by: GRACE, proposed_at: '2026-03-08T18:00:00.000Z' } };
    renderPanel();
    const proposal = await screen.findByText(/^Grace Hopper proposes Tuesday, March 10, 2026 at 7:00 PM PDT; your time: Tuesday, March 10, 2026 at 10:00 PM EDT\.$/);
    // With the partner's proposal pending, the old time is not confirmed any more: accept or counter-propose.
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    state = { ...state, proposed_time: TUESDAY_7PM, proposal: null, agreed: true, confirmed_by: [ADA, GRACE] };
    await userEvent.click(within(proposal.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Accept' }));
    expect(posted).toEqual([{ path: 'accept', body: { time: TUESDAY_7PM } }]);
    expect(await screen.findByText('You and Grace Hopper agreed on this time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm or move the time' })).toHaveFocus();
  });

  it('offers, and pre-selects, only times other than the current one', async () => {
    state = { ...state, windows: [MONDAY_7PM, TUESDAY_7PM, TUESDAY_730PM] };
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose another time' });
    expect(within(dialog).queryByRole('radio', { name: /Monday, March 9, 2026 at 7:00 PM PDT/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Tuesday, March 10, 2026 at 7:00 PM PDT/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose this time' }));
    expect(posted).toEqual([{ path: 'proposal', body: { time: TUESDAY_7PM, replaces: null } }]);
  });

  it('proposes one of the shared windows, answering the partner\'s proposal it replaces', async () => {
    state = { ...state, proposal: { time: TUESDAY_7PM, proposed_by: GRACE, proposed_at: '2026-03-08T18:00:00.000Z' } };
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose another time' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Tuesday, March 10, 2026 at 7:30 PM PDT/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose this time' }));
    expect(posted).toEqual([{ path: 'proposal', body: { time: TUESDAY_730PM, replaces: TUESDAY_7PM } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each time on the partner's clock too, named, when the partner's zone is known", async () => {
    state = { ...state, proposal: { time: TUESDAY_7PM, proposed_by: GRACE, proposed_at: '2026-03-08T18:00:00.000Z' } };
    renderPanel(ADA, mapInterview(interviewDtoFixture({ partner_time_zone: 'Europe/London' })));
    // 10:00 PM in New York is 2:00 AM the next day in London (summer time has begun in New York, not yet in London).
    expect(await screen.findByText(
      /^Grace Hopper proposes Tuesday, March 10, 2026\b.* 10:00 PM EDT \(your time\) · Wednesday, March 11, 2026\b.* 2:00 AM \(Tuesday night\) for Grace Hopper \(Europe\/London\)\.$/,
    )).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Propose another time' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose another time' });
    expect(within(dialog).getByRole('radio', { name: /10:30 PM EDT \(your time\) · .* 2:30 AM \(Tuesday night\) for Grace Hopper \(Europe\/London\)$/ })).toBeInTheDocument();
  });

  it('proposes a free time typed in the member\'s own zone, and shows the server\'s refusal in the dialog', async () => {
    server.use(http.post(`http://localhost/interview/${ID}/time/proposal/`, () =>
      HttpResponse.json({ detail: 'Grace Hopper just proposed another time: Tuesday. Accept it or propose another time.' }, { status: 409 })));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another time' }));
    const field = within(dialog).getByLabelText('Date and time (your time, America/New_York)');
    await userEvent.type(field, '2026-03-12T21:30');
    expect(within(dialog).getByText(/Thursday, March 12, 2026 at 6:30 PM PDT; your time: Thursday, March 12, 2026 at 9:30 PM EDT/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose this time' }));
    expect(await within(dialog).findByText('Grace Hopper just proposed another time: Tuesday. Accept it or propose another time.')).toBeInTheDocument();
  });

  it('lets the member withdraw their own pending proposal, and says so', async () => {
    state = { ...state, proposal: { time: TUESDAY_7PM, proposed_by: ADA, proposed_at: '2026-03-08T18:00:00.000Z' } };
    renderPanel();
    const proposal = await screen.findByText(/^You proposed Tuesday, March 10, 2026\b.*\. Waiting for Grace Hopper to accept it\.$/);
    state = { ...state, proposal: null };
    await userEvent.click(within(proposal.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Withdraw proposal' }));
    expect(posted).toEqual([{ path: 'withdraw', body: { time: TUESDAY_7PM } }]);
    expect(await screen.findByText('Proposal withdrawn: the current time stands')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^You proposed/)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Withdraw proposal' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm or move the time' })).toHaveFocus();
  });

  it("offers no withdrawal of the partner's proposal", async () => {
    state = { ...state, proposal: { time: TUESDAY_7PM, proposed_by: GRACE, proposed_at: '2026-03-08T18:00:00.000Z' } };
    renderPanel();
    await screen.findByRole('button', { name: 'Accept' });
    expect(screen.queryByRole('button', { name: 'Withdraw proposal' })).not.toBeInTheDocument();
  });

  it('says when the time cannot be loaded, and retries', async () => {
    server.use(http.get(`http://localhost/interview/${ID}/time/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }));
    renderPanel();
    expect(await screen.findByText('Could not load the time of this interview.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });
});
