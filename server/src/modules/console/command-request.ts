import { Type, type Static } from '@sinclair/typebox';
import { badRequest } from '../../lib/http-errors';
import { CommandUsageError } from './command';
import type { CommandResult } from './runner';

/** The body of `POST /admin/command/` and of the local channel's `POST /internal/command`. */
export const commandRequestBody = Type.Object({
  command: Type.String({ minLength: 1, maxLength: 100 }),
  args: Type.Array(Type.String({ maxLength: 10_000 }), { maxItems: 100, default: [] }),
  kwargs: Type.Record(Type.String({ maxLength: 100 }), Type.Union([Type.String({ maxLength: 10_000 }), Type.Literal(true)]), { default: {} }),
});

export type CommandRequestBody = Static<typeof commandRequestBody>;

/** Both routes answer a usage error as 400 `{detail}`. */
export async function answeringUsageErrors(run: () => Promise<CommandResult>): Promise<CommandResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CommandUsageError) throw badRequest(error.message);
    throw error;
  }
}
