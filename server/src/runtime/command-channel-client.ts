import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { CommandUsageError } from '../modules/console/command';
import { INTERNAL_BACKUP_PATH, INTERNAL_COMMAND_PATH, MANAGE_SECRET_HEADER } from '../modules/console/internal-channel';
import type { CommandRequest, CommandResult } from '../modules/console/runner';
import type { LockInfo } from './data-dir-lock';

/** A wildcard listen address is reached through loopback, which is also the only address the channel answers. */
function loopbackHost(host: string | null): string {
  if (!host || host === '0.0.0.0' || host === 'localhost') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** POSTs to the running server's local channel, proving with the lock file's secret that we may. */
function callServer(server: LockInfo, route: string, body: unknown): Promise<Response> {
  const url = `http://${loopbackHost(server.host)}:${server.port}${route}`;
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [MANAGE_SECRET_HEADER]: server.secret },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`Could not reach the running server (process ${server.pid}) at ${url}: ${reason}`);
  });
}

/** Hands the command to the running server that holds the data directory; it runs it and answers like the console. */
export async function runOnServer(server: LockInfo, command: Pick<CommandRequest, 'name' | 'args' | 'kwargs'>): Promise<CommandResult> {
  const response = await callServer(server, INTERNAL_COMMAND_PATH, { command: command.name, args: command.args, kwargs: command.kwargs });
  const body = (await response.json().catch(() => ({}))) as Partial<CommandResult> & { detail?: string };
  if (response.status === 400) throw new CommandUsageError(body.detail ?? 'Bad arguments.');
  if (!response.ok) throw new Error(`The running server (process ${server.pid}) refused the command: ${response.status} ${body.detail ?? ''}`.trim());
  return { success: body.success === true, output: body.output ?? '', error: body.error ?? '' };
}

/** Asks the running server for a consistent copy of its embedded database (a gzipped tar), as a stream. */
export async function fetchBackupFromServer(server: LockInfo): Promise<Readable> {
  const response = await callServer(server, INTERNAL_BACKUP_PATH, {});
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string };
    throw new Error(`The running server (process ${server.pid}) made no backup: ${body.detail ?? response.status}`);
  }
  return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
}
