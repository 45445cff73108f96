import type { Command } from './command';

/** `help` lists the allow-list it belongs to; it receives it lazily because it is itself part of it. */
export function helpCommand(listCommands: () => readonly Command[]): Command {
  return {
    name: 'help',
    description: 'Lists the available commands with their usage.',
    usage: 'help',
    async run() {
      const commands = [...listCommands()].sort((a, b) => a.name.localeCompare(b.name));
      return commands.map((command) => `${command.usage}\n    ${command.description}`).join('\n');
    },
  };
}
