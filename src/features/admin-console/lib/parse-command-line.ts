import type { CommandRequestDto } from '@/shared/api';
import { canonicalOptionName, flagsInUsage, readCommandWords } from '@/shared/lib/command-line';

/** Splits on spaces, keeping "quoted text" (single or double quotes) together. */
function tokens(line: string): string[] {
  const found: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const match of line.matchAll(pattern)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/**
 * A console line as `npm run manage` reads it (the same rules, from contracts/command-line.ts):
 * `pair --dry-run --force-current-week`, `list_users --admins`, `create_admin ada ada@x.edu --password "two words"`.
 * The shell's quoting is done here instead: quotes group words. `commands` (GET /admin/command/) tells which
 * options a command declares as flags, so `--dry-run stray` leaves `stray` positional as the CLI does; before
 * the list has loaded any `--key` followed by a word takes it (and the server refuses a value on a flag).
 * Throws NamelessOptionError for `--=x`.
 */
export function parseCommandLine(line: string, commands: readonly { name: string; usage: string }[] = []): CommandRequestDto | null {
  const [command, ...rest] = tokens(line.trim());
  if (!command) return null;
  const usage = commands.find((candidate) => candidate.name === command)?.usage;
  const flags = new Set(usage ? flagsInUsage(usage) : []);
  return { command, ...readCommandWords(rest, (key) => flags.has(canonicalOptionName(key))) };
}
