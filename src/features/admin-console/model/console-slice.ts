import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC section 3 "Console event". */
export type ConsoleStream = 'input' | 'output' | 'error';

export interface ConsoleEvent {
  stream: ConsoleStream;
  content: string;
  /** Epoch milliseconds: plain numbers keep every action serializable for DevTools' replay. */
  timestamp: number;
}

export interface ConsoleState {
  events: ConsoleEvent[];
  /** Commands entered, oldest first, for Up and Down. */
  history: string[];
  /** Position while browsing the history; null when editing a fresh line. */
  historyIndex: number | null;
  /** The line being typed before browsing started, restored when Down walks past the newest entry. */
  draft: string;
  input: string;
  /** The command running now, or null. */
  running: string | null;
}

const initialState: ConsoleState = { events: [], history: [], historyIndex: null, draft: '', input: '', running: null };

/**
 * The admin console's session: what was typed, what came back, and the history cursor. Timestamps come in
 * the payload (no Date.now() in reducers), so DevTools replays a session exactly.
 */
export const consoleSlice = createSlice({
  name: 'adminConsole',
  initialState,
  reducers: {
    inputChanged(state, action: PayloadAction<string>) {
      state.input = action.payload;
      state.historyIndex = null;
    },
    /** Starts a command: echoes it, remembers it, and clears the line so the next one can be typed meanwhile. */
    commandStarted(state, action: PayloadAction<{ line: string; timestamp: number }>) {
      const { line, timestamp } = action.payload;
      state.events.push({ stream: 'input', content: line, timestamp });
      if (state.history[state.history.length - 1] !== line) state.history.push(line);
      state.historyIndex = null;
      state.draft = '';
      state.input = '';
      state.running = line;
    },
    /** Ends the running command; the line being typed meanwhile is left alone. */
    commandFinished(state, action: PayloadAction<{ stream: Exclude<ConsoleStream, 'input'>; content: string; timestamp: number }>) {
      state.events.push(action.payload);
      state.running = null;
    },
    historyUp(state) {
      if (state.history.length === 0) return;
      if (state.historyIndex === null) {
        state.draft = state.input;
        state.historyIndex = state.history.length - 1;
      } else if (state.historyIndex > 0) {
        state.historyIndex -= 1;
      }
      state.input = state.history[state.historyIndex];
    },
    historyDown(state) {
      if (state.historyIndex === null) return;
      if (state.historyIndex < state.history.length - 1) {
        state.historyIndex += 1;
        state.input = state.history[state.historyIndex];
      } else {
        state.historyIndex = null;
        state.input = state.draft;
      }
    },
    cleared(state) {
      state.events = [];
    },
  },
  selectors: {
    selectConsole: (state) => state,
  },
});

export const { inputChanged, commandStarted, commandFinished, historyUp, historyDown, cleared } = consoleSlice.actions;
export const { selectConsole } = consoleSlice.selectors;
