import { usageOf, type Command, type CommandDeclaration } from './command';

/** A command's usage line, its description and one line per option, as `help` lists them. */
export function helpEntry(command: CommandDeclaration): string {
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
