import { canonicalOptionName } from '@contracts/command-line';
import { CommandUsageError, type CommandDeclaration, type CommandKwargs } from './command';

const FLAG_WORDS = ['true', 'yes', '1', 'false', 'no', '0'];

/**
 * Holds a request to what the command declares, so an unknown or misspelt option (`--dryrun`) or a stray
 * argument is refused instead of silently ignored; returns the options under their declared names.
 */
export function checkedInvocation(command: CommandDeclaration, args: readonly string[], kwargs: CommandKwargs): CommandKwargs {
  const declaredArgs = command.arguments ?? [];
  const requiredArgs = declaredArgs.filter((argument) => !argument.optional).length;
  if (args.length > declaredArgs.length) throw new CommandUsageError(`Unexpected argument "${args[declaredArgs.length]}".`);
  if (args.length < requiredArgs) throw new CommandUsageError(`Missing argument <${declaredArgs[args.length].name}>.`);

  const options = new Map((command.options ?? []).map((option) => [option.name, option]));
  const checked: CommandKwargs = {};
  for (const [key, value] of Object.entries(kwargs)) {
    const name = canonicalOptionName(key);
    const option = options.get(name);
    if (!option) throw new CommandUsageError(`Unknown option "--${key}".`);
    if (name in checked) throw new CommandUsageError(`The option --${name} is given twice.`);
    if (option.value && value === true) throw new CommandUsageError(`--${name} needs a value <${option.value}>.`);
    if (!option.value && value !== true && !FLAG_WORDS.includes(value.toLowerCase())) {
      throw new CommandUsageError(`--${name} takes no value (or true/false), not "${value}".`);
    }
    checked[name] = value;
  }
  const missing = [...options.values()].find((option) => option.required && !(option.name in checked));
  if (missing) throw new CommandUsageError(`Missing --${missing.name}.`);
  return checked;
}
