/** API.md "Admin console". */
import { Type, type Static } from 'typebox';

/** The body of `POST /admin/command/` and of the local channel's `POST /internal/command`. */
export const CommandRequest = Type.Object({
  command: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z_]+$' }),
  args: Type.Array(Type.String({ maxLength: 10_000, pattern: '^[^\\u0000]*$' }), { maxItems: 100, default: [] }),
  kwargs: Type.Record(
    Type.String({ maxLength: 100 }),
    Type.Union([Type.String({ maxLength: 10_000, pattern: '^[^\\u0000]*$' }), Type.Literal(true)]),
    // A record's key schema becomes a pattern that drops its maxLength, so the names' limit is said again here.
    { default: {}, maxProperties: 50, propertyNames: { maxLength: 100 } },
  ),
});
export type CommandRequestDto = Static<typeof CommandRequest>;

export const CommandList = Type.Object({
  available_commands: Type.Array(Type.Object({ name: Type.String(), description: Type.String(), usage: Type.String() })),
});
export type CommandListDto = Static<typeof CommandList>;

export const CommandResult = Type.Object({ success: Type.Boolean(), output: Type.String(), error: Type.String() });
export type CommandResultDto = Static<typeof CommandResult>;
