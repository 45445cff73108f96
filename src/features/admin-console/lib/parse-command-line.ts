import type { CommandRequestDto } from '@/shared/api';

/** Splits on spaces, keeping "quoted text" (single or double quotes) together. */
function tokens(line: string): string[] {
  const found: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const match of line.matchAll(pattern)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/**
 * A console line as `npm run manage` reads it (same rules, `--` ends the options): `pair --dry-run --force-current-week`, `list_users --admins`,
 * `create_admin ada ada@x.edu --password "two words"`. `--key=value` and `--key value` give a value; a
 * `--flag` followed by another option, or last, is true.
 */
export function parseCommandLine(line: string): CommandRequestDto | null {
  const [command, ...rest] = tokens(line.trim());
  if (!command) return null;
  const args: string[] = [];
  const kwargs: Record<string, string | true> = {};
  let optionsEnded = false;
  for (let index = 0; index < rest.length; index++) {
    const token = rest[index];
    if (optionsEnded || !token.startsWith('--')) {
      args.push(token);
      continue;
    }
    if (token === '--') {
      optionsEnded = true;
      continue;
    }
    const [key, inlineValue] = token.slice(2).split(/=(.*)/s, 2);
    if (inlineValue !== undefined) {
      kwargs[key] = inlineValue;
    } else if (index + 1 < rest.length && !rest[index + 1].startsWith('--')) {
      kwargs[key] = rest[index + 1];
      index += 1;
    } else {
      kwargs[key] = true;
    }
  }
  return { command, args, kwargs };
}
