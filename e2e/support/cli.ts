import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { npmManageArgs } from './npm-start';
import { repoRoot } from './paths';
import type { RunningServer } from './server';

const execFileAsync = promisify(execFile);

/** `npm run manage -- <args>` (its bundle, which the global setup built) against the running server (same DATA_DIR: the CLI reaches it over its local channel). */
export async function manage(server: RunningServer, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(process.execPath, npmManageArgs(...args), { cwd: repoRoot, env: server.env, timeout: 60_000 });
    return stdout;
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    throw new Error(`manage ${args.join(' ')} failed (exit ${failed.code}):\n${failed.stdout ?? ''}${failed.stderr ?? ''}`);
  }
}
