import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { WeekOutcomesPanel } from './week-outcomes-panel';

const twoWeeks = {
  weeks: [
    { week_start: '2026-03-15', interviews: 2, feedback_complete: 0, feedback_completion_rate: 0, paired_members: 2, no_shows: 0, no_show_rate: 0, cancellations: 2, late_cancellations: 1 },
    { week_start: '2026-03-08', interviews: 4, feedback_complete: 1, feedback_completion_rate: 0.25, paired_members: 4, no_shows: 1, no_show_rate: 0.25, cancellations: 0, late_cancellations: 0 },
  ],
};

let answer: () => Response;
setupApiServer(http.get('http://localhost/interview/outcomes/', () => answer()));

function renderPanel() {
  renderWithProviders(<WeekOutcomesPanel />);
}

describe('WeekOutcomesPanel', () => {
  it('lists each paired week, newest first, with its feedback completion and no-show rates and its late cancellations', async () => {
    answer = () => HttpResponse.json(twoWeeks);
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Feedback completion, no-show rate and cancellations per week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2', '0% (0 of 2)', '0% (0 of 2)', '1 late of 2'],
      ['4', '25% (1 of 4)', '25% (1 of 4)', '0 late of 0'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['March 15, 2026', 'March 8, 2026']);
  });

  it('says so when no week has been paired', async () => {
    answer = () => HttpResponse.json({ weeks: [] });
    renderPanel();
    expect(await screen.findByText('No week has been paired yet.')).toBeInTheDocument();
  });

  it('offers a retry when the figures do not load', async () => {
    answer = () => HttpResponse.json({ detail: 'Oops' }, { status: 500 });
    renderPanel();
    expect(await screen.findByText('Could not load the weekly feedback and no-show figures.')).toBeInTheDocument();
    answer = () => HttpResponse.json(twoWeeks);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Feedback completion, no-show rate and cancellations per week' })).toBeInTheDocument();
  });
});
