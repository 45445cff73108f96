import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

export type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Each module is a plugin with its own routes; add a module's plugin here to mount it. */
export const modules: ModulePlugin[] = [];
