import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAvailability, type AvailabilityGrid } from '@/entities/availability';
import { createTestStore, renderWithProviders } from '@/shared/lib/testing';
import { timeLabels } from '../lib/time-labels';
import { availabilityDragSlice } from '../model/drag-slice';
import { AvailabilityPicker } from './availability-picker';

// Each render mounts the 336 cells of the grid, each with its tooltip: seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

const DAYS = ['Sun 3/9', 'Mon 3/10', 'Tue 3/11', 'Wed 3/12', 'Thu 3/13', 'Fri 3/14', 'Sat 3/15'];

/** A page that keeps what the picker reports, as the signup page does. */
function ControlledPicker({ initial, onChange }: { initial: AvailabilityGrid; onChange: (grid: AvailabilityGrid) => void }) {
  const [availability, setAvailability] = useState(initial);
  return (
    <AvailabilityPicker
      availability={availability}
      onChange={(grid) => {
        onChange(grid);
        setAvailability(grid);
      }}
      title="Your availability"
      weekStart="2025-03-09"
      dayLabels={DAYS}
      timeLabels={timeLabels()}
    />
  );
}

function renderPicker(initial = emptyAvailability()) {
  const onChange = jest.fn<void, [AvailabilityGrid]>();
  renderWithProviders(
    <>
      <ControlledPicker initial={initial} onChange={onChange} />
      <p>Outside the grid</p>
    </>,
    { store: createTestStore(availabilityDragSlice) },
  );
  const grid = screen.getByRole('grid', { name: 'Your availability' });
  // `hidden: true` skips the per-element visibility check, about a second over 336 cells in jsdom.
  const cells = within(grid).getAllByRole('gridcell', { hidden: true });
  /** Rows are slots, columns days. */
  const cell = (day: number, slot: number) => cells[slot * DAYS.length + day];
  return { onChange, grid, cell };
}

function availableCells(grid: AvailabilityGrid): string[] {
  return grid.flatMap((slots, day) => slots.flatMap((available, slot) => (available ? [`${day}:${slot}`] : [])));
}

describe('AvailabilityPicker on desktop', () => {
  it('shows 7 days by 48 slots with day and time labels, tooltips and accessible names', () => {
    const initial = emptyAvailability();
    initial[0][0] = true;
    const { grid, cell } = renderPicker(initial);

    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time', ...DAYS]);
    const rowHeaders = within(grid).getAllByRole('rowheader').map((header) => header.textContent);
    expect([rowHeaders.length, rowHeaders[0], rowHeaders[34], rowHeaders[47]]).toEqual([48, '7:00 AM', '12:00 AM', '6:30 AM']);
    expect(cell(0, 0)).toHaveAccessibleName('Sunday 3/9, 7:00 AM, available');
    expect(cell(0, 0)).toHaveAttribute('aria-selected', 'true');
    expect(cell(6, 33)).toHaveAccessibleName('Saturday 3/15, 11:30 PM, unavailable');
    expect(cell(6, 33)).toHaveAccessibleDescription('Day 7, Time 11:30 PM');
  });

  it('names the rows after midnight by the day they fall on, with the night they belong to', () => {
    const { cell } = renderPicker();

    expect(cell(6, 36)).toHaveAccessibleName('Sunday 3/16, 1:00 AM (Saturday night), unavailable');
    expect(cell(6, 47)).toHaveAccessibleName('Sunday 3/16, 6:30 AM (Saturday night), unavailable');
    expect(cell(6, 47)).toHaveAccessibleDescription('Day 8, Time 6:30 AM (Saturday night)');
    expect(cell(2, 34)).toHaveAccessibleName('Wednesday 3/12, 12:00 AM (Tuesday night), unavailable');
    // The band above those rows names each column's next day.
    expect(screen.getByTestId('next-day-band')).toHaveTextContent('Next dayMon 3/10Tue 3/11Wed 3/12Thu 3/13Fri 3/14Sat 3/15Sun 3/16');
  });

  it('paints the rectangle between the pressed cell and the cell under the pointer, reported on release', async () => {
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker();

    await user.pointer([{ keys: '[MouseLeft>]', target: cell(2, 3) }, { target: cell(1, 4) }, { target: cell(0, 5) }]);
    expect(cell(1, 4)).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await user.pointer({ keys: '[/MouseLeft]', target: cell(0, 5) });

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['0:3', '0:4', '0:5', '1:3', '1:4', '1:5', '2:3', '2:4', '2:5']);
  });

  it('erases when the drag starts on an available cell', async () => {
    const initial = emptyAvailability();
    initial[0][0] = true;
    initial[1][1] = true;
    initial[4][4] = true;
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker(initial);

    await user.pointer([{ keys: '[MouseLeft>]', target: cell(0, 0) }, { target: cell(1, 1) }, { keys: '[/MouseLeft]' }]);

    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['4:4']);
    expect(cell(0, 0)).toHaveAttribute('aria-selected', 'false');
  });

  it('toggles a single cell on a click', async () => {
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker();

    await user.click(cell(3, 10));
    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['3:10']);

    await user.click(cell(3, 10));
    expect(availableCells(onChange.mock.calls[1][0])).toEqual([]);
  });

  it('ends the drag when released outside the grid, reporting once', async () => {
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker();
    const outside = screen.getByText('Outside the grid');

    await user.pointer([{ keys: '[MouseLeft>]', target: cell(0, 0) }, { target: cell(0, 2) }, { target: outside }, { keys: '[/MouseLeft]' }]);
    await user.click(outside);
    await user.pointer({ target: cell(0, 6) });

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['0:0', '0:1', '0:2']);
    expect(cell(0, 6)).toHaveAttribute('aria-selected', 'false');
  });
});

describe('AvailabilityPicker from the keyboard', () => {
  it('keeps exactly one cell in the tab order and moves focus with the arrow keys', async () => {
    const user = userEvent.setup();
    const { grid, cell } = renderPicker();

    await user.tab();
    expect(cell(0, 0)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowLeft}');
    expect(cell(1, 1)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{End}');
    expect(cell(6, 0)).toHaveFocus();

    expect(within(grid).getAllByRole('gridcell').filter((element) => element.tabIndex === 0)).toEqual([cell(6, 0)]);
  });

  it('toggles the focused cell with Space and reports it', async () => {
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker();

    await user.tab();
    await user.keyboard('{ArrowDown}[Space]');

    expect(cell(0, 1)).toHaveAttribute('aria-selected', 'true');
    expect(cell(0, 1)).toHaveAccessibleName('Sunday 3/9, 7:30 AM, available');
    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['0:1']);
  });

  it('paints a rectangle from the anchor with Shift+arrows, reported when Shift is released', async () => {
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker();

    await user.tab();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(cell(1, 2)).toHaveFocus();
    expect(cell(1, 1)).toHaveAttribute('aria-selected', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{/Shift}');

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['0:0', '0:1', '0:2', '1:0', '1:1', '1:2']);
  });

  it('erases with Shift+arrows when the anchor cell is available', async () => {
    const initial = emptyAvailability();
    initial[0][0] = true;
    initial[0][1] = true;
    initial[0][2] = true;
    const user = userEvent.setup();
    const { onChange, cell } = renderPicker(initial);

    await user.tab();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');

    expect(availableCells(onChange.mock.calls[0][0])).toEqual(['0:2']);
    expect(cell(0, 1)).toHaveAccessibleName('Sunday 3/9, 7:30 AM, unavailable');
  });
});
