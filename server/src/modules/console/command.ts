import type { AppContext } from '../../context';
import type { MemberRow } from '../members/dto';

export type CommandKwargs = Record<string, string | true>;

export interface CommandInvocation {
  ctx: AppContext;
  /** The admin who ran it from the console; null when run from the local CLI. */
  actor: MemberRow | null;
  source: 'console' | 'cli';
  args: string[];
  kwargs: CommandKwargs;
}

/** One allow-listed server function that the admin console and `npm run manage` both run. */
export interface Command {
  name: string;
  description: string;
  usage: string;
  /** Returns the text shown as output; throws CommandUsageError for bad arguments, CommandFailure for a refused action. */
  run(invocation: CommandInvocation): Promise<string>;
}

/** Bad or missing arguments: the console answers 400, the CLI prints the usage. */
export class CommandUsageError extends Error {}

/** The command ran but could not do what was asked (e.g. no such user): `{ success: false, error }`. */
export class CommandFailure extends Error {}

export function requireArg(invocation: CommandInvocation, index: number, name: string): string {
  const value = invocation.args[index]?.trim();
  if (!value) throw new CommandUsageError(`Missing argument <${name}>.`);
  return value;
}

/** Refuses stray positional arguments, which would otherwise be silently ignored. */
export function rejectExtraArgs(invocation: CommandInvocation, expected: number): void {
  if (invocation.args.length > expected) throw new CommandUsageError(`Unexpected argument "${invocation.args[expected]}".`);
}
