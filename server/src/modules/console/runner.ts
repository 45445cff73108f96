import type { AppContext } from '../../context';
import { commandAudit } from '../../db/schema';
import type { MemberRow } from '../members/dto';
import { allCommands } from './all-commands';
import { CommandFailure, CommandUsageError, usageOf, type Command, type CommandKwargs, type CommandSource } from './command';
import { checkedInvocation } from './invocation-check';

export interface CommandRequest {
  name: string;
  args: string[];
  kwargs: CommandKwargs;
  actor: MemberRow | null;
  source: CommandSource;
}

/** What the console route answers with 200 and the CLI prints. */
export interface CommandResult {
  success: boolean;
  output: string;
  error: string;
}

// Never written to the audit table or the log.
const SECRET_KWARGS = new Set(['password']);

export function findCommand(name: string, commands: readonly Command[] = allCommands): Command | undefined {
  return commands.find((command) => command.name === name);
}

function redacted(kwargs: CommandKwargs): CommandKwargs {
  return Object.fromEntries(Object.entries(kwargs).map(([key, value]) => [key, SECRET_KWARGS.has(key) ? '[redacted]' : value]));
}

async function execute(ctx: AppContext, request: CommandRequest, command: Command | undefined): Promise<CommandResult> {
  if (!command) throw new CommandUsageError(`Unknown command "${request.name}". Run help to list the commands.`);
  try {
    const kwargs = checkedInvocation(command, request.args, request.kwargs);
    const output = await command.run({ ctx, actor: request.actor, source: request.source, args: request.args, kwargs });
    return { success: true, output, error: '' };
  } catch (error) {
    if (error instanceof CommandUsageError) throw new CommandUsageError(`${error.message} Usage: ${usageOf(command)}`);
    if (error instanceof CommandFailure) return { success: false, output: '', error: error.message };
    // An unexpected failure may carry SQL or internals: the log gets it, the console a plain sentence.
    ctx.logger.error({ err: error, command: command.name }, 'command crashed');
    return { success: false, output: '', error: `${command.name} failed unexpectedly; the server log has the details.` };
  }
}

/**
 * The one way any command runs, for the console route, the local command channel and the in-process CLI.
 * Every attempt is audited, including unknown commands and bad arguments, which throw CommandUsageError.
 */
export async function runCommand(ctx: AppContext, request: CommandRequest, commands: readonly Command[] = allCommands): Promise<CommandResult> {
  let result: CommandResult | undefined;
  try {
    result = await execute(ctx, request, findCommand(request.name, commands));
    return result;
  } finally {
    const success = result?.success ?? false;
    const audited = { args: request.args, kwargs: redacted(request.kwargs) };
    await ctx.db.insert(commandAudit).values({ memberId: request.actor?.id ?? null, source: request.source, command: request.name, args: audited, success });
    ctx.logger.info({ command: request.name, source: request.source, memberId: request.actor?.id ?? null, success }, 'command run');
  }
}
