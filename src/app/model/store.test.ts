import { createAppStore } from './store';

/**
 * DevTools can only replay what survives its serialization: RTK's development checks must stay on in the app's
 * store (getDefaultMiddleware adds them whenever NODE_ENV is not 'production'; jest runs with 'test').
 */
describe('createAppStore outside production', () => {
  afterEach(() => jest.restoreAllMocks());

  it("keeps RTK's serializableCheck: a non-serializable action is reported on the console", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();

    // Types no reducer handles, so that only the action is reported (a reducer keeping it would put it in the state too).
    store.dispatch({ type: 'test/dragStartedAt', payload: { day: 1, slot: 2, at: new Date(0) } });
    store.dispatch({ type: 'test/commandCallback', payload: () => 'help' });

    const reports = error.mock.calls.map((args) => String(args[0]));
    expect(reports).toEqual([
      expect.stringContaining('A non-serializable value was detected in an action, in the path: `payload.at`'),
      expect.stringContaining('A non-serializable value was detected in an action, in the path: `payload`'),
    ]);
  });

  it('reports nothing for the serializable actions the app dispatches', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();

    store.dispatch({ type: 'availabilityDrag/dragStarted', payload: { day: 1, slot: 2 } });
    store.dispatch({ type: 'adminConsole/commandStarted', payload: { line: 'help', timestamp: 0 } });

    expect(error).not.toHaveBeenCalled();
  });

  it("keeps RTK's immutableCheck: state mutated outside a reducer is caught at the next dispatch", () => {
    // A preloaded slice that no action has touched yet is the one state immer has not frozen.
    const store = createAppStore({ adminConsole: { events: [], history: [], historyIndex: null, draft: '', input: '', running: null } });

    store.getState().adminConsole.history.push('help');

    expect(() => store.dispatch({ type: 'availabilityDrag/rangeForgotten' })).toThrow(
      'A state mutation was detected between dispatches, in the path \'adminConsole.history.0\'',
    );
  });
});
