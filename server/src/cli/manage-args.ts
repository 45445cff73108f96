import { CommandUsageError, type Command, type CommandKwargs } from '../modules/console/command';

export interface ParsedCommandLine {
  name: string;
  args: string[];
  kwargs: CommandKwargs;
}

export const MANAGE_USAGE = 'Usage: npm run manage -- <command> [arguments] [--option value | --option=value | --flag]\nRun "npm run manage -- help" to list the commands.';

/** A flag the command declares never takes the next word as its value. */
function isDeclaredFlag(command: Command | undefined, key: string): boolean {
  const option = command?.options?.find((declared) => declared.name === key.replaceAll('_', '-'));
  return option !== undefined && option.value === undefined;
}

/**
 * `<command> [args] [--key value | --key=value | --flag]`. A `--key` followed by a word takes it as its
 * value unless the command declares `--key` a flag; `--` ends the options. What the command accepts is
 * checked by the runner, wherever the command runs, so an unknown option fails there with the usage.
 */
export function parseCommandLine(argv: readonly string[], commands: readonly Command[] = []): ParsedCommandLine {
  const [name, ...rest] = argv;
  if (!name || name.startsWith('-')) throw new CommandUsageError(MANAGE_USAGE);
  const command = commands.find((candidate) => candidate.name === name);
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
    } else if (!isDeclaredFlag(command, key) && rest[index + 1] !== undefined && !rest[index + 1].startsWith('--')) {
      kwargs[key] = rest[index + 1];
      index += 1;
    } else {
      kwargs[key] = true;
    }
  }
  return { name, args, kwargs };
}
