import type { Command } from './command';

/** The allow-list: every command any module offers to the console and the CLI. Modules add theirs here. */
export const allCommands: Command[] = [];
