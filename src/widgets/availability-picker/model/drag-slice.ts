import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyAvailability, type AvailabilityGrid } from '@/entities/availability';
import { inRectangle, sameCell, type GridCell } from './grid-cell';

/** What a drag paints: 'select' marks cells available, 'deselect' unavailable. */
export type PaintMode = 'select' | 'deselect';

/**
 * The availability drag (ARCHITECTURE.md "The SPA"). Every action is a plain object, so Redux DevTools
 * can replay a whole drag. While a drag is under way the rectangle between `start` and `current` shows
 * `mode`; `grid` only changes when the drag ends, so shrinking the rectangle restores what was there.
 */
export interface AvailabilityDragState {
  /** Null when no drag is under way. */
  mode: PaintMode | null;
  start: GridCell | null;
  current: GridCell | null;
  /** The availability with every finished drag and toggle applied. */
  grid: AvailabilityGrid;
  /**
   * A keyboard range (Shift+arrows) survives releasing Shift: `base` is the grid before the range began,
   * `end` where it stopped. A Shift+arrow from `end` picks the range up again from `base`, so releasing
   * Shift between presses paints exactly what holding it would. Null once anything else is edited.
   */
  keyboardRange: { base: AvailabilityGrid; anchor: GridCell; end: GridCell | null; mode: PaintMode } | null;
}

const initialState: AvailabilityDragState = { mode: null, start: null, current: null, grid: emptyAvailability(), keyboardRange: null };

function isPainted(state: AvailabilityDragState, day: number, slot: number): boolean {
  if (state.mode !== null && state.start && state.current && inRectangle(state.start, state.current, day, slot)) {
    return state.mode === 'select';
  }
  return state.grid[day]?.[slot] ?? false;
}

export const availabilityDragSlice = createSlice({
  name: 'availabilityDrag',
  initialState,
  reducers: {
    /** Replaces the grid (the picker's `availability` input) and drops any drag under way. */
    availabilityLoaded: (_state, action: PayloadAction<AvailabilityGrid>) => ({ ...initialState, grid: action.payload }),
    /** A press on a cell: the drag paints the opposite of that cell's current state. */
    dragStarted: (state, action: PayloadAction<GridCell>) => {
      const { day, slot } = action.payload;
      state.mode = state.grid[day]?.[slot] ? 'deselect' : 'select';
      state.start = action.payload;
      state.current = action.payload;
      state.keyboardRange = null;
    },
    /**
     * Shift+arrow from `from` to `to`: extends the keyboard range under way, picks up the last one when
     * `from` is where it stopped, or starts a new one at `from`.
     */
    rangeExtended: (state, action: PayloadAction<{ from: GridCell; to: GridCell }>) => {
      const { from, to } = action.payload;
      const range = state.keyboardRange;
      if (state.mode !== null && range) {
        state.current = to;
        return;
      }
      if (range?.end && sameCell(range.end, from)) {
        state.grid = range.base.map((slots) => [...slots]);
        state.mode = range.mode;
        state.start = range.anchor;
      } else {
        const mode: PaintMode = state.grid[from.day]?.[from.slot] ? 'deselect' : 'select';
        state.keyboardRange = { base: state.grid.map((slots) => [...slots]), anchor: from, end: null, mode };
        state.mode = mode;
        state.start = from;
      }
      state.current = to;
    },
    /** Focus moved without Shift: the next Shift+arrow starts a new range. */
    rangeForgotten: (state) => {
      if (state.mode === null) state.keyboardRange = null;
    },
    dragMoved: (state, action: PayloadAction<GridCell>) => {
      if (state.mode === null || (state.current && sameCell(state.current, action.payload))) return;
      state.current = action.payload;
    },
    /** Paints the rectangle into the grid; released on the start cell, that toggles just the cell. */
    dragEnded: (state) => {
      const { mode, start, current } = state;
      if (mode === null || !start || !current) return;
      state.grid.forEach((slots, day) => {
        slots.forEach((_available, slot) => {
          if (inRectangle(start, current, day, slot)) slots[slot] = mode === 'select';
        });
      });
      if (state.keyboardRange) state.keyboardRange.end = current;
      state.mode = null;
      state.start = null;
      state.current = null;
    },
    /** The phone list's "select range": slots `fromSlot` to `toSlot` of one day (either way round) set to `available`. */
    slotRangeSet: (state, action: PayloadAction<{ day: number; fromSlot: number; toSlot: number; available: boolean }>) => {
      const { day, fromSlot, toSlot, available } = action.payload;
      const slots = state.grid[day];
      if (!slots) return;
      state.keyboardRange = null;
      for (let slot = Math.max(0, Math.min(fromSlot, toSlot)); slot <= Math.min(slots.length - 1, Math.max(fromSlot, toSlot)); slot++) slots[slot] = available;
    },
    cellToggled: (state, action: PayloadAction<GridCell>) => {
      state.keyboardRange = null;
      const { day, slot } = action.payload;
      const slots = state.grid[day];
      if (slots && slot >= 0 && slot < slots.length) slots[slot] = !slots[slot];
    },
  },
  selectors: {
    /** What one cell shows now, drag included: a cell subscribed to this re-renders only when it flips. */
    selectCellPainted: (state, day: number, slot: number) => isPainted(state, day, slot),
    selectAvailableCount: (state, day: number) => state.grid[day]?.filter(Boolean).length ?? 0,
    selectDragActive: (state) => state.mode !== null,
    selectAvailability: (state) => state.grid,
  },
});

export const { availabilityLoaded, dragStarted, dragMoved, dragEnded, cellToggled, slotRangeSet, rangeExtended, rangeForgotten } = availabilityDragSlice.actions;
export const { selectCellPainted, selectAvailableCount, selectDragActive, selectAvailability } = availabilityDragSlice.selectors;

/** The part of the app's state the picker reads; the app registers the slice in its store. */
export type AvailabilityDragRootState = { [availabilityDragSlice.reducerPath]: AvailabilityDragState };
