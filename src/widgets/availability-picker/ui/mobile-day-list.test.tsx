import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAvailability, type AvailabilityGrid } from '@/entities/availability';
import { createTestStore, renderWithProviders, stubMatchMedia } from '@/shared/lib/testing';
import { MOBILE_MEDIA_QUERY } from '../config/layout';
import { timeLabels } from '../lib/time-labels';
import { availabilityDragSlice } from '../model/drag-slice';
import { AvailabilityPicker } from './availability-picker';

// An open day mounts 48 toggle buttons; on a busy machine jsdom needs seconds for that.
jest.setTimeout(20_000);

const DAYS = ['Sun 3/9', 'Mon 3/10', 'Tue 3/11', 'Wed 3/12', 'Thu 3/13', 'Fri 3/14', 'Sat 3/15'];

/** A 390 px wide phone: only the mobile query matches. */
function emulatePhone() {
  stubMatchMedia((query) => query === MOBILE_MEDIA_QUERY);
}

function renderPicker(initial = emptyAvailability()) {
  emulatePhone();
  const onChange = jest.fn<void, [AvailabilityGrid]>();
  renderWithProviders(
    <AvailabilityPicker availability={initial} onChange={onChange} title="Your availability" weekStart="2025-03-09" dayLabels={DAYS} timeLabels={timeLabels()} />,
    { store: createTestStore(availabilityDragSlice) },
  );
  return { onChange };
}

const dayHeading = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('AvailabilityPicker on a phone', () => {
  it('lists the days instead of the grid, all collapsed', () => {
    renderPicker();

    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    for (const label of DAYS) expect(dayHeading(label)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one day open at a time; clicking the open day again collapses it', async () => {
    const user = userEvent.setup();
    renderPicker();

    await user.click(dayHeading('Sun 3/9'));
    expect(dayHeading('Sun 3/9')).toHaveAttribute('aria-expanded', 'true');

    await user.click(dayHeading('Mon 3/10'));
    expect(dayHeading('Mon 3/10')).toHaveAttribute('aria-expanded', 'true');
    expect(dayHeading('Sun 3/9')).toHaveAttribute('aria-expanded', 'false');

    await user.click(dayHeading('Mon 3/10'));
    expect(dayHeading('Mon 3/10')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows one Available or Unavailable button per slot that toggles and reports at once', async () => {
    const initial = emptyAvailability();
    initial[1][1] = true;
    const user = userEvent.setup();
    const { onChange } = renderPicker(initial);

    await user.click(dayHeading('Mon 3/10'));
    const day = screen.getByRole('region', { name: /^Mon 3\/10/ });
    const toggles = within(day).getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    expect(toggles).toHaveLength(48);
    // Each toggle's name is what it shows: its time and its state.
    for (const toggle of toggles) expect(toggle).toHaveAccessibleName(toggle.textContent ?? '');
    expect(within(day).getByRole('button', { name: '7:30 AM Available' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(day).getByRole('button', { name: '7:00 AM Unavailable' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0][1].slice(0, 3)).toEqual([true, true, false]);
    expect(within(day).getByRole('button', { name: '7:00 AM Available' })).toHaveAttribute('aria-pressed', 'true');
    expect(dayHeading('Mon 3/10')).toHaveTextContent('2 available');

    await user.click(within(day).getByRole('button', { name: '7:30 AM Available' }));

    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1][0][1].slice(0, 3)).toEqual([true, false, false]);
  });

  it('groups a day into morning, afternoon, evening and a night named by the day it falls on', async () => {
    const user = userEvent.setup();
    renderPicker();

    await user.click(dayHeading('Sat 3/15'));
    const day = screen.getByRole('region', { name: /^Sat 3\/15/ });
    const groups = ['Morning', 'Afternoon', 'Evening', 'Night: Sunday 3/16 (Saturday night)'].map((name) => within(day).getByRole('region', { name }));
    expect(groups.map((group) => within(group).getAllByRole('button').length)).toEqual([10, 10, 14, 14]);
    expect(within(groups[3]).getAllByRole('button')[2]).toHaveAccessibleName('1:00 AM Unavailable');
  });

  it('marks a chosen range of the day in one go and reports it once', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPicker();

    await user.click(dayHeading('Tue 3/11'));
    const day = screen.getByRole('region', { name: /^Tue 3\/11/ });
    await user.selectOptions(within(day).getByRole('combobox', { name: 'From' }), '6:00 PM');
    await user.selectOptions(within(day).getByRole('combobox', { name: 'To' }), '1:00 AM (Wed 3/12)');
    await user.click(within(day).getByRole('button', { name: 'Mark range available' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    const tuesday = onChange.mock.calls[0][0][2];
    expect(tuesday.flatMap((available, slot) => (available ? [slot] : []))).toEqual([22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(dayHeading('Tue 3/11')).toHaveTextContent('15 available');
  });
});
