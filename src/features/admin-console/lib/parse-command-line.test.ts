import { parseCommandLine } from './parse-command-line';

describe('parseCommandLine', () => {
  it('reads a command, positional arguments and options as the CLI does', () => {
    expect(parseCommandLine('  add_to_pool ada ')).toEqual({ command: 'add_to_pool', args: ['ada'], kwargs: {} });
    expect(parseCommandLine('pair --dry-run --force-current-week')).toEqual({ command: 'pair', args: [], kwargs: { 'dry-run': true, 'force-current-week': true } });
    expect(parseCommandLine('create_admin ada ada@x.edu --password "two words"')).toEqual({
      command: 'create_admin', args: ['ada', 'ada@x.edu'], kwargs: { password: 'two words' },
    });
    expect(parseCommandLine('refresh_stats --limit=5 -- --ada')).toEqual({ command: 'refresh_stats', args: ['--ada'], kwargs: { limit: '5' } });
  });

  it('gives nothing for a blank line', () => {
    expect(parseCommandLine('   ')).toBeNull();
  });
});
