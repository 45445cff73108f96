import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAvailability } from '@/entities/availability';
import { createTestStore, renderWithProviders } from '@/shared/lib/testing';
import { timeLabels } from '../lib/time-labels';
import { availabilityDragSlice } from '../model/drag-slice';
import { AvailabilityPicker } from './availability-picker';

/** Renders per cell, counted through the cell's tooltip (titled 'Day N, Time T'), which renders whenever its cell does. */
const mockRenderCounts = new Map<string, number>();
jest.mock('@mui/material/Tooltip', () => ({
  __esModule: true,
  default: function CountingTooltip({ title, children }: { title: string; children: ReactElement }) {
    mockRenderCounts.set(title, (mockRenderCounts.get(title) ?? 0) + 1);
    return children;
  },
}));

// Each render mounts the 336 cells of the grid: seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

const DAYS = ['Sun 3/9', 'Mon 3/10', 'Tue 3/11', 'Wed 3/12', 'Thu 3/13', 'Fri 3/14', 'Sat 3/15'];
const TIMES = timeLabels();
const availability = emptyAvailability();

function renderPicker() {
  renderWithProviders(
    <AvailabilityPicker availability={availability} onChange={jest.fn()} title="Your availability" weekStart="2025-03-09" dayLabels={DAYS} timeLabels={TIMES} />,
    { store: createTestStore(availabilityDragSlice) },
  );
  // `hidden: true` skips the per-element visibility check, about a second over 336 cells in jsdom.
  const cells = within(screen.getByRole('grid')).getAllByRole('gridcell', { hidden: true });
  return (day: number, slot: number) => cells[slot * DAYS.length + day];
}

const cellsRendered = () => [...mockRenderCounts.keys()].sort();

beforeEach(() => mockRenderCounts.clear());

describe('GridCell rendering', () => {
  it('renders every cell once at first', () => {
    renderPicker();

    expect(mockRenderCounts.size).toBe(7 * 48);
    expect(Math.max(...mockRenderCounts.values())).toBe(1);
  });

  it('re-renders only the painted cell when one cell is clicked', async () => {
    const user = userEvent.setup();
    const cell = renderPicker();
    mockRenderCounts.clear();

    await user.click(cell(0, 0));

    expect(cellsRendered()).toEqual(['Day 1, Time 7:00 AM']);
  });

  it('re-renders only the cells that flip while a rectangle is dragged', async () => {
    const user = userEvent.setup();
    const cell = renderPicker();
    mockRenderCounts.clear();

    await user.pointer([{ keys: '[MouseLeft>]', target: cell(0, 0) }, { target: cell(1, 1) }, { keys: '[/MouseLeft]' }]);

    expect(cellsRendered()).toEqual(['Day 1, Time 7:00 AM', 'Day 1, Time 7:30 AM', 'Day 2, Time 7:00 AM', 'Day 2, Time 7:30 AM']);
    expect(mockRenderCounts.get('Day 1, Time 7:00 AM')).toBe(1);
  });
});
