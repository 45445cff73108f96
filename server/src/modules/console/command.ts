import type { AppContext } from '../../context';
import type { MemberRow } from '../members/dto';

export type CommandKwargs = Record<string, string | true>;

/** Where a command was run from: the admin console, the local CLI, or a one-click action of the admin UI. */
export type CommandSource = 'console' | 'cli' | 'admin-ui';

export interface CommandInvocation {
  ctx: AppContext;
  /** The admin who ran it from the console or the admin UI; null when run from the local CLI. */
  actor: MemberRow | null;
  source: CommandSource;
  /** As many as the command declares (the runner refuses more or fewer). */
  args: string[];
  /** Only the declared options, keyed by their declared (dashed) names. */
  kwargs: CommandKwargs;
}

/** A positional argument; optional ones come after the required ones. */
export interface CommandArgument {
  name: string;
  optional?: boolean;
  /**
   * A file on this machine: `npm run manage` makes it absolute (from the directory it was run in) before a running
   * server gets the command. The command itself refuses files when run from the admin console.
   */
  file?: boolean;
}

/** A `--name` option: a flag when it has no `value` placeholder, else it takes a value. */
export interface CommandOption {
  name: string;
  /** What the value is, shown as `--name <value>`; absent for a flag. */
  value?: string;
  /** Shown by `help`, so the CLI says what each option does. */
  description: string;
  required?: boolean;
}

/**
 * One allow-listed server function that the admin console and `npm run manage` both run. Its arguments
 * and options are declared here once: the usage line is built from them and the runner refuses
 * anything else before `run` is called.
 */
export interface Command {
  name: string;
  description: string;
  arguments?: readonly CommandArgument[];
  options?: readonly CommandOption[];
  /** Returns the text shown as output; throws CommandUsageError for bad arguments, CommandFailure for a refused action. */
  run(invocation: CommandInvocation): Promise<string>;
}

/** What a command declares, without running it: enough to check an invocation and print its usage (the CLI's own backup and restore). */
export type CommandDeclaration = Omit<Command, 'run'>;

/** Bad or missing arguments: the console answers 400, the CLI prints the usage. */
export class CommandUsageError extends Error {}

/** The command ran but could not do what was asked (e.g. no such user): `{ success: false, error }`. */
export class CommandFailure extends Error {}

function optionUsage(option: CommandOption): string {
  const text = option.value ? `--${option.name} <${option.value}>` : `--${option.name}`;
  return option.required ? text : `[${text}]`;
}

/** `pair [--dry-run] [--force-current-week]`, from the declarations. */
export function usageOf(command: CommandDeclaration): string {
  const args = (command.arguments ?? []).map((argument) => (argument.optional ? `[${argument.name}]` : `<${argument.name}>`));
  return [command.name, ...args, ...(command.options ?? []).map(optionUsage)].join(' ');
}

/** A required positional argument, trimmed; blank counts as missing. */
export function requireArg(invocation: CommandInvocation, index: number, name: string): string {
  const value = invocation.args[index]?.trim();
  if (!value) throw new CommandUsageError(`Missing argument <${name}>.`);
  return value;
}

const TRUE_WORDS = ['true', 'yes', '1'];

/** Whether a declared flag is on (the runner has already refused values other than true/false words). */
export function flagSet(invocation: Pick<CommandInvocation, 'kwargs'>, name: string): boolean {
  const value = invocation.kwargs[name];
  return value === true || (typeof value === 'string' && TRUE_WORDS.includes(value.toLowerCase()));
}
