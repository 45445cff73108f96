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

  it('knows the flags a command declares from its usage line, as the CLI knows them', () => {
    const commands = [{ name: 'list_users', usage: 'list_users [--admins] [--limit <n>]' }];
    expect(parseCommandLine('list_users --admins ada --limit 5', commands)).toEqual({ command: 'list_users', args: ['ada'], kwargs: { admins: true, limit: '5' } });
    expect(parseCommandLine('list_users --admins ada')).toEqual({ command: 'list_users', args: [], kwargs: { admins: 'ada' } });
  });

  it('gives an empty string for --key= and keeps quoted words after -- positional', () => {
    expect(parseCommandLine('reschedule_interview 7 --at= -- "--at noon"')).toEqual({ command: 'reschedule_interview', args: ['7', '--at noon'], kwargs: { at: '' } });
  });

  it('refuses an option with no name', () => {
    expect(() => parseCommandLine('pair --=x')).toThrow('"--=x" names no option.');
  });

  it('gives nothing for a blank line', () => {
    expect(parseCommandLine('   ')).toBeNull();
  });
});
