/**
 * How the words after a command name become positional arguments and options, for `npm run manage` (words
 * from the shell) and the admin console (words from its own quoting tokenizer) alike. The SPA imports this
 * file at run time, so it must stay free of imports.
 *
 * - `--key=value` gives `value` (everything after the first `=`, possibly empty);
 * - `--key value` gives `value`, unless `key` is a declared flag or the next word is an option itself;
 * - a `--key` that takes no value (a declared flag, the last word, or followed by an option) gives `true`;
 * - `--` ends the options: every later word is positional;
 * - any other word is positional.
 */

export type CommandLineKwargs = Record<string, string | true>;

export interface CommandLineWords {
  args: string[];
  kwargs: CommandLineKwargs;
}

/** An option word with no name (`--=x`). Its message is what the console and the CLI show. */
export class NamelessOptionError extends Error {
  constructor(word: string) {
    super(`"${word}" names no option.`);
    this.name = 'NamelessOptionError';
  }
}

/**
 * Splits the words after the command name. `isDeclaredFlag(key)` tells whether the command declares `--key`
 * as a flag (so it never takes the next word as its value); without it any `--key` may take a value.
 * Throws NamelessOptionError for `--=…`.
 */
export function readCommandWords(words: readonly string[], isDeclaredFlag: (key: string) => boolean = () => false): CommandLineWords {
  const args: string[] = [];
  const kwargs: CommandLineKwargs = {};
  let optionsEnded = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (optionsEnded || !word.startsWith('--')) {
      args.push(word);
      continue;
    }
    if (word === '--') {
      optionsEnded = true;
      continue;
    }
    const option = word.slice(2);
    const equals = option.indexOf('=');
    const key = equals >= 0 ? option.slice(0, equals) : option;
    if (!key) throw new NamelessOptionError(word);
    const next = words[index + 1];
    if (equals >= 0) {
      kwargs[key] = option.slice(equals + 1);
    } else if (!isDeclaredFlag(key) && next !== undefined && !next.startsWith('--')) {
      kwargs[key] = next;
      index += 1;
    } else {
      kwargs[key] = true;
    }
  }
  return { args, kwargs };
}

/** The console may write `dry_run` for the CLI's `--dry-run`: both name the same option. */
export function canonicalOptionName(key: string): string {
  return key.replaceAll('_', '-');
}

/**
 * The flags a usage line declares (`GET /admin/command/`'s `usage`, e.g. `pair [--dry-run] [--week <date>]`
 * declares `dry-run`): an option written without a `<value>` after it.
 */
export function flagsInUsage(usage: string): string[] {
  return [...usage.matchAll(/--([a-z0-9][a-z0-9_-]*)(?![a-z0-9_-]| <)/g)].map((match) => match[1]);
}
