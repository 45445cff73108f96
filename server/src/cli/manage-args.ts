import { canonicalOptionName, NamelessOptionError, readCommandWords } from '@contracts/command-line';
import { CommandUsageError, type CommandDeclaration, type CommandKwargs } from '../modules/console/command';

export interface ParsedCommandLine {
  name: string;
  args: string[];
  kwargs: CommandKwargs;
}

export const MANAGE_USAGE = 'Usage: npm run manage -- <command> [arguments] [--option value | --option=value | --flag]\nRun "npm run manage -- help" to list the commands.';

/** A flag the command declares never takes the next word as its value. */
function isDeclaredFlag(command: CommandDeclaration | undefined, key: string): boolean {
  const option = command?.options?.find((declared) => declared.name === canonicalOptionName(key));
  return option !== undefined && option.value === undefined;
}

/**
 * `<command> [args] [--key value | --key=value | --flag]`, read by the rules the admin console shares
 * (contracts/command-line.ts), knowing the command's declared flags. What the command accepts is checked by
 * the runner, wherever the command runs, so an unknown option fails there with the usage.
 */
export function parseCommandLine(argv: readonly string[], commands: readonly CommandDeclaration[] = []): ParsedCommandLine {
  const [name, ...rest] = argv;
  if (!name || name.startsWith('-')) throw new CommandUsageError(MANAGE_USAGE);
  const command = commands.find((candidate) => candidate.name === name);
  try {
    return { name, ...readCommandWords(rest, (key) => isDeclaredFlag(command, key)) };
  } catch (error) {
    if (error instanceof NamelessOptionError) throw new CommandUsageError(error.message);
    throw error;
  }
}
