/** Support: the complaints bettors file and the answers operators give. */
import { sql } from 'kysely';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const supportMigration: AppMigration = {
  name: '0006_support',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('complaints'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('qtitle', 'text', (col) => col.notNull())
      .addColumn('qdescription', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('answered_at', 'text')
      // An open complaint has no answer; an answered one has its text and time.
      .addCheckConstraint(
        'complaints_status_check',
        sql`(status = 'open' and answer is null and answered_at is null) or (status = 'answered' and answer is not null and answered_at is not null)`,
      )
      .execute();
    await db.schema
      .createIndex('complaints_user_id_idx')
      .on('complaints')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('complaints_status_idx')
      .on('complaints')
      .columns(['status', 'created_at'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('complaints').execute();
  },
};
