import { Fragment, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { DateTime } from 'luxon';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FIRST_NIGHT_SLOT, slotDay, slotName, type AvailabilityGrid } from '@/entities/availability';
import { cellTooltip } from '../lib/cell-labels';
import { cellOfTarget, nextCell } from '../lib/grid-navigation';
import { sameCell, type GridCell as Cell } from '../model/grid-cell';
import { useAvailabilityEditing } from '../model/use-availability-editing';
import { useDragAutoScroll } from '../model/use-drag-auto-scroll';
import { GRID_CELL_CLASS, GridCell } from './grid-cell';

const TIME_COLUMN_WIDTH = 76;
/** Tall enough to hit with a mouse or a finger (the 48 rows were 20 px). */
const ROW_HEIGHT = 28;

const rowSx = { display: 'flex', alignItems: 'stretch', height: ROW_HEIGHT } as const;
const rowHeaderSx = { width: TIME_COLUMN_WIDTH, flexShrink: 0, pr: 1, textAlign: 'right', lineHeight: `${ROW_HEIGHT}px` } as const;

interface DesktopGridProps {
  labelledBy: string;
  describedBy: string;
  weekStart: DateTime;
  dayLabels: string[];
  timeLabels: string[];
  onChange: (availability: AvailabilityGrid) => void;
}

/**
 * Above the first row after midnight, a band naming the day each column's night rows fall on ('Sun 3/16' under
 * Saturday). Visual only: every cell's own name already says its day.
 */
function NextDayBand({ weekStart, days }: { weekStart: DateTime; days: number }) {
  return (
    <Box aria-hidden="true" data-testid="next-day-band" sx={{ display: 'flex', borderTop: 2, borderColor: 'text.secondary', bgcolor: 'action.hover' }}>
      <Typography variant="caption" sx={{ width: TIME_COLUMN_WIDTH, flexShrink: 0, pr: 1, textAlign: 'right', fontWeight: 600 }}>
        Next day
      </Typography>
      {Array.from({ length: days }, (_unused, day) => (
        <Typography key={day} variant="caption" sx={{ flex: '1 1 0', minWidth: 0, textAlign: 'center', fontWeight: 600 }}>
          {slotDay(weekStart, day, FIRST_NIGHT_SLOT).shortDayName}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * Days as columns, slots as rows. Mouse, pen and touch: press, drag a rectangle, release anywhere.
 * Keyboard (ARIA grid pattern): arrows move, Space toggles, Shift+arrows paint a rectangle from the
 * cell where the range began, reported when Shift is released; pressing Shift again goes on with it.
 */
export function DesktopGrid({ labelledBy, describedBy, weekStart, dayLabels, timeLabels, onChange }: DesktopGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<Cell>({ day: 0, slot: 0 });
  const editing = useAvailabilityEditing(onChange);
  useDragAutoScroll(editing);
  // Every cell's name and tooltip, by the day it really falls on: computed once per week, not per render.
  const cellLabels = useMemo(
    () => timeLabels.map((_time, slot) => dayLabels.map((_day, day) => ({ name: slotName(weekStart, day, slot), tooltip: cellTooltip(weekStart, day, slot) }))),
    [weekStart, dayLabels, timeLabels],
  );
  const lastPointerPosition = useRef<{ x: number; y: number } | null>(null);

  // Where the pointer last moved, to tell a real hover from a pointer at rest that a closing dialog uncovered.
  useEffect(() => {
    const remember = (event: globalThis.PointerEvent) => {
      lastPointerPosition.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', remember, { passive: true });
    return () => window.removeEventListener('pointermove', remember);
  }, []);

  // A release outside the grid (or outside the window) must end the drag too.
  useEffect(() => {
    const finish = () => editing.finishDrag();
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
    };
  }, [editing]);

  function focusCell({ day, slot }: Cell) {
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${day}"][data-slot="${slot}"]`)?.focus();
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    const cell = cellOfTarget(event.target);
    if (!cell || event.button !== 0) return;
    // A touch pointer stays captured by the cell it pressed; release it so the cells under the finger get pointerover.
    const pressed = event.target as Element;
    if (pressed.hasPointerCapture?.(event.pointerId)) pressed.releasePointerCapture(event.pointerId);
    editing.startDrag(cell);
  }

  function handlePointerOver(event: PointerEvent<HTMLDivElement>) {
    if (!editing.isDragging()) return;
    const cell = cellOfTarget(event.target);
    if (cell) editing.moveDrag(cell);
  }

  /**
   * When a dialog closes over a pointer at rest (the signup confirmation, say), the browser reports the cell
   * now under it as hovered, and its tooltip would open and stay with nobody pointing at it. A mouseover
   * where the pointer last moved is that case: it is stopped before it reaches the cell's tooltip.
   */
  function handleMouseOverCapture(event: MouseEvent<HTMLDivElement>) {
    const last = lastPointerPosition.current;
    // Pointer events have fractional coordinates, mouse events whole pixels.
    if (last && Math.abs(last.x - event.clientX) < 1 && Math.abs(last.y - event.clientY) < 1) event.stopPropagation();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const cell = cellOfTarget(event.target);
    if (!cell) return;
    if (event.key === ' ') {
      event.preventDefault();
      if (!event.repeat) editing.toggleCell(cell);
      return;
    }
    const next = nextCell(cell, event.key);
    if (!next) return;
    event.preventDefault();
    if (event.shiftKey) editing.extendRange(cell, next);
    else editing.moveWithoutRange();
    if (!sameCell(cell, next)) focusCell(next);
  }

  function handleKeyUp(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Shift') editing.finishDrag();
  }

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    const cell = cellOfTarget(event.target);
    if (cell && !sameCell(cell, focusTarget)) setFocusTarget(cell);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!gridRef.current?.contains(event.relatedTarget)) editing.finishDrag();
  }

  return (
    <Box
      ref={gridRef}
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-multiselectable="true"
      onPointerDown={handlePointerDown}
      onPointerOver={handlePointerOver}
      onMouseOverCapture={handleMouseOverCapture}
      onKeyDown={handleKeyDown}
      onKeyUp={handleKeyUp}
      onFocus={handleFocus}
      onBlur={handleBlur}
      sx={(theme) => ({
        touchAction: 'none',
        userSelect: 'none',
        WebkitUserSelect: 'none',
        borderRight: 1,
        borderBottom: 1,
        borderColor: 'divider',
        [`& .${GRID_CELL_CLASS}`]: {
          flex: '1 1 0',
          minWidth: 0,
          borderLeft: `1px solid ${(theme.vars ?? theme).palette.divider}`,
          cursor: 'pointer',
          backgroundColor: 'var(--grid-unselected)',
          '&[aria-selected="true"]': { backgroundColor: 'var(--grid-selected)' },
          '&:hover': { filter: 'var(--grid-hover-filter)' },
          '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: -2 },
        },
      })}
    >
      <Box role="row" sx={{ display: 'flex', alignItems: 'flex-end' }}>
        <Typography role="columnheader" variant="caption" color="text.secondary" sx={{ ...rowHeaderSx, lineHeight: 1.5 }}>
          Time
        </Typography>
        {dayLabels.map((label, day) => (
          <Typography key={day} role="columnheader" variant="subtitle2" component="div" sx={{ flex: '1 1 0', minWidth: 0, textAlign: 'center', pb: 0.5 }}>
            {label}
          </Typography>
        ))}
      </Box>
      {timeLabels.map((timeLabel, slot) => (
        <Fragment key={slot}>
          {slot === FIRST_NIGHT_SLOT && <NextDayBand weekStart={weekStart} days={dayLabels.length} />}
          {/* A stronger line on the hour, so the eye can follow the rows. */}
          <Box role="row" sx={{ ...rowSx, borderTop: 1, borderColor: slot % 2 === 0 ? 'text.disabled' : 'divider' }}>
            <Typography role="rowheader" variant="caption" color="text.secondary" sx={rowHeaderSx}>
              {timeLabel}
            </Typography>
            {dayLabels.map((_dayLabel, day) => (
              <GridCell
                key={day}
                day={day}
                slot={slot}
                slotLabel={cellLabels[slot][day].name}
                tooltip={cellLabels[slot][day].tooltip}
                tabbable={focusTarget.day === day && focusTarget.slot === slot}
              />
            ))}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
