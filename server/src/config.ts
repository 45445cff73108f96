import path from 'node:path';
import { Value } from 'typebox/value';
import { Type } from 'typebox';
import { IceServer, type IceServerDto } from '@contracts/room';
import { isIanaTimeZone } from './lib/time-zone';

/** Every setting the server reads, with defaults that work on a laptop. `.env.example` lists them all. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir. Set: a PostgreSQL server. `memory://` is PGlite in memory (tests). */
  databaseUrl: string | undefined;
  /** Where the SPA is reached; used in links sent by email and for CORS. */
  publicUrl: string;
  corsOrigins: string[];
  /** ICE_SERVERS: the STUN/TURN servers the room's call uses (none: a LAN or loopback needs none). */
  iceServers: IceServerDto[];
  /** API_URL: when the SPA this server serves was built to call an API elsewhere, its origin (allowed by the CSP). */
  apiUrl: string | undefined;
  productName: string;
  communityTimeZone: string;
  /** LATE_CANCELLATION_HOURS: cancelling less than this long before the interview's time is a late cancellation (admins see them; no strike). */
  lateCancellationHours: number;
  mail: { smtpUrl: string | undefined; from: string };
  bot: { token: string | undefined; guildId: string | undefined; apiKey: string | undefined };
  stats: { githubApiUrl: string; leetcodeApiUrl: string; githubToken: string | undefined; refreshIntervalMinutes: number };
  uploadDir: string;
  trustProxy: boolean;
  /** Cookies marked Secure; on whenever the public URL is https. */
  secureCookies: boolean;
  sessionMaxAgeDays: number;
  /**
   * Per window: failed sign-ins per address and username (loginMax) and per address across usernames
   * (loginIpMax), password-reset requests and registrations per address.
   */
  rateLimit: { loginMax: number; loginIpMax: number; resetMax: number; registerMax: number; windowMinutes: number };
  /** Run the in-process jobs (cutoff pairing, stats refresh). Off in tests and in the CLI. */
  runJobs: boolean;
  serveSpa: boolean;
  /**
   * On SIGTERM: serve drainSeconds more while /readyz says 503 (SHUTDOWN_DRAIN_SECONDS; default 5 with
   * DATABASE_URL, where a load balancer has other processes to send to, else 0), then give requests still
   * running timeoutSeconds to finish (SHUTDOWN_TIMEOUT_SECONDS, default 10).
   */
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  /** METRICS_TOKEN: `GET /metrics` answers only `Authorization: Bearer <token>`; unset, /metrics is not served. */
  metricsToken: string | undefined;
  /** How long the room's changes may wait to be stored (default STORE_DELAY_MS, modules/room/update-writer.ts); no setting: tests shorten it. */
  roomStoreDelayMs?: number;
  distDir: string;
}

type Env = Record<string, string | undefined>;

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
}

const IceServers = Type.Array(IceServer);

/** ICE_SERVERS is JSON, as RTCPeerConnection takes it; a typo stops the server rather than silently breaking calls. */
function iceServersFrom(value: string | undefined): IceServerDto[] {
  if (!value?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('ICE_SERVERS is not valid JSON: expected e.g. [{"urls":"stun:stun.example.org:3478"}].');
  }
  if (!Value.Check(IceServers, parsed)) {
    throw new Error('ICE_SERVERS must be a JSON array of {urls, username?, credential?}, e.g. [{"urls":"turn:turn.example.org","username":"u","credential":"p"}].');
  }
  return parsed;
}

/** Every week, cutoff and slot is computed in this zone: a typo would shift them all, so it stops the server instead. */
function communityTimeZoneFrom(value: string | undefined): string {
  const zone = value || 'America/Los_Angeles';
  if (!isIanaTimeZone(zone)) throw new Error(`COMMUNITY_TIME_ZONE "${zone}" is not a known IANA time zone: use a name such as America/Los_Angeles or Europe/London.`);
  return zone;
}

function listFrom(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = intFrom(env.PORT, 8000);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, '');
  const config: AppConfig = {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    corsOrigins: listFrom(env.CORS_ORIGINS),
    iceServers: iceServersFrom(env.ICE_SERVERS),
    apiUrl: env.API_URL || undefined,
    productName: env.PRODUCT_NAME || 'MockPrep',
    communityTimeZone: communityTimeZoneFrom(env.COMMUNITY_TIME_ZONE),
    lateCancellationHours: intFrom(env.LATE_CANCELLATION_HOURS, 24),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'MockPrep <no-reply@localhost>' },
    bot: { token: env.DISCORD_BOT_TOKEN || undefined, guildId: env.DISCORD_GUILD_ID || undefined, apiKey: env.BOT_API_KEY || undefined },
    stats: {
      githubApiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/$/, ''),
      leetcodeApiUrl: (env.LEETCODE_API_URL || 'https://leetcode.com').replace(/\/$/, ''),
      githubToken: env.GITHUB_TOKEN || undefined,
      refreshIntervalMinutes: intFrom(env.STATS_REFRESH_INTERVAL_MINUTES, 24 * 60),
    },
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    trustProxy: env.TRUST_PROXY === 'true',
    secureCookies: publicUrl.startsWith('https://'),
    sessionMaxAgeDays: intFrom(env.SESSION_MAX_AGE_DAYS, 14),
    rateLimit: {
      loginMax: intFrom(env.LOGIN_RATE_LIMIT, 10),
      loginIpMax: intFrom(env.LOGIN_IP_RATE_LIMIT, 100),
      resetMax: intFrom(env.RESET_RATE_LIMIT, 5),
      registerMax: intFrom(env.REGISTER_RATE_LIMIT, 20),
      windowMinutes: intFrom(env.RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    runJobs: env.RUN_JOBS !== 'false',
    serveSpa: true,
    shutdown: {
      drainSeconds: intFrom(env.SHUTDOWN_DRAIN_SECONDS, env.DATABASE_URL ? 5 : 0),
      timeoutSeconds: intFrom(env.SHUTDOWN_TIMEOUT_SECONDS, 10),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    distDir: path.resolve(env.DIST_DIR || './dist'),
  };
  return { ...config, ...overrides };
}
