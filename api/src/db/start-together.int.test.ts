/**
 * Several API instances starting at once on one database (issue 28): each migrates (a no-op when
 * another already did) and seeds when the database is empty. The seed must be written once and
 * none of them may fail: on PostgreSQL, READ COMMITTED let every instance see the empty catalog
 * and all but one crashed on a duplicate key. Three starts at once, twice (an empty database, then
 * a seeded one), each with its own connections as separate processes have.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { loadConfig } from '../config';
import { removeSqliteFile } from '../../test/helper';
import { createDatabase, type DatabaseHandle } from './database';
import { pendingMigrations, migrateToLatest } from '../migrations/migrate';
import { seedIfEmpty } from '../seed/seed';

const STARTS = 3;
const pgUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(6).toString('hex');
const schema = `sb_test_${suffix}`;
const sqliteFile = path.join(os.tmpdir(), `sb-test-${suffix}.sqlite`);
let admin: Pool | null = null;

const env = pgUrl ? { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema } : { SQLITE_PATH: sqliteFile };

beforeAll(async () => {
  if (pgUrl) {
    admin = new Pool({ connectionString: pgUrl, max: 1 });
    await admin.query(`create schema ${schema}`);
  }
});

afterAll(async () => {
  if (admin) {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  } else {
    removeSqliteFile(sqliteFile);
  }
});

/** What one instance does at start (server.ts, outside production): migrate, then seed if empty. */
async function start(handle: DatabaseHandle) {
  await migrateToLatest(handle);
  return seedIfEmpty(handle.db, { now: new Date(Date.UTC(2026, 0, 1)), demoUser: true });
}

async function startTogether() {
  const handles = Array.from({ length: STARTS }, () =>
    createDatabase(loadConfig({ LOG_LEVEL: 'silent', SEED: 'off', ...env })),
  );
  try {
    const outcomes = await Promise.allSettled(handles.map((handle) => start(handle)));
    const sports = await handles[0]!.db
      .selectFrom('sports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return {
      failures: outcomes.filter((outcome) => outcome.status === 'rejected'),
      seeded: outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value),
      pending: await pendingMigrations(handles[0]!),
      sports: Number(sports.count),
    };
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
}

it('three instances starting at once on an empty database: migrated and seeded once, none fails', async () => {
  const first = await startTogether();
  expect(first.failures).toEqual([]);
  expect(first.seeded).toHaveLength(1);
  expect(first.pending).toEqual([]);
  expect(first.sports).toBeGreaterThan(0);

  const second = await startTogether();
  expect(second.failures).toEqual([]);
  expect(second.seeded).toHaveLength(0);
  expect(second.sports).toBe(first.sports);
});
