/**
 * Test helper (fastify/demo style): `build()` gives a Fastify app on a real, fresh, migrated and
 * seeded database, plus `close()`. By default the database is a new SQLite file in the temp
 * directory; with TEST_DATABASE_URL set it is a new schema `sb_test_<random>` on that PostgreSQL
 * server, dropped at close, so test files running in parallel never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Config, Env } from '../src/config';
import { createDatabase } from '../src/db/database';
import type { DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/migrations/migrate';
import type { Database } from '../src/db/schema';
import { seedDatabase } from '../src/seed/seed';
import { MemoryBroadcaster } from '../src/realtime/broadcaster';
import type { Broadcaster } from '../src/realtime/broadcaster';

/** The clock every seeded test database is relative to. */
export const TEST_NOW = new Date('2025-06-01T12:00:30.000Z');
export const TEST_PUBLIC_URL = 'http://api.test';
/** A PUSHER_SECRET production accepts (64 hex characters, as `openssl rand -hex 32` makes). */
export const TEST_PRODUCTION_SECRET =
  '3f9c1e7a5b2d4f6081a3c5e7092b4d6f8a1c3e5072b4d6f8091a3c5e7b2d4f60';

export interface TestDatabase {
  handle: DatabaseHandle;
  config: Config;
  /** Closes the connections and deletes the database (file or schema). */
  dispose(): Promise<void>;
}

/**
 * Which database a test needs: the kind this run tests against (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), or SQLite always, for tests of SQLite's own locking.
 */
export type TestDialect = 'configured' | 'sqlite';

/** A fresh, migrated, empty database of the kind this run tests against. */
export async function createTestDatabase(
  extraEnv: Env = {},
  dialect: TestDialect = 'configured',
): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  const pgUrl = dialect === 'configured' ? process.env.TEST_DATABASE_URL : undefined;
  const baseEnv: Env = { LOG_LEVEL: 'silent', PUBLIC_URL: TEST_PUBLIC_URL, SEED: 'off' };

  if (pgUrl) {
    const schema = `sb_test_${suffix}`;
    const admin = new Pool({ connectionString: pgUrl, max: 1 });
    await admin.query(`create schema ${schema}`);
    const config = loadConfig({
      ...baseEnv,
      DATABASE_URL: pgUrl,
      DATABASE_SCHEMA: schema,
      ...extraEnv,
    });
    const handle = createDatabase(config);
    await migrateToLatest(handle);
    return {
      handle,
      config,
      async dispose() {
        await handle.close();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      },
    };
  }

  const file = path.join(os.tmpdir(), `sb-test-${suffix}.sqlite`);
  const config = loadConfig({ ...baseEnv, SQLITE_PATH: file, ...extraEnv });
  const handle = createDatabase(config);
  await migrateToLatest(handle);
  return {
    handle,
    config,
    async dispose() {
      await handle.close();
      removeSqliteFile(file);
    },
  };
}

/** Deletes a SQLite database file with its WAL and shared-memory files. */
export function removeSqliteFile(file: string): void {
  for (const leftover of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(leftover, { force: true });
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: DatabaseHandle;
  config: Config;
  /** What the app broadcast; tests may clear it. */
  broadcaster: MemoryBroadcaster;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Seed the database at TEST_NOW (default true). */
  seed?: boolean;
  /** Replaces the MemoryBroadcaster the app publishes through. */
  broadcaster?: Broadcaster;
  env?: Env;
  dialect?: TestDialect;
  /** The app's clock (token lifetimes, sign-in windows); the real one by default. */
  now?: () => Date;
}

/** The app on a fresh database; call `close()` in afterAll. */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase(options.env, options.dialect);
  if (options.seed ?? true) await seedDatabase(testDb.handle.db, { now: TEST_NOW, demoUser: true });
  const memory = new MemoryBroadcaster();
  const app = buildApp({
    db: testDb.handle.db,
    config: testDb.config,
    broadcaster: options.broadcaster ?? memory,
    checkReplies: true,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    app,
    db: testDb.handle.db,
    database: testDb.handle,
    config: testDb.config,
    broadcaster: memory,
    async close() {
      await app.close();
      await testDb.dispose();
    },
  };
}

/**
 * A test file's app: built (`build(options)`) before its tests, handed to `ready` (which keeps it
 * and whatever it needs from it), and closed after them.
 */
export function buildBeforeAll(
  options: BuildOptions,
  ready: (t: TestApp) => void | Promise<void>,
): void {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await build(options);
    await ready(built);
  });
  afterAll(async () => {
    await built?.close();
  });
}

/** The parsed JSON body of an inject response, typed by the caller's contract. */
export function json<T>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

/** GETs a public route, expects 200 and resolves to the parsed body. */
export async function getOk<T>(t: TestApp, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
}
