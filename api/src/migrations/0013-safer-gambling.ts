/** The append-only history of a bettor's safer-gambling settings (issue 31). */
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const saferGamblingMigration: AppMigration = {
  name: '0013_safer_gambling',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('safer_gambling_changes'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('change', 'text', (col) => col.notNull())
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('effective_at', 'text')
      .addColumn('actor', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('safer_gambling_changes_user_idx')
      .on('safer_gambling_changes')
      .columns(['user_id', 'subject', 'id'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('safer_gambling_changes').execute();
  },
};
