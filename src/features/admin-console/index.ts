export { AdminConsole } from './ui/admin-console';
export { AvailableCommands } from './ui/available-commands';
export { consoleSlice, type ConsoleState, type ConsoleEvent } from './model/console-slice';
