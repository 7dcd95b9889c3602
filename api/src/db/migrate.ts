/** Runs the migrations of `./migrations` on either database, at start and from the ops tool. */
import { Migrator, NO_MIGRATIONS } from 'kysely';
import type { Migration, MigrationResultSet } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { AppMigration } from './migrations/migration';
import type { DatabaseHandle } from './database';

function createMigrator(
  handle: DatabaseHandle,
  migrations: readonly AppMigration[] = MIGRATIONS,
): Migrator {
  const order = new Map(migrations.map((migration, index) => [migration.name, index]));
  return new Migrator({
    db: handle.db,
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

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return unwrap(await createMigrator(handle).migrateToLatest());
}

/** Undoes every migration (drops every table); `seed --reset` runs this before migrating up. */
export async function migrateToNothing(handle: DatabaseHandle): Promise<string[]> {
  return unwrap(await createMigrator(handle).migrateTo(NO_MIGRATIONS));
}
