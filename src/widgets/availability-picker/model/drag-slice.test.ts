import { emptyAvailability, type AvailabilityGrid } from '@/entities/availability';
import {
  availabilityDragSlice,
  availabilityLoaded,
  cellToggled,
  dragEnded,
  dragMoved,
  dragStarted,
  rangeExtended,
  rangeForgotten,
  selectCellPainted,
  type AvailabilityDragState,
} from './drag-slice';

const reducer = availabilityDragSlice.reducer;

function gridWith(...cells: Array<[number, number]>): AvailabilityGrid {
  const grid = emptyAvailability();
  for (const [day, slot] of cells) grid[day][slot] = true;
  return grid;
}

function availableCells(grid: AvailabilityGrid): Array<[number, number]> {
  return grid.flatMap((slots, day) => slots.flatMap((available, slot) => (available ? [[day, slot] as [number, number]] : [])));
}

function loaded(grid: AvailabilityGrid): AvailabilityDragState {
  return reducer(undefined, availabilityLoaded(grid));
}

const painted = (state: AvailabilityDragState, day: number, slot: number) => selectCellPainted({ availabilityDrag: state }, day, slot);

type Cell = { day: number; slot: number };
/** Shift+arrow presses from cell to cell; `release` says whether Shift comes up after each one. */
function shiftPresses(start: AvailabilityDragState, cells: Cell[], release: boolean): AvailabilityDragState {
  let state = start;
  for (let index = 1; index < cells.length; index += 1) {
    state = reducer(state, rangeExtended({ from: cells[index - 1], to: cells[index] }));
    if (release) state = reducer(state, dragEnded());
  }
  return reducer(state, dragEnded());
}

describe('keyboard ranges', () => {
  const down = (slot: number) => ({ day: 3, slot });

  it.each([
    ['Shift+Down twice', [down(5), down(6), down(7)]],
    ['down then back up past the start', [down(5), down(6), down(7), down(6), down(5), down(4)]],
  ])('paint the same whether or not Shift is released between presses: %s', (_name, cells) => {
    const before = loaded(gridWith([3, 7], [3, 4]));
    const held = shiftPresses(before, cells, false);
    const released = shiftPresses(before, cells, true);

    expect(availableCells(released.grid)).toEqual(availableCells(held.grid));
  });

  it('keep the first cell selected over Shift+Down, Shift released, Shift+Down', () => {
    const state = shiftPresses(loaded(emptyAvailability()), [down(5), down(6), down(7)], true);

    expect(availableCells(state.grid)).toEqual([[3, 5], [3, 6], [3, 7]]);
  });

  it('start afresh after a move without Shift, a toggle or a pointer drag', () => {
    const afterFirst = shiftPresses(loaded(emptyAvailability()), [down(5), down(6)], true);
    for (const interruption of [rangeForgotten(), cellToggled({ day: 0, slot: 0 }), dragStarted({ day: 0, slot: 0 })]) {
      let state = reducer(afterFirst, interruption);
      if (state.mode !== null) state = reducer(state, dragEnded());
      // Slot 6 is available now, so a new range from it erases.
      state = shiftPresses(state, [down(6), down(7)], false);
      expect(painted(state, 3, 5)).toBe(true);
      expect(painted(state, 3, 6)).toBe(false);
    }
  });
});

describe('availability drag slice', () => {
  it('paints the rectangle from the start cell down and to the right', () => {
    let state = loaded(emptyAvailability());
    state = reducer(state, dragStarted({ day: 1, slot: 2 }));
    state = reducer(state, dragMoved({ day: 2, slot: 4 }));
    state = reducer(state, dragEnded());

    expect(availableCells(state.grid)).toEqual([[1, 2], [1, 3], [1, 4], [2, 2], [2, 3], [2, 4]]);
    expect(state).toMatchObject({ mode: null, start: null, current: null });
  });

  it('paints the same rectangle when dragged up and to the left', () => {
    let state = loaded(emptyAvailability());
    state = reducer(state, dragStarted({ day: 2, slot: 4 }));
    state = reducer(state, dragMoved({ day: 1, slot: 2 }));
    state = reducer(state, dragEnded());

    expect(availableCells(state.grid)).toEqual([[1, 2], [1, 3], [1, 4], [2, 2], [2, 3], [2, 4]]);
  });

  it('erases when the start cell was available, whatever the other cells were', () => {
    let state = loaded(gridWith([0, 0], [0, 2], [5, 5]));
    state = reducer(state, dragStarted({ day: 0, slot: 0 }));
    expect(state.mode).toBe('deselect');
    state = reducer(state, dragMoved({ day: 1, slot: 3 }));
    state = reducer(state, dragEnded());

    expect(availableCells(state.grid)).toEqual([[5, 5]]);
  });

  it('selects when the start cell was unavailable, also over cells already available', () => {
    let state = loaded(gridWith([0, 1]));
    state = reducer(state, dragStarted({ day: 0, slot: 0 }));
    expect(state.mode).toBe('select');
    state = reducer(state, dragMoved({ day: 0, slot: 2 }));
    state = reducer(state, dragEnded());

    expect(availableCells(state.grid)).toEqual([[0, 0], [0, 1], [0, 2]]);
  });

  it('toggles just the start cell when released where it began', () => {
    let state = loaded(gridWith([3, 7]));
    state = reducer(state, dragStarted({ day: 3, slot: 7 }));
    state = reducer(state, dragEnded());
    expect(availableCells(state.grid)).toEqual([]);

    state = reducer(state, dragStarted({ day: 3, slot: 7 }));
    state = reducer(state, dragEnded());
    expect(availableCells(state.grid)).toEqual([[3, 7]]);
  });

  it('shows the rectangle while dragging and restores cells the rectangle shrinks away from', () => {
    let state = loaded(emptyAvailability());
    state = reducer(state, dragStarted({ day: 0, slot: 0 }));
    state = reducer(state, dragMoved({ day: 2, slot: 2 }));
    expect(painted(state, 2, 2)).toBe(true);
    expect(availableCells(state.grid)).toEqual([]);

    state = reducer(state, dragMoved({ day: 1, slot: 1 }));
    expect(painted(state, 2, 2)).toBe(false);
    expect(painted(state, 1, 1)).toBe(true);
  });

  it('ignores moves and releases when no drag is under way', () => {
    const before = loaded(gridWith([1, 1]));

    expect(reducer(before, dragMoved({ day: 2, slot: 2 }))).toBe(before);
    expect(reducer(before, dragEnded())).toBe(before);
  });

  it('ends a drag once: a second release changes nothing', () => {
    let state = loaded(emptyAvailability());
    state = reducer(state, dragStarted({ day: 4, slot: 10 }));
    const ended = reducer(state, dragEnded());

    expect(reducer(ended, dragEnded())).toBe(ended);
    expect(availableCells(ended.grid)).toEqual([[4, 10]]);
  });

  it('toggles a single cell', () => {
    let state = loaded(emptyAvailability());
    state = reducer(state, cellToggled({ day: 6, slot: 47 }));
    expect(availableCells(state.grid)).toEqual([[6, 47]]);

    state = reducer(state, cellToggled({ day: 6, slot: 47 }));
    expect(availableCells(state.grid)).toEqual([]);
  });

  it('drops a drag under way when new availability is loaded', () => {
    let state = loaded(emptyAvailability());
    state = reducer(state, dragStarted({ day: 0, slot: 0 }));
    state = reducer(state, availabilityLoaded(gridWith([2, 2])));

    expect(state.mode).toBeNull();
    expect(availableCells(state.grid)).toEqual([[2, 2]]);
  });

  it('records a whole drag as serializable actions that replay to the same grid', () => {
    const actions = [
      availabilityLoaded(gridWith([0, 5])),
      dragStarted({ day: 0, slot: 0 }),
      dragMoved({ day: 1, slot: 1 }),
      dragMoved({ day: 3, slot: 4 }),
      dragEnded(),
    ];
    const replayed = JSON.parse(JSON.stringify(actions)) as typeof actions;

    expect(replayed.reduce(reducer, undefined)).toEqual(actions.reduce(reducer, undefined));
  });
});
