/**
 * What a migration of api/ looks like. Migrations are plain objects listed in order in
 * `./index.ts`; each gets the dialect so the few statements that differ (auto-increment ids) can
 * be written once for both databases.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../db/database';

export interface AppMigration {
  /** Unique, and sorts after every earlier name: `0002_users`, `0003_ledger`... */
  name: string;
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
  /** Undoes `up` completely; `seed --reset` migrates down to nothing and up again. */
  down(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

/**
 * Adds the auto-increment integer primary key `id`: `integer primary key autoincrement` on
 * SQLite (ids are never reused), `serial primary key` on PostgreSQL.
 */
export function addIdColumn<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  dialect: DialectName,
): CreateTableBuilder<TB, C | 'id'> {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}
