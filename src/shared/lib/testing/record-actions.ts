import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export interface ActionRecording {
  /**
   * Goes last in the store's middleware: it then sees exactly the actions that reach the reducers (thunks never
   * do), in the order they reach them, which is what the Redux DevTools extension records.
   */
  readonly middleware: Middleware;
  /** Every action recorded so far, oldest first (the live array: copy it to keep a moment). */
  readonly actions: UnknownAction[];
}

/**
 * Records a store's actions as Redux DevTools' monitor does, so that a test can replay them into a fresh store
 * (or a prefix of them, as DevTools' slider jumps to an action) and compare the states.
 */
export function recordActions(): ActionRecording {
  const actions: UnknownAction[] = [];
  // Recorded before `next`: an action dispatched from inside this one's processing is then listed after it.
  const middleware: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  return { middleware, actions };
}

/** The actions as DevTools' export and import hand them back: through JSON. */
export function exportActions(actions: readonly UnknownAction[]): UnknownAction[] {
  return JSON.parse(JSON.stringify(actions)) as UnknownAction[];
}

/** Dispatches `actions` (the first `count` of them, by default all) into `store`, in order. */
export function replayActions(store: { dispatch: (action: UnknownAction) => unknown }, actions: readonly UnknownAction[], count = actions.length): void {
  for (const action of actions.slice(0, count)) store.dispatch(action);
}
