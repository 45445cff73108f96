import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { openSharedDatabase, openTestDatabase } from './test-database';
import { fixedClock, systemClock, type Clock } from '../../src/lib/clock';
import type { MailMessage, Mailer } from '../../src/lib/mailer';
import { AppMetrics } from '../../src/lib/metrics';
import { hashPassword } from '../../src/modules/auth/passwords';
import { insertMember, type NewMember } from '../../src/modules/members/repository';
import type { MemberRow } from '../../src/modules/members/dto';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every message the app tried to send, newest last. */
  sentMail: MailMessage[];
  /** `memory://` for the embedded database, else the PostgreSQL database this app alone uses. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** The real app on its own migrated database (test-database.ts), with mail captured instead of sent. */
export async function createTestApp(
  options: { clock?: Clock; config?: Partial<AppConfig>; sameDatabaseAs?: TestApp; /** Silent unless given (a test reading the log). */ logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  // `sameDatabaseAs`: a second server process on the first one's PostgreSQL database (not the embedded one, which has one process).
  const { database, url } = options.sameDatabaseAs ? await openSharedDatabase(options.sameDatabaseAs.databaseUrl) : await openTestDatabase();
  const env = { DATA_DIR: '/tmp/mockprep-test', BOT_API_KEY: 'test-bot-key', ...(url === 'memory://' ? {} : { DATABASE_URL: url }) };
  const config = loadConfig(env, { runJobs: false, serveSpa: false, ...options.config });
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sentMail.push(message) };
  const ctx: AppContext = { config, db: database.db, mailer, clock: options.clock ?? systemClock, logger: options.logger ?? pino({ level: 'silent' }), metrics: new AppMetrics() };
  const app = await buildApp(ctx, { sessionSecret: 'a-test-session-secret-that-is-long-enough' });
  await app.ready();
  return {
    app,
    ctx,
    sentMail,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One app for the whole test file: built before its first test, closed after its last. The returned object
 * is filled in by that beforeAll, so read its fields inside tests and hooks, not at the file's top level.
 */
export function appForThisFile(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const test = {} as TestApp;
  beforeAll(async () => {
    Object.assign(test, await createTestApp(options));
  });
  afterAll(() => test.close?.());
  return test;
}

export { fixedClock };

/** A browser-like client: keeps cookies between requests and sends the CSRF token (fetched anew after sign-in and sign-out) on mutations. */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (mutating && options.csrf !== false && !this.csrfToken) await this.fetchCsrf();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (mutating && options.csrf !== false && this.csrfToken) headers['x-csrftoken'] = this.csrfToken;
    const response = await this.app.inject({ ...options, method: method as InjectOptions['method'], headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    // CSRF tokens are bound to the session: like the SPA, fetch a new one once sign-in or sign-out changed it.
    if (mutating && response.statusCode < 300 && /^\/auth\/(login|logout)\/?(\?|$)/.test(options.url as string)) this.csrfToken = undefined;
    return response;
  }

  /** The Cookie header this client sends, for a request made outside `inject` (a WebSocket). */
  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.request({ method: 'GET', url: '/auth/csrf/' });
    this.csrfToken = response.headers['x-csrftoken'] as string;
    return this.csrfToken;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  patch = (url: string, payload?: unknown) => this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.post('/auth/login/', { username, password });
    await this.fetchCsrf();
    return response;
  }
}

export type MemberOverrides = Partial<Omit<NewMember, 'password' | 'passwordHash'>> & { password?: string };

const fixtureHashes = new Map<string, Promise<string>>();

/**
 * A scrypt cost 32 times lower than a member's password gets (2^10 instead of 2^15): signing in verifies the hash
 * for real, at the cost the hash names, and the server tests sign in about 300 fixture members, each ~100 ms of
 * CPU at the full cost. Hashes of passwords set through the API keep the full cost (auth tests check it).
 */
const FIXTURE_COST = { N: 2 ** 10, r: 8, p: 1 };

/** A real scrypt hash of `password` at FIXTURE_COST, made once per password and test file. */
export function fixturePasswordHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = hashPassword(password, FIXTURE_COST);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

let memberCounter = 0;

/** Creates a member straight in the database (verified unless told otherwise) and a signed-in client for them. */
export async function signedInMember(test: TestApp, overrides: MemberOverrides = {}): Promise<{ member: MemberRow; client: TestClient; password: string }> {
  memberCounter += 1;
  const { password = 'correct horse battery', ...fields } = overrides;
  const member = await insertMember(test.ctx.db, {
    username: `member${memberCounter}`,
    email: `member${memberCounter}@example.edu`,
    firstName: `First${memberCounter}`,
    lastName: `Last${memberCounter}`,
    discordUsername: `discord${memberCounter}`,
    isVerified: true,
    ...fields,
    passwordHash: await fixturePasswordHash(password),
  });
  const client = new TestClient(test.app);
  const response = await client.login(member.username, password);
  if (response.statusCode !== 200) throw new Error(`login failed in test setup: ${response.statusCode} ${response.body}`);
  return { member, client, password };
}
