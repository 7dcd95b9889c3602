/**
 * The catalog's version (src/catalog/catalog-cache.ts): one row whose `version` every change of a
 * catalog table bumps, in the transaction of the change, by database triggers, so no writer (the
 * API, the simulator, the ops tool, settlement, a test writing directly, several API instances on
 * one PostgreSQL) can change the catalog without the version moving at its commit. `generation` is
 * random per creation of the row, so a `seed --reset` (down, up, seed) never brings back a version
 * an API process still holds for other rows.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppMigration } from './migration';

/** The tables the catalog routes read; a change to any of them is a change of the catalog. */
export const CATALOG_TABLES = ['sports', 'tournaments', 'matches', 'bets', 'bet_events'] as const;
const OPERATIONS = ['insert', 'update', 'delete'] as const;

export const catalogVersionMigration: AppMigration = {
  name: '0009_catalog_version',

  async up(db, dialect) {
    await db.schema
      .createTable('catalog_version')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('version', 'bigint', (col) => col.notNull())
      .addColumn('generation', 'text', (col) => col.notNull())
      .execute();
    await sql`insert into catalog_version (id, version, generation) values (1, 0, ${randomBytes(8).toString('hex')})`.execute(
      db,
    );
    if (dialect === 'sqlite') {
      // SQLite has row triggers only: a statement changing n rows bumps n times, which is as good.
      for (const table of CATALOG_TABLES) {
        for (const operation of OPERATIONS) {
          await sql
            .raw(
              `create trigger catalog_version_${table}_${operation} after ${operation} on ${table} ` +
                'begin update catalog_version set version = version + 1 where id = 1; end',
            )
            .execute(db);
        }
      }
      return;
    }
    await sql
      .raw(
        'create function catalog_version_bump() returns trigger language plpgsql as $$ ' +
          'begin update catalog_version set version = version + 1 where id = 1; return null; end $$',
      )
      .execute(db);
    for (const table of CATALOG_TABLES) {
      await sql
        .raw(
          `create trigger catalog_version_${table} after insert or update or delete on ${table} ` +
            'for each statement execute function catalog_version_bump()',
        )
        .execute(db);
    }
  },

  async down(db, dialect) {
    if (dialect === 'sqlite') {
      for (const table of CATALOG_TABLES) {
        for (const operation of OPERATIONS) {
          await sql.raw(`drop trigger if exists catalog_version_${table}_${operation}`).execute(db);
        }
      }
    } else {
      for (const table of CATALOG_TABLES) {
        await sql.raw(`drop trigger if exists catalog_version_${table} on ${table}`).execute(db);
      }
      await sql.raw('drop function if exists catalog_version_bump()').execute(db);
    }
    await db.schema.dropTable('catalog_version').execute();
  },
};
