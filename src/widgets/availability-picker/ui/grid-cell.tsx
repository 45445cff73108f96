import { memo } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { useCellPainted } from '../model/use-availability-editing';

interface GridCellProps {
  day: number;
  slot: number;
  /** 'Sunday 3/16, 1:00 AM (Saturday night)': the day and time the cell really falls on. */
  slotLabel: string;
  /** SPEC's 'Day N, Time T'. */
  tooltip: string;
  /** The one cell of the grid in the tab order (roving tabindex). */
  tabbable: boolean;
}

/** Styled once by the grid, not per cell: 336 styled components would each serialize their styles. */
export const GRID_CELL_CLASS = 'availability-grid-cell';

/**
 * One half-hour of one day. Memoized on primitive props and subscribed to its own boolean only, so a
 * drag re-renders just the cells that flip. Pointer and key handling live on the grid (event delegation),
 * found through the data attributes; its colour comes from the grid's styles by `aria-selected`.
 */
export const GridCell = memo(function GridCell({ day, slot, slotLabel, tooltip, tabbable }: GridCellProps) {
  const available = useCellPainted(day, slot);
  return (
    // Not interactive: an open tooltip must never stand between the pointer and the next cell of a drag.
    <Tooltip title={tooltip} describeChild disableInteractive enterDelay={600} enterNextDelay={600}>
      <div
        role="gridcell"
        data-day={day}
        data-slot={slot}
        aria-selected={available}
        aria-label={`${slotLabel}, ${available ? 'available' : 'unavailable'}`}
        tabIndex={tabbable ? 0 : -1}
        className={GRID_CELL_CLASS}
      />
    </Tooltip>
  );
});
