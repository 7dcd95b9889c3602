/** Which remote versions each page load got and whether they loaded (the release tool reads it). */
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';
import { sql } from 'kysely';

export const remoteLoadsMigration: AppMigration = {
  name: '0005_remote_loads',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('remote_loads'), dialect)
      .addColumn('page_load_id', 'text', (col) => col.notNull())
      .addColumn('remote', 'text', (col) => col.notNull())
      .addColumn('version', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('error', 'text')
      .addColumn('reported_at', 'text', (col) => col.notNull())
      .addCheckConstraint(
        'remote_loads_channel_check',
        sql`channel in ('live', 'canary', 'override')`,
      )
      .addCheckConstraint('remote_loads_outcome_check', sql`outcome in ('loaded', 'failed')`)
      .execute();
    // One row per page load and remote version: a later report of the same page load updates it.
    await db.schema
      .createIndex('remote_loads_page_load_idx')
      .on('remote_loads')
      .columns(['page_load_id', 'remote', 'version'])
      .unique()
      .execute();
    await db.schema
      .createIndex('remote_loads_version_idx')
      .on('remote_loads')
      .columns(['remote', 'version', 'reported_at'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('remote_loads').execute();
  },
};
