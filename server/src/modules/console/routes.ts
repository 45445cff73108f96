import { CommandList, CommandRequest, CommandResult } from '@contracts/console';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { allCommands } from './all-commands';
import { usageOf } from './command';
import { answeringUsageErrors } from './command-request';
import { runCommand } from './runner';

/** The admin console (API.md "Admin console"): lists and runs the allow-listed commands. */
export const consoleModule: ModulePlugin = async (app, { ctx }) => {
  app.get('/admin/command/', { config: { access: 'admin' }, schema: { response: { 200: CommandList } } }, async () => ({
    available_commands: allCommands.map((command) => ({ name: command.name, description: command.description, usage: usageOf(command) })),
  }));

  app.post('/admin/command/', { config: { access: 'admin' }, schema: { body: CommandRequest, response: { 200: CommandResult } } }, async (request) => {
    const { command, args, kwargs } = request.body;
    return answeringUsageErrors(() => runCommand(ctx, { name: command, args, kwargs, actor: currentMember(request), source: 'console' }));
  });
};
