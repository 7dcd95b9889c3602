/**
 * Runs the migrations of `./migrations` on either database, at start and from the ops tool.
 *
 * Kysely runs SQLite migrations without a transaction (statement by statement), so a crash half
 * way would leave half a schema, and the API and the ops tool starting at once could both apply
 * the same migration. On SQLite the whole run is therefore one IMMEDIATE write transaction;
 * PostgreSQL keeps Kysely's own transaction and advisory lock.
 */
import { Migrator, NO_MIGRATIONS } from 'kysely';
import type { Kysely, Migration, MigrationResultSet } from 'kysely';
import { MIGRATIONS } from './index';
import type { AppMigration } from './migration';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { WriteTransactions } from '../db/write-transaction';

function createMigrator(
  handle: DatabaseHandle,
  db: Kysely<Database>,
  migrations: readonly AppMigration[] = MIGRATIONS,
): Migrator {
  const order = new Map(migrations.map((migration, index) => [migration.name, index]));
  return new Migrator({
    db,
    // SQLite: `db` is already inside the write transaction of `migrate` below.
    disableTransactions: handle.dialect === 'sqlite',
    // In code, not a folder scan: the list is what tsx, jest and any bundler all see.
    provider: {
      async getMigrations() {
        const byName: Record<string, Migration> = {};
        for (const migration of migrations) {
          byName[migration.name] = {
            up: (db) => migration.up(db, handle.dialect),
            down: (db) => migration.down(db, handle.dialect),
          };
        }
        return byName;
      },
    },
    // The array order is the order, whatever the names' locale collation says.
    nameComparator: (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    // On PostgreSQL the bookkeeping tables must live in our schema: without this, Kysely finds
    // another schema's `kysely_migration` table and believes this one is already migrated.
    migrationTableSchema: handle.schema ?? undefined,
  });
}

function unwrap(resultSet: MigrationResultSet): string[] {
  if (resultSet.error) {
    const failed = resultSet.results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, {
      cause: resultSet.error,
    });
  }
  return (resultSet.results ?? []).map((result) => result.migrationName);
}

/** Runs the migrator; a failure throws, which on SQLite rolls the whole run back. */
function migrate(
  handle: DatabaseHandle,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  if (handle.dialect !== 'sqlite') return run(createMigrator(handle, handle.db)).then(unwrap);
  return new WriteTransactions(handle.db).run(async (trx) =>
    unwrap(await run(createMigrator(handle, trx))),
  );
}

/** Applies every pending migration; returns the names applied. */
export function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return migrate(handle, (migrator) => migrator.migrateToLatest());
}

/** Undoes every migration (drops every table); `seed --reset` runs this before migrating up. */
export function migrateToNothing(handle: DatabaseHandle): Promise<string[]> {
  return migrate(handle, (migrator) => migrator.migrateTo(NO_MIGRATIONS));
}

/** The migrations this code has that the database has not applied (none when up to date). */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const migrations = await createMigrator(handle, handle.db).getMigrations();
  return migrations
    .filter((migration) => migration.executedAt === undefined)
    .map((migration) => migration.name);
}

/** What a process that needs the current schema says when the database lacks some of it. */
export function unmigratedMessage(pending: readonly string[]): string {
  return (
    `The database is not migrated: ${pending.length} migration${pending.length === 1 ? '' : 's'} ` +
    `pending (${pending.join(', ')}). Run \`npm run migrate -w api\` first.`
  );
}
