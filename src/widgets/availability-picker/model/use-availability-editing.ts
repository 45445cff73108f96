import { useLayoutEffect, useMemo } from 'react';
import { useSelector, useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { AvailabilityGrid } from '@/entities/availability';
import {
  availabilityLoaded,
  cellToggled,
  dragEnded,
  dragMoved,
  dragStarted,
  rangeExtended,
  rangeForgotten,
  slotRangeSet,
  selectAvailability,
  selectAvailableCount,
  selectCellPainted,
  selectDragActive,
  type AvailabilityDragRootState,
} from './drag-slice';
import type { GridCell } from './grid-cell';

const usePickerStore = useStore.withTypes<Store<AvailabilityDragRootState>>();
const usePickerSelector = useSelector.withTypes<AvailabilityDragRootState>();

export interface AvailabilityEditing {
  startDrag(cell: GridCell): void;
  /** Extends the drag under way to `cell`; nothing when no drag is under way. */
  moveDrag(cell: GridCell): void;
  /** Ends the drag under way and reports the availability; nothing when no drag is under way. */
  finishDrag(): void;
  isDragging(): boolean;
  /** Flips one cell and reports the availability. */
  toggleCell(cell: GridCell): void;
  /** Sets slots `fromSlot` to `toSlot` of one day and reports the availability (the phone list's ranges). */
  setSlotRange(day: number, fromSlot: number, toSlot: number, available: boolean): void;
  /** Shift+arrow: paints the keyboard range on to `to`, the same whether Shift was held or pressed again. */
  extendRange(from: GridCell, to: GridCell): void;
  /** Ends the drag under way (reporting it) and forgets the keyboard range: focus moved without Shift. */
  moveWithoutRange(): void;
}

/** The picker's edits, each reporting the resulting availability through `onChange` when it is done. */
export function useAvailabilityEditing(onChange: (availability: AvailabilityGrid) => void): AvailabilityEditing {
  const store = usePickerStore();
  return useMemo(() => {
    const isDragging = () => selectDragActive(store.getState());
    const report = () => onChange(selectAvailability(store.getState()));
    const finishDrag = () => {
      if (!isDragging()) return;
      store.dispatch(dragEnded());
      report();
    };
    return {
      isDragging,
      finishDrag,
      startDrag: (cell) => store.dispatch(dragStarted(cell)),
      moveDrag: (cell) => {
        if (isDragging()) store.dispatch(dragMoved(cell));
      },
      toggleCell: (cell) => {
        store.dispatch(cellToggled(cell));
        report();
      },
      setSlotRange: (day, fromSlot, toSlot, available) => {
        store.dispatch(slotRangeSet({ day, fromSlot, toSlot, available }));
        report();
      },
      extendRange: (from, to) => store.dispatch(rangeExtended({ from, to })),
      moveWithoutRange: () => {
        finishDrag();
        store.dispatch(rangeForgotten());
      },
    };
  }, [store, onChange]);
}

/**
 * Loads the picker's `availability` input into the slice whenever the input changes. The grid the
 * picker reported itself comes back as the same array and is not loaded again. A layout effect, so
 * the first paint already shows the input.
 */
export function useAvailabilityInput(availability: AvailabilityGrid): void {
  const store = usePickerStore();
  useLayoutEffect(() => {
    if (selectAvailability(store.getState()) !== availability) store.dispatch(availabilityLoaded(availability));
  }, [store, availability]);
}

/** Whether one cell shows as available now; the component re-renders only when that flips. */
export function useCellPainted(day: number, slot: number): boolean {
  return usePickerSelector((state) => selectCellPainted(state, day, slot));
}

export function useAvailableCount(day: number): number {
  return usePickerSelector((state) => selectAvailableCount(state, day));
}
