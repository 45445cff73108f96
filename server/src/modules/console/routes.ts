import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../index';
import { allCommands } from './all-commands';
import { answeringUsageErrors, commandRequestBody } from './command-request';
import { runCommand } from './runner';

/** The admin console (API.md "Admin console"): lists and runs the allow-listed commands. */
export const consoleModule: ModulePlugin = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/admin/command/', { config: { access: 'admin' } }, async () => ({
    available_commands: allCommands.map(({ name, description, usage }) => ({ name, description, usage })),
  }));

  app.post('/admin/command/', { config: { access: 'admin' }, schema: { body: commandRequestBody } }, async (request) => {
    const { command, args, kwargs } = request.body;
    return answeringUsageErrors(() => runCommand(ctx, { name: command, args, kwargs, actor: currentMember(request), source: 'console' }));
  });
};
