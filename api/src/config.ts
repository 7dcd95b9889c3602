/**
 * Every setting of the API, read once from the environment with defaults. Nothing else in api/
 * reads `process.env`; code receives a `Config` (tests build one with `loadConfig({...})`).
 */
import path from 'node:path';
import { FIRST_PARTY_CLIENT, asHttpOrigin } from '@sportsbook/shared/contracts';

/** Connection settings of the Pusher-protocol server the API publishes to. */
export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
  useTLS: boolean;
}

/** Sign-in, sessions and their rate limits. */
export interface AuthConfig {
  /** The OAuth client the password and refresh grants accept (FIRST_PARTY_CLIENT by default). */
  clientId: string;
  clientSecret: string;
  accessTokenTtlS: number;
  /** Lifetime of each refresh token; rotation issues a new one with a new lifetime. */
  refreshTokenTtlS: number;
  /** Attempts at /oauth/token per username, and per client address, per window. */
  tokenRateLimitPerUsername: number;
  tokenRateLimitPerAddress: number;
  /** Signups and forgot-password requests per client address per window. */
  accountRateLimitPerAddress: number;
  rateLimitWindowMs: number;
}

/**
 * NODE_ENV: unset means development (`npm start`, the browser tests); jest sets test. Only
 * production refuses development secrets and never seeds the demo user.
 */
export type Environment = 'development' | 'test' | 'production';

export interface Config {
  environment: Environment;
  /** Seed the demo user (demo / 10,000 coins) with the catalog: never in production. */
  seedDemoUser: boolean;
  /**
   * Which proxies in front of the API to believe about the client address (X-Forwarded-For), as
   * Fastify's `trustProxy`: false (none), a number of hops, or addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Redis for the rate-limit counters shared by several instances; null keeps them in memory. */
  redisUrl: string | null;
  /** Prefix of every key the API writes to Redis, so environments can share one server. */
  redisKeyPrefix: string;
  /** Address the HTTP server listens on. */
  host: string;
  port: number;
  /** Absolute base URL clients reach the API at; icon and logo URLs are built from it. */
  publicUrl: string;
  /** PostgreSQL connection string; null means SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  /** PostgreSQL schema to use (search_path and the migration tables); null uses the default. */
  databaseSchema: string | null;
  /** SQLite database file; its directory is created when missing. */
  sqlitePath: string;
  /** How long a SQLite writer waits for another's write lock before the request gets 503. */
  sqliteBusyTimeoutMs: number;
  /** Seed an empty database at start (never in production: `npm run seed -w api` is a step). */
  seed: boolean;
  /** Run the market simulator (odds, locks, match starts) in the server process. */
  simulator: boolean;
  simulatorTickMs: number;
  /** Origins allowed by CORS: exact strings or patterns. */
  corsOrigins: (string | RegExp)[];
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  logLevel: string;
  logPretty: boolean;
  pusher: PusherConfig;
  auth: AuthConfig;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); null: the endpoint answers 404. */
  metricsToken: string | null;
  /**
   * The most one multiple (accumulator, issue 32) can pay, in minor units (MAX_MULTIPLE_PAYOUT,
   * whole coins): a multiple whose stake x combined odds is more is placed with this possible win.
   */
  maxMultiplePayoutMinor: number;
}

/** The environment as a plain map, so tests can pass their own. */
export type Env = Record<string, string | undefined>;

/** Any page served from this machine, on any port. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const API_ROOT = path.resolve(__dirname, '..');

/** The development defaults of the settings that must be secret in production. */
export const DEVELOPMENT_SECRETS = { PUSHER_SECRET: 'sportsbook-secret' } as const;

function readEnvironment(env: Env): Environment {
  const value = read(env, 'NODE_ENV') ?? 'development';
  if (value !== 'development' && value !== 'test' && value !== 'production') {
    throw new Error(`NODE_ENV must be development, test or production, got "${value}".`);
  }
  return value;
}

/** The shortest secret production accepts: 32 characters (`openssl rand -hex 32` gives 64). */
export const MIN_SECRET_LENGTH = 32;

/**
 * Refuses, in production, a secret that still has its development default (it is in this
 * repository, so anyone could sign realtime channel subscriptions with it) or is shorter than
 * MIN_SECRET_LENGTH (short enough to guess offline from one signed request), saying how to make
 * one.
 */
function requireOwnSecret(env: Env, name: keyof typeof DEVELOPMENT_SECRETS): string {
  const value = read(env, name) ?? DEVELOPMENT_SECRETS[name];
  if (readEnvironment(env) !== 'production') return value;
  const howTo = `Make one with \`openssl rand -hex 32\` and set the same value for the API and the realtime server.`;
  if (value === DEVELOPMENT_SECRETS[name]) {
    throw new Error(
      `${name} still has its development default. With NODE_ENV=production, set ${name} to a secret of your own. ${howTo}`,
    );
  }
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${name} is ${value.length} characters long. With NODE_ENV=production it must be at least ${MIN_SECRET_LENGTH} random characters. ${howTo}`,
    );
  }
  return value;
}

/**
 * The Pusher app settings alone: the realtime server (src/realtime/main.ts) needs no more.
 * PUSHER_CLUSTER (e.g. `eu`) names a hosted Pusher Channels cluster: the host becomes
 * `api-<cluster>.pusher.com` over TLS on 443 unless PUSHER_HOST, PUSHER_USE_TLS or PUSHER_PORT
 * say otherwise (docs/deploying.md, "Hosted Pusher Channels").
 */
export function loadPusherConfig(env: Env = process.env): PusherConfig {
  const cluster = read(env, 'PUSHER_CLUSTER');
  if (cluster !== null && !/^[a-z0-9-]{1,32}$/.test(cluster)) {
    throw new Error(`PUSHER_CLUSTER must be a cluster name like eu or mt1, got "${cluster}".`);
  }
  const useTLS = readFlag(env, 'PUSHER_USE_TLS', cluster !== null);
  return Object.freeze({
    appId: read(env, 'PUSHER_APP_ID') ?? 'sportsbook',
    key: read(env, 'PUSHER_KEY') ?? 'sportsbook-key',
    secret: requireOwnSecret(env, 'PUSHER_SECRET'),
    host: read(env, 'PUSHER_HOST') ?? (cluster ? `api-${cluster}.pusher.com` : '127.0.0.1'),
    port: readPort(env, 'PUSHER_PORT', cluster ? (useTLS ? 443 : 80) : 6002),
    useTLS,
  });
}

/** The shared Redis (REDIS_URL, null when unset) and its key prefix: the API's and the realtime nodes'. */
export function loadRedisConfig(
  env: Env = process.env,
): Pick<Config, 'redisUrl' | 'redisKeyPrefix'> {
  return {
    redisUrl: read(env, 'REDIS_URL'),
    redisKeyPrefix: read(env, 'REDIS_KEY_PREFIX') ?? 'sportsbook:',
  };
}

/** The bearer token of `/metrics` (METRICS_TOKEN) and a realtime node's label (REALTIME_NODE_ID). */
export function loadMetricsConfig(env: Env = process.env): {
  metricsToken: string | null;
  realtimeNodeId: string | null;
} {
  return {
    metricsToken: read(env, 'METRICS_TOKEN'),
    realtimeNodeId: read(env, 'REALTIME_NODE_ID'),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const environment = readEnvironment(env);
  const port = readPort(env, 'PORT', 8000);
  const sqlitePath = read(env, 'SQLITE_PATH') ?? path.join(API_ROOT, 'data', 'sportsbook.sqlite');
  return Object.freeze({
    environment,
    seedDemoUser: environment !== 'production',
    trustProxy: readTrustProxy(env, environment),
    ...loadRedisConfig(env),
    host: read(env, 'HOST') ?? '127.0.0.1',
    port,
    publicUrl: (read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: read(env, 'DATABASE_URL'),
    databaseSchema: readIdentifier(env, 'DATABASE_SCHEMA'),
    sqlitePath: path.resolve(sqlitePath),
    sqliteBusyTimeoutMs: readInteger(env, 'SQLITE_BUSY_TIMEOUT_MS', 5000, 0, 600_000),
    seed: readSeed(env, environment),
    simulator: readFlag(env, 'SIMULATOR', false),
    simulatorTickMs: readInteger(env, 'SIMULATOR_TICK_MS', 3000, 50, 3_600_000),
    corsOrigins: readOrigins(env, environment),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 100 * 1024 * 1024),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    /** `pretty` renders log lines for a terminal (npm start); anything else keeps JSON lines. */
    logPretty: read(env, 'LOG_FORMAT') === 'pretty',
    pusher: loadPusherConfig(env),
    metricsToken: loadMetricsConfig(env).metricsToken,
    maxMultiplePayoutMinor:
      readInteger(env, 'MAX_MULTIPLE_PAYOUT', 100_000, 1, 10_000_000_000) * 100,
    auth: Object.freeze({
      clientId: read(env, 'OAUTH_CLIENT_ID') ?? FIRST_PARTY_CLIENT.id,
      clientSecret: read(env, 'OAUTH_CLIENT_SECRET') ?? FIRST_PARTY_CLIENT.secret,
      accessTokenTtlS: readInteger(env, 'ACCESS_TOKEN_TTL_S', 3600, 60, 86_400),
      refreshTokenTtlS: readInteger(env, 'REFRESH_TOKEN_TTL_S', 30 * 86_400, 3600, 366 * 86_400),
      tokenRateLimitPerUsername: readInteger(
        env,
        'TOKEN_RATE_LIMIT_PER_USERNAME',
        10,
        1,
        1_000_000,
      ),
      tokenRateLimitPerAddress: readInteger(env, 'TOKEN_RATE_LIMIT_PER_ADDRESS', 30, 1, 1_000_000),
      accountRateLimitPerAddress: readInteger(
        env,
        'ACCOUNT_RATE_LIMIT_PER_ADDRESS',
        20,
        1,
        1_000_000,
      ),
      rateLimitWindowMs: readInteger(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    }),
  });
}

/** A setting, or null when unset or blank. */
function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name)?.toLowerCase();
  if (value === undefined || value === null) return fallback;
  if (['on', 'true', '1', 'yes'].includes(value)) return true;
  if (['off', 'false', '0', 'no'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got "${value}".`);
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = read(env, name);
  if (value === null) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}".`);
  }
  return parsed;
}

function readPort(env: Env, name: string, fallback: number): number {
  return readInteger(env, name, fallback, 0, 65535);
}

function readIdentifier(env: Env, name: string): string | null {
  const value = read(env, name);
  if (value !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(value)) {
    throw new Error(`${name} must be a lower-case SQL identifier, got "${value}".`);
  }
  return value;
}

/**
 * SEED: seed an empty database with the demo data at start (default on). Production never does:
 * its matches, markets and demo user are fictitious, and real coins could be staked on them.
 */
function readSeed(env: Env, environment: Environment): boolean {
  const seed = readFlag(env, 'SEED', environment !== 'production');
  if (seed && environment === 'production') {
    throw new Error('SEED=on is refused with NODE_ENV=production: the demo data is fictitious.');
  }
  return seed;
}

/** An IPv4 or IPv6 address, optionally with a /prefix; checked loosely, Fastify parses it. */
const ADDRESS_OR_RANGE = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: off (default: the socket's address is the client's), on (believe every proxy:
 * only when nothing can reach the API but the proxy), a hop count, or a comma-separated list of
 * proxy addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
function readTrustProxy(env: Env, environment: Environment): boolean | number | string[] {
  const value = read(env, 'TRUST_PROXY');
  if (value === null) return false;
  const flag = value.toLowerCase();
  if (['off', 'false', '0', 'no'].includes(flag)) return false;
  if (['on', 'true', 'yes'].includes(flag)) {
    // Believing every X-Forwarded-For lets any client choose the address its rate limits count.
    if (environment === 'production') {
      throw new Error(
        `TRUST_PROXY=${value} believes any client about its address. With NODE_ENV=production, ` +
          'set TRUST_PROXY to the address of the proxy in front of the API (e.g. 127.0.0.1).',
      );
    }
    return true;
  }
  if (/^[1-9][0-9]?$/.test(value)) return Number(value);
  const proxies = value.split(',').map((part) => part.trim());
  if (proxies.every((proxy) => NAMED_RANGES.has(proxy) || ADDRESS_OR_RANGE.test(proxy))) {
    return proxies;
  }
  throw new Error(
    `TRUST_PROXY must be off, on, a hop count or proxy addresses and CIDR ranges, got "${value}".`,
  );
}

/**
 * CORS_ORIGINS is a comma-separated list of exact origins (`https://bet.example.com`). Unset, it
 * allows any local origin outside production (`npm start`: the host on :3000 calls the API on
 * :8000), and none in production, where the site and the API share one origin behind the proxy
 * and a browser needs no CORS; a site on another origin than the API names it here.
 */
function readOrigins(env: Env, environment: Environment): (string | RegExp)[] {
  const value = read(env, 'CORS_ORIGINS');
  if (value === null) return environment === 'production' ? [] : [LOCAL_ORIGIN];
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
  for (const origin of origins) {
    if (asHttpOrigin(origin) === null) {
      throw new Error(
        `CORS_ORIGINS must list origins like https://bet.example.com (scheme, host and port ` +
          `only), got "${origin}".`,
      );
    }
  }
  return origins;
}
