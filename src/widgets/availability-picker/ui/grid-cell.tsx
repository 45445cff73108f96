import { memo } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { cellName, cellTooltip } from '../lib/cell-labels';
import { useCellPainted } from '../model/use-availability-editing';

interface GridCellProps {
  day: number;
  slot: number;
  dayLabel: string;
  timeLabel: string;
  /** The one cell of the grid in the tab order (roving tabindex). */
  tabbable: boolean;
  selectedColor: string;
  unselectedColor: string;
}

/** Styled once by the grid, not per cell: 336 styled components would each serialize their styles. */
export const GRID_CELL_CLASS = 'availability-grid-cell';

/**
 * One half-hour of one day. Memoized on primitive props and subscribed to its own boolean only, so a
 * drag re-renders just the cells that flip. Pointer and key handling live on the grid (event delegation),
 * found through the data attributes.
 */
export const GridCell = memo(function GridCell({ day, slot, dayLabel, timeLabel, tabbable, selectedColor, unselectedColor }: GridCellProps) {
  const available = useCellPainted(day, slot);
  return (
    <Tooltip title={cellTooltip(day, timeLabel)} describeChild enterDelay={600} enterNextDelay={600}>
      <div
        role="gridcell"
        data-day={day}
        data-slot={slot}
        aria-selected={available}
        aria-label={cellName(dayLabel, timeLabel, available)}
        tabIndex={tabbable ? 0 : -1}
        className={GRID_CELL_CLASS}
        style={{ backgroundColor: available ? selectedColor : unselectedColor }}
      />
    </Tooltip>
  );
});
