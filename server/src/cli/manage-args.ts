import { CommandUsageError, type CommandKwargs } from '../modules/console/command';

export interface ParsedCommandLine {
  name: string;
  args: string[];
  kwargs: CommandKwargs;
}

export const MANAGE_USAGE = 'Usage: npm run manage -- <command> [arguments] [--option value | --option=value | --flag]\nRun "npm run manage -- help" to list the commands.';

/**
 * `<command> [args] [--key value | --key=value | --flag]`. A `--key` followed by a word takes it as its
 * value, so flags go after the positional arguments (or use `--key=value`); `--` ends the options.
 */
export function parseCommandLine(argv: readonly string[]): ParsedCommandLine {
  const [name, ...rest] = argv;
  if (!name || name.startsWith('-')) throw new CommandUsageError(MANAGE_USAGE);
  const args: string[] = [];
  const kwargs: CommandKwargs = {};
  let optionsEnded = false;
  for (let index = 0; index < rest.length; index += 1) {
    const token = rest[index];
    if (optionsEnded || !token.startsWith('--')) {
      args.push(token);
      continue;
    }
    if (token === '--') {
      optionsEnded = true;
      continue;
    }
    const option = token.slice(2);
    const equals = option.indexOf('=');
    const key = equals >= 0 ? option.slice(0, equals) : option;
    if (!key) throw new CommandUsageError(`"${token}" names no option.`);
    if (equals >= 0) {
      kwargs[key] = option.slice(equals + 1);
    } else if (rest[index + 1] !== undefined && !rest[index + 1].startsWith('--')) {
      kwargs[key] = rest[index + 1];
      index += 1;
    } else {
      kwargs[key] = true;
    }
  }
  return { name, args, kwargs };
}
