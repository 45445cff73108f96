import { timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { conflict, forbidden } from '../../lib/http-errors';
import { CommandRequest, CommandResult } from '@contracts/console';
import { answeringUsageErrors } from './command-request';
import { runCommand } from './runner';

export const INTERNAL_COMMAND_PATH = '/internal/command';
export const INTERNAL_BACKUP_PATH = '/internal/backup';
export const MANAGE_SECRET_HEADER = 'x-manage-secret';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function secretMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The socket's peer, not `request.ip`: with TRUST_PROXY on, `request.ip` comes from a header anyone can send. */
function fromLoopback(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '');
}

interface InternalChannelOptions {
  ctx: AppContext;
  secret: string;
  /** The embedded database's consistent copy (db/embedded-backup.ts); absent on a PostgreSQL server. */
  dumpDatabase?: () => Promise<Readable>;
}

/**
 * The local command channel: `npm run manage` hands its command to the running server, which owns the
 * embedded database. Only a caller on this machine that can read the data directory's lock file
 * (its secret) gets in; there is no session, so no CSRF either.
 */
export const internalCommandChannel: FastifyPluginAsync<InternalChannelOptions> = async (fastify, { ctx, secret, dumpDatabase }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const onlyTheLocalCli = async (request: FastifyRequest) => {
    if (!fromLoopback(request) || !secretMatches(request.headers[MANAGE_SECRET_HEADER], secret)) throw forbidden();
  };
  app.post(
    INTERNAL_COMMAND_PATH,
    {
      config: { access: 'internal' },
      schema: { body: CommandRequest, response: { 200: CommandResult } },
      onRequest: onlyTheLocalCli,
    },
    async (request) => {
      const { command, args, kwargs } = request.body;
      return answeringUsageErrors(() => runCommand(ctx, { name: command, args, kwargs, actor: null, source: 'cli' }));
    },
  );

  // `npm run manage -- backup`: this process owns the embedded database, so it makes the copy and the CLI writes it.
  app.post(INTERNAL_BACKUP_PATH, { config: { access: 'internal' }, onRequest: onlyTheLocalCli }, async (_request, reply) => {
    if (!dumpDatabase) throw conflict('This server uses a PostgreSQL server (DATABASE_URL): back it up with pg_dump.');
    const started = Date.now();
    const dump = await dumpDatabase();
    dump.once('end', () => ctx.logger.info({ ms: Date.now() - started }, 'database backup sent to the CLI'));
    return reply.type('application/gzip').send(dump);
  });
};
