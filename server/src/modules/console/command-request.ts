import { badRequest } from '../../lib/http-errors';
import { CommandUsageError } from './command';
import type { CommandResult } from './runner';

/** Both routes answer a usage error as 400 `{detail}`. */
export async function answeringUsageErrors(run: () => Promise<CommandResult>): Promise<CommandResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CommandUsageError) throw badRequest(error.message);
    throw error;
  }
}
