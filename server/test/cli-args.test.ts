import { flagsInUsage, NamelessOptionError, readCommandWords } from '@contracts/command-line';
import { parseCommandLine } from '../src/cli/manage-args';
import { allCommands } from '../src/modules/console/all-commands';
import { CommandUsageError, usageOf, type Command } from '../src/modules/console/command';

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
    expect(parseCommandLine(['pair', '--dry_run', 'stray'], commands)).toEqual({ name: 'pair', args: ['stray'], kwargs: { dry_run: true } });
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

// The rules the admin console reads a line by too (contracts/command-line.ts).
describe('readCommandWords', () => {
  it('ends the options at --, keeping later option-like words and -- itself positional', () => {
    expect(readCommandWords(['a', '--', '--b', '--', 'c'])).toEqual({ args: ['a', '--b', '--', 'c'], kwargs: {} });
  });

  it('gives an empty string for --key= and keeps later = in the value', () => {
    expect(readCommandWords(['--at=', '--note=a=b'])).toEqual({ args: [], kwargs: { at: '', note: 'a=b' } });
  });

  it('lets a declared flag leave the next word positional, while an undeclared option takes it', () => {
    const isFlag = (key: string) => key === 'admins';
    expect(readCommandWords(['--admins', 'ada', '--at', 'noon'], isFlag)).toEqual({ args: ['ada'], kwargs: { admins: true, at: 'noon' } });
    expect(readCommandWords(['--admins', 'ada'])).toEqual({ args: [], kwargs: { admins: 'ada' } });
  });

  it('refuses an option with no name', () => {
    expect(() => readCommandWords(['--=x'])).toThrow(NamelessOptionError);
    expect(() => readCommandWords(['--='])).toThrow('"--=" names no option.');
  });
});

describe('flagsInUsage', () => {
  it("finds exactly each command's declared flags in the usage line the console receives", () => {
    for (const command of allCommands) {
      const declared = (command.options ?? []).filter((option) => option.value === undefined).map((option) => option.name);
      expect({ command: command.name, flags: flagsInUsage(usageOf(command)) }).toEqual({ command: command.name, flags: declared });
    }
  });

  it('skips options that take a value', () => {
    expect(flagsInUsage('reschedule_interview <interview_id> [--at <time>] [--dry-run] --week <date>')).toEqual(['dry-run']);
  });
});
