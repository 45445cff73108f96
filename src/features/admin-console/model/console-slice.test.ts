import { commandFinished, commandStarted, consoleSlice, historyDown, historyUp, inputChanged, type ConsoleState } from './console-slice';

const reduce = (actions: Parameters<typeof consoleSlice.reducer>[1][], state?: ConsoleState) =>
  actions.reduce((current, action) => consoleSlice.reducer(current, action), state ?? consoleSlice.getInitialState());

const ran = (...lines: string[]) => reduce(
  lines.flatMap((line, index) => [
    commandStarted({ line, timestamp: index }),
    commandFinished({ stream: 'output', content: `${line} done`, timestamp: index }),
  ]),
);

describe('console history', () => {
  it('walks back with Up and stops at the oldest command', () => {
    const state = reduce([historyUp(), historyUp(), historyUp(), historyUp()], ran('help', 'pool_status', 'list_users'));
    expect(state.input).toBe('help');
    expect(reduce([historyUp()], ran('help', 'pool_status')).input).toBe('pool_status');
  });

  it('walks forward with Down and gives back the line being typed past the newest command', () => {
    const typing = reduce([inputChanged('pair --dry')], ran('help', 'pool_status'));
    const browsed = reduce([historyUp(), historyUp(), historyDown()], typing);
    expect(browsed.input).toBe('pool_status');
    const back = reduce([historyDown()], browsed);
    expect(back.input).toBe('pair --dry');
    expect(reduce([historyDown()], back).input).toBe('pair --dry');
  });

  it('does nothing on Up with an empty history', () => {
    const state = reduce([inputChanged('hel'), historyUp()]);
    expect(state.input).toBe('hel');
  });

  it('does not repeat a command run twice in a row', () => {
    expect(ran('help', 'help', 'pool_status', 'help').history).toEqual(['help', 'pool_status', 'help']);
  });

  it('keeps what is typed while a command runs', () => {
    const running = reduce([commandStarted({ line: 'pair --dry-run', timestamp: 1 }), inputChanged('pool_status')]);
    expect(running.running).toBe('pair --dry-run');
    const finished = reduce([commandFinished({ stream: 'error', content: 'No pool', timestamp: 2 })], running);
    expect(finished.running).toBeNull();
    expect(finished.input).toBe('pool_status');
    expect(finished.events).toEqual([
      { stream: 'input', content: 'pair --dry-run', timestamp: 1 },
      { stream: 'error', content: 'No pool', timestamp: 2 },
    ]);
  });
});
