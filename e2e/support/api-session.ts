import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import { registerThroughApi, uniqueMember, type NewMember } from './api';
import { manage } from './cli';
import type { RunningServer } from './server';

export type Credentials = Pick<NewMember, 'username' | 'password'>;

type Mutation = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function bodyOf<T>(response: APIResponse, call: string): Promise<T> {
  if (!response.ok()) throw new Error(`${call} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function csrfToken(context: APIRequestContext): Promise<string> {
  const response = await context.get('/auth/csrf/');
  const token = response.headers()['x-csrftoken'];
  if (!token) throw new Error(`GET /auth/csrf/ gave no X-CSRFToken header (status ${response.status()}).`);
  return token;
}

/**
 * A member signed in outside the browser (cookies and CSRF token, as the SPA keeps them): for the setup
 * and the checks a test needs around the screens it drives, e.g. an admin seeding questions.
 */
export class ApiSession {
  private constructor(
    private readonly context: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(server: RunningServer, credentials: Credentials): Promise<ApiSession> {
    const context = await request.newContext({ baseURL: server.baseUrl });
    try {
      const login = await context.post('/auth/login/', { headers: { 'x-csrftoken': await csrfToken(context) }, data: credentials });
      await bodyOf(login, `POST /auth/login/ as ${credentials.username}`);
      // The session id changes at sign-in: the token that goes with it is fetched afterwards, as the SPA does.
      return new ApiSession(context, await csrfToken(context));
    } catch (error) {
      await context.dispose();
      throw error;
    }
  }

  async get<T>(path: string): Promise<T> {
    return bodyOf<T>(await this.context.get(path), `GET ${path}`);
  }

  async send<T>(method: Mutation, path: string, body?: object): Promise<T> {
    const response = await this.context.fetch(path, { method, headers: { 'x-csrftoken': this.token }, data: body });
    return bodyOf<T>(response, `${method} ${path}`);
  }

  /** Runs an admin console command (POST /admin/command/) and returns its output; a failed command throws. */
  async command(name: string, ...args: string[]): Promise<string> {
    const result = await this.send<{ success: boolean; output: string; error: string }>('POST', '/admin/command/', { command: name, args, kwargs: {} });
    if (!result.success) throw new Error(`Console command ${name} ${args.join(' ')} failed: ${result.error}`);
    return result.output;
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}

/** A verified admin made with the management CLI (the only way to get the first one), signed in through the API. */
export async function adminSession(server: RunningServer): Promise<ApiSession> {
  const admin = uniqueMember('admin');
  await manage(server, 'create_admin', admin.username, admin.email, '--password', admin.password);
  return ApiSession.signIn(server, admin);
}

export type VerifiedMember = NewMember & { id: number };

/**
 * A registered member verified from the admin console: a console call is quicker than a CLI run, which
 * counts when a test needs a page or two of members.
 */
export async function verifiedMember(server: RunningServer, admin: ApiSession, prefix: string): Promise<VerifiedMember> {
  const member = uniqueMember(prefix);
  const id = await registerThroughApi(server, member);
  await admin.command('verify_member', member.username);
  return { ...member, id };
}
