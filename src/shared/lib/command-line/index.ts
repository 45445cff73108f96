/**
 * The option rules `npm run manage` reads its words by (contracts/command-line.ts, import-free), so the
 * admin console splits a line exactly as the CLI does.
 */
export { readCommandWords, canonicalOptionName, flagsInUsage, NamelessOptionError, type CommandLineWords } from '@contracts/command-line';
