/**
 * Every setting of the API, read once from the environment with defaults. Nothing else in api/
 * reads `process.env`; code receives a `Config` (tests build one with `loadConfig({...})`).
 */
import path from 'node:path';
import { FIRST_PARTY_CLIENT } from '@sportsbook/shared/contracts';

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

export interface Config {
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
  /** Seed an empty database at start. */
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
}

/** The environment as a plain map, so tests can pass their own. */
export type Env = Record<string, string | undefined>;

/** Any page served from this machine, on any port. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const API_ROOT = path.resolve(__dirname, '..');

export function loadConfig(env: Env = process.env): Config {
  const port = readPort(env, 'PORT', 8000);
  const sqlitePath = read(env, 'SQLITE_PATH') ?? path.join(API_ROOT, 'data', 'sportsbook.sqlite');
  return Object.freeze({
    host: read(env, 'HOST') ?? '127.0.0.1',
    port,
    publicUrl: (read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: read(env, 'DATABASE_URL'),
    databaseSchema: readIdentifier(env, 'DATABASE_SCHEMA'),
    sqlitePath: path.resolve(sqlitePath),
    seed: readFlag(env, 'SEED', true),
    simulator: readFlag(env, 'SIMULATOR', false),
    simulatorTickMs: readInteger(env, 'SIMULATOR_TICK_MS', 3000, 50, 3_600_000),
    corsOrigins: readOrigins(env),
    bodyLimitBytes: readInteger(env, 'BODY_LIMIT_BYTES', 64 * 1024, 1024, 100 * 1024 * 1024),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    /** `pretty` renders log lines for a terminal (npm start); anything else keeps JSON lines. */
    logPretty: read(env, 'LOG_FORMAT') === 'pretty',
    pusher: Object.freeze({
      appId: read(env, 'PUSHER_APP_ID') ?? 'sportsbook',
      key: read(env, 'PUSHER_KEY') ?? 'sportsbook-key',
      secret: read(env, 'PUSHER_SECRET') ?? 'sportsbook-secret',
      host: read(env, 'PUSHER_HOST') ?? '127.0.0.1',
      port: readPort(env, 'PUSHER_PORT', 6002),
      useTLS: readFlag(env, 'PUSHER_USE_TLS', false),
    }),
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

/** CORS_ORIGINS is a comma-separated list of exact origins; unset allows any local origin. */
function readOrigins(env: Env): (string | RegExp)[] {
  const value = read(env, 'CORS_ORIGINS');
  if (value === null) return [LOCAL_ORIGIN];
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}
