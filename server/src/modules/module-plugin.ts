import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context';

/**
 * What every module exports: a plugin typed by its route schemas, so a handler's request and reply types come
 * from the same TypeBox schemas that validate them. Its own file, so modules do not import the list that mounts them.
 */
export type ModulePlugin = FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
