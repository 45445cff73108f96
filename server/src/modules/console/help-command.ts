import { usageOf, type Command } from './command';

function helpEntry(command: Command): string {
  const options = (command.options ?? []).map((option) => `    --${option.name}: ${option.description}`);
  return [usageOf(command), `    ${command.description}`, ...options].join('\n');
}

/** `help` lists the allow-list it belongs to; it receives it lazily because it is itself part of it. */
export function helpCommand(listCommands: () => readonly Command[]): Command {
  return {
    name: 'help',
    description: 'Lists the available commands with their usage and options.',
    async run() {
      const commands = [...listCommands()].sort((a, b) => a.name.localeCompare(b.name));
      return commands.map(helpEntry).join('\n');
    },
  };
}
