import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer, stubMatchMedia } from '@/shared/lib/testing';
import { WeekOutcomesPanel } from './week-outcomes-panel';

const twoWeeks = {
  weeks: [
    { week_start: '2026-03-15', interviews: 2, feedback_complete: 0, feedback_completion_rate: 0, paired_members: 2, no_shows: 0, no_show_rate: 0, cancellations: 2, late_cancellations: 1 },
    { week_start: '2026-03-08', interviews: 4, feedback_complete: 1, feedback_completion_rate: 0.25, paired_members: 4, no_shows: 1, no_show_rate: 0.25, cancellations: 0, late_cancellations: 0 },
  ],
};

let answer: () => Response;

/** A 390 px phone: every "max-width" query matches, as MUI's breakpoints.down('sm') asks one. */
function emulatePhone() {
  stubMatchMedia((query) => query.includes('max-width'));
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});
setupApiServer(http.get('http://localhost/interview/outcomes/', () => answer()));

function renderPanel() {
  renderWithProviders(<WeekOutcomesPanel />);
}

describe('WeekOutcomesPanel', () => {
  it('lists each paired week, newest first, each figure saying what it counts', async () => {
    answer = () => HttpResponse.json(twoWeeks);
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Feedback completion, no-show rate and cancellations per week' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Week of', 'Interviews held', 'Feedback from both', 'No-shows', 'Cancelled pairs',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['2', '0% (0 of 2 interviews)', '0% (0 of 2 paired members)', '2 (1 late)'],
      ['4', '25% (1 of 4 interviews)', '25% (1 of 4 paired members)', '0'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['March 15, 2026', 'March 8, 2026']);
    expect(screen.getByText(/A pair holds two interviews: each member interviews the other\./)).toBeInTheDocument();
  });

  it('on a phone, stacks each week\'s figures under its date, each named, instead of a table', async () => {
    emulatePhone();
    answer = () => HttpResponse.json(twoWeeks);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Feedback completion, no-show rate and cancellations per week' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const weeks = within(list).getAllByRole('listitem');
    expect(weeks.map((week) => within(week).getByRole('heading').textContent)).toEqual(['Week of March 15, 2026', 'Week of March 8, 2026']);
    const figures = (week: HTMLElement) =>
      within(week).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures(weeks[1])).toEqual([
      ['Interviews held', '4'],
      ['Feedback from both', '25% (1 of 4 interviews)'],
      ['No-shows', '25% (1 of 4 paired members)'],
      ['Cancelled pairs', '0'],
    ]);
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
