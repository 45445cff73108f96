import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { exportActions, recordActions, renderWithProviders, replayActions, setupApiServer } from '@/shared/lib/testing';
import { emptyAvailability, type AvailabilityGrid } from '@/entities/availability';
import { AvailabilityPicker, availabilityDragSlice, timeLabels } from '@/widgets/availability-picker';
import { AdminConsole } from '@/features/admin-console';
import { createAppStore, type AppStore, type RootState } from './store';

/**
 * ARCHITECTURE.md "The SPA": every action is serializable so that Redux DevTools can record and replay a whole
 * availability drag or console session. These tests do what DevTools does: record the actions a real
 * interaction dispatches (the recorder is the store's last middleware, so it sees what the reducers see), take
 * them through JSON as its export and import do, and replay them, whole or up to one action as its slider
 * does, into a fresh store built exactly as the app builds it.
 */

// The picker mounts 336 cells, each with its tooltip: seconds in jsdom on a busy machine.
jest.setTimeout(30_000);

setupApiServer(
  http.get('http://localhost/admin/command/', () =>
    HttpResponse.json({ available_commands: [{ name: 'help', description: 'Lists the commands.', usage: 'help' }] }),
  ),
  http.post('http://localhost/admin/command/', async ({ request }) => {
    const { command } = (await request.json()) as { command: string };
    return HttpResponse.json({ success: true, output: `ran ${command}`, error: '' });
  }),
);

/** Every app store a test built; their RTK Query caches (and its timers) are dropped after each test. */
const appStores: AppStore[] = [];
afterEach(() => {
  for (const store of appStores.splice(0)) store.dispatch(baseApi.util.resetApiState());
});

function appStore(extraMiddleware: Middleware) {
  const store = createAppStore(undefined, { extraMiddleware: [extraMiddleware] });
  appStores.push(store);
  return store;
}

/**
 * A fresh app store with `actions` (or the first `count` of them) dispatched into it, and what it recorded: the
 * replayed actions plus whatever its own middleware dispatched in answer.
 */
function replayed(actions: readonly UnknownAction[], count?: number) {
  const recording = recordActions();
  const store = appStore(recording.middleware);
  replayActions(store, actions, count);
  return Object.assign(store, { recorded: recording.actions });
}

describe('Redux DevTools replay of an availability drag', () => {
  const DAYS = ['Sun 3/9', 'Mon 3/10', 'Tue 3/11', 'Wed 3/12', 'Thu 3/13', 'Fri 3/14', 'Sat 3/15'];

  /** A page that keeps what the picker reports, as the signup page does. */
  function ControlledPicker() {
    const [availability, setAvailability] = useState<AvailabilityGrid>(emptyAvailability);
    return <AvailabilityPicker availability={availability} onChange={setAvailability} title="Your availability" weekStart="2025-03-09" dayLabels={DAYS} timeLabels={timeLabels()} />;
  }

  /** The cells a state shows as available, drag under way included (what the grid's cells read), as 'day:slot'. */
  function paintedCells(state: RootState): string[] {
    return state.availabilityDrag.grid.flatMap((slots, day) =>
      slots.flatMap((_available, slot) => (availabilityDragSlice.selectors.selectCellPainted(state, day, slot) ? [`${day}:${slot}`] : [])),
    );
  }

  function committedCells(state: RootState): string[] {
    return state.availabilityDrag.grid.flatMap((slots, day) => slots.flatMap((available, slot) => (available ? [`${day}:${slot}`] : [])));
  }

  it('replays a pointer drag, a Shift+arrows range and a Space toggle to the same grid, and jumps to the middle of the drag', async () => {
    const recording = recordActions();
    const store = appStore(recording.middleware);
    const { user } = renderWithProviders(<ControlledPicker />, { store });
    const cells = within(screen.getByRole('grid', { name: 'Your availability' })).getAllByRole('gridcell', { hidden: true });
    /** Rows are slots, columns days. */
    const cell = (day: number, slot: number) => cells[slot * DAYS.length + day];
    /** The cells the screen shows as available, day by day like `paintedCells`. */
    const shownCells = () =>
      cells
        .filter((element) => element.getAttribute('aria-selected') === 'true')
        .map((element) => ({ day: Number(element.dataset.day), slot: Number(element.dataset.slot) }))
        .sort((a, b) => a.day - b.day || a.slot - b.slot)
        .map(({ day, slot }) => `${day}:${slot}`);

    // A pointer drag from Monday 8:00 AM to Wednesday 9:00 AM, held there for a moment.
    await user.pointer([{ keys: '[MouseLeft>]', target: cell(1, 2) }, { target: cell(2, 3) }, { target: cell(3, 4) }]);
    const midDrag = recording.actions.length;
    const shownMidDrag = shownCells();
    expect(shownMidDrag).toEqual(['1:2', '1:3', '1:4', '2:2', '2:3', '2:4', '3:2', '3:3', '3:4']);
    await user.pointer({ keys: '[/MouseLeft]', target: cell(3, 4) });

    // The press focused Monday 8:00 AM. Down to Monday 11:00 AM without Shift, then Shift+Right, Right, Down
    // paints Monday to Wednesday, 11:00 to 12:00.
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(cell(3, 9)).toHaveFocus();
    // Space flips the focused cell, Wednesday 11:30 AM, back off.
    await user.keyboard('[Space]');

    const expected = ['1:2', '1:3', '1:4', '1:8', '1:9', '2:2', '2:3', '2:4', '2:8', '2:9', '3:2', '3:3', '3:4', '3:8'];
    expect(shownCells()).toEqual(expected);
    const actions = [...recording.actions];
    const types = actions.map((action) => action.type);
    expect(types).toEqual(expect.arrayContaining(['availabilityDrag/dragStarted', 'availabilityDrag/dragMoved', 'availabilityDrag/dragEnded']));
    expect(types).toEqual(expect.arrayContaining(['availabilityDrag/rangeExtended', 'availabilityDrag/cellToggled']));

    // (i) Serializable: DevTools' export and import (JSON) give back the same actions. (`toEqual`, not
    // `toStrictEqual`: JSON drops the `payload: undefined` of actions without one, which reducers read alike;
    // a Date, a function, a Map or a DOM node would not come back equal.)
    const exported = exportActions(actions);
    expect(exported).toEqual(actions);

    // (ii) Replayed into a fresh store, the imported actions rebuild the state the screen showed.
    const replay = replayed(exported);
    expect(replay.getState().availabilityDrag).toStrictEqual(store.getState().availabilityDrag);
    expect(paintedCells(replay.getState())).toEqual(expected);
    // toEqual, not toStrictEqual: the actions went through JSON, which drops keys whose value is undefined (RTK adds
    // `refetchOnFocus: undefined` to a subscription when a slow render updates its options).
    expect(replay.getState()).toEqual(store.getState());

    // (iii) Jumping to the action where the pointer rested on Wednesday 9:00 AM: the rectangle is painted as it
    // was on screen, but the grid (what the picker reports) is still empty, the drag under way.
    const jumped = replayed(exported, midDrag).getState();
    expect(paintedCells(jumped)).toEqual(shownMidDrag);
    expect(committedCells(jumped)).toEqual([]);
    expect(jumped.availabilityDrag).toMatchObject({ mode: 'select', start: { day: 1, slot: 2 }, current: { day: 3, slot: 4 } });
  });
});

describe('Redux DevTools replay of an admin console session', () => {
  const FIRST_AT = Date.UTC(2025, 2, 9, 10, 0, 0);
  const SECOND_AT = FIRST_AT + 60_000;

  it('replays two commands and the history walk to the same transcript, and jumps to before the second command', async () => {
    // The console stamps its events with Date.now() when it dispatches them: a fixed clock makes them known.
    let clock = FIRST_AT;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => clock);
    const recording = recordActions();
    const store = appStore(recording.middleware);
    let afterFirstCommand = 0;
    try {
      const { user } = renderWithProviders(<AdminConsole />, { store });
      const input = screen.getByRole('textbox', { name: 'Command' });
      const log = screen.getByRole('log', { name: 'Console output' });

      await user.type(input, 'help{Enter}');
      await within(log).findByText('ran help');
      afterFirstCommand = recording.actions.length;
      clock = SECOND_AT;
      await user.type(input, 'list_users{Enter}');
      await within(log).findByText('ran list_users');
      await user.type(input, '{ArrowUp}{ArrowUp}');
      expect(input).toHaveValue('help');
    } finally {
      // Replay runs on the real clock: a reducer reading Date.now() would then stamp something else.
      now.mockRestore();
    }
    const actions = [...recording.actions];
    const session = store.getState().adminConsole;
    expect(session).toMatchObject({
      events: [
        { stream: 'input', content: 'help', timestamp: FIRST_AT },
        { stream: 'output', content: 'ran help', timestamp: FIRST_AT },
        { stream: 'input', content: 'list_users', timestamp: SECOND_AT },
        { stream: 'output', content: 'ran list_users', timestamp: SECOND_AT },
      ],
      history: ['help', 'list_users'],
      historyIndex: 0,
      input: 'help',
      running: null,
    });

    // The console's own actions survive DevTools' export and import unchanged (but for `payload: undefined`,
    // see the drag test). RTK Query's (`api/...`) come
    // back without what its serializableCheck ignores by default: `meta.baseQueryMeta` (fetch's Request and
    // Response) and the `undefined` fields of `meta.arg`; its reducers read neither.
    const exported = exportActions(actions);
    const isApiAction = (action: UnknownAction) => action.type.startsWith(`${baseApi.reducerPath}/`);
    expect(exported.filter((action) => !isApiAction(action))).toEqual(actions.filter((action) => !isApiAction(action)));
    const withoutRequestMeta = ({ meta, ...action }: UnknownAction & { meta?: Record<string, unknown> }) => {
      if (!meta) return action;
      const { baseQueryMeta: _baseQueryMeta, ...rest } = meta;
      return { ...action, meta: rest };
    };
    expect(exported.map(withoutRequestMeta)).toEqual(actions.map(withoutRequestMeta));

    // Replayed into a fresh store: the same transcript, timestamps, history and cursor.
    const replay = replayed(exported);
    expect(replay.getState().adminConsole).toStrictEqual(session);
    // The whole state is compared, the api slice included, rather than the app's slices alone: RTK Query's
    // request ids, timestamps and results all come from its actions (`meta.requestId`, `meta.startedTimeStamp`,
    // `meta.fulfilledTimeStamp`, `payload`), so replaying them reproduces its cache exactly. Replay sends no
    // request either (msw would fail the test): the fresh store's middleware only registers itself (a second
    // `api/config/middlewareRegistered`, which leaves the flag as it was) and dispatches nothing else.
    // toEqual, not toStrictEqual: the actions went through JSON, which drops keys whose value is undefined (RTK adds
    // `refetchOnFocus: undefined` to a subscription when a slow render updates its options).
    expect(replay.getState()).toEqual(store.getState());
    expect(replay.recorded).toEqual([expect.objectContaining({ type: `${baseApi.reducerPath}/config/middlewareRegistered` }), ...exported]);

    // Jumping to the moment the first command had answered: its two lines, not yet the second command.
    const jumped = replayed(exported, afterFirstCommand).getState().adminConsole;
    expect(jumped.events.map(({ stream, content }) => `${stream}: ${content}`)).toEqual(['input: help', 'output: ran help']);
    expect(jumped).toMatchObject({ history: ['help'], historyIndex: null, input: '', running: null });
  });
});
