import { parseCommandLine } from '../src/cli/manage-args';
import { CommandUsageError, type Command } from '../src/modules/console/command';

describe('parseCommandLine', () => {
  it('splits the command, its positional arguments and its options', () => {
    expect(parseCommandLine(['create_admin', 'alice', 'alice@example.edu', '--password', 'secret words'])).toEqual({
      name: 'create_admin',
      args: ['alice', 'alice@example.edu'],
      kwargs: { password: 'secret words' },
    });
  });

  it('reads a trailing option or one followed by another option as a flag', () => {
    expect(parseCommandLine(['pair', '--dry-run'])).toEqual({ name: 'pair', args: [], kwargs: { 'dry-run': true } });
    expect(parseCommandLine(['list_users', '--admins', '--limit', '5'])).toEqual({ name: 'list_users', args: [], kwargs: { admins: true, limit: '5' } });
  });

  it('never takes the next word as the value of a flag the command declares', () => {
    const commands: Command[] = [{ name: 'pair', description: '', options: [{ name: 'dry-run', description: '' }], run: async () => '' }];
    expect(parseCommandLine(['pair', '--dry-run', 'stray'], commands)).toEqual({ name: 'pair', args: ['stray'], kwargs: { 'dry-run': true } });
    expect(parseCommandLine(['pair', '--dryrun', 'stray'], commands)).toEqual({ name: 'pair', args: [], kwargs: { dryrun: 'stray' } });
  });

  it('accepts --key=value, including an empty value and values with =', () => {
    expect(parseCommandLine(['x', '--a=1=2', '--b=', 'positional']).kwargs).toEqual({ a: '1=2', b: '' });
    expect(parseCommandLine(['x', '--a=1=2', '--b=', 'positional']).args).toEqual(['positional']);
  });

  it('treats everything after -- as positional', () => {
    expect(parseCommandLine(['x', '--', '--not-an-option'])).toEqual({ name: 'x', args: ['--not-an-option'], kwargs: {} });
  });

  it('refuses a missing command or a nameless option', () => {
    expect(() => parseCommandLine([])).toThrow(CommandUsageError);
    expect(() => parseCommandLine(['--admins'])).toThrow('Usage: npm run manage');
    expect(() => parseCommandLine(['x', '--=1'])).toThrow('"--=1" names no option.');
  });
});
