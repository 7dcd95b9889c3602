/**
 * Prediction entries: an event opens, closes (no more entries) and settles once with a winning
 * team; each entry holds its stake through the ledger (house:predictions-pending) until then.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openHouseAccounts } from '../ledger/accounts';
import type { LedgerTables } from '../ledger/ledger-tables';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const predictionMigration: AppMigration = {
  name: '0008_prediction',

  async up(db, dialect) {
    await db.schema
      .alterTable('prediction_events')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .execute();
    await db.schema
      .alterTable('prediction_events')
      .addColumn('winning_team_id', 'integer', (col) => col.references('prediction_teams.id'))
      .execute();
    await db.schema.alterTable('prediction_events').addColumn('settled_at', 'text').execute();

    await addIdColumn(db.schema.createTable('prediction_entries'), dialect)
      .addColumn('prediction_event_id', 'integer', (col) =>
        col.notNull().references('prediction_events.id'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('team_id', 'integer', (col) => col.notNull().references('prediction_teams.id'))
      .addColumn('stake_minor', 'bigint', (col) => col.notNull())
      .addColumn('remuneration_cents', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('hold_id', 'integer', (col) => col.unique().references('ledger_holds.id'))
      .addColumn('payout_minor', 'bigint')
      .addColumn('entered_at', 'text', (col) => col.notNull())
      .addColumn('settled_at', 'text')
      .addCheckConstraint('prediction_entries_stake_check', sql`stake_minor > 0`)
      .addCheckConstraint(
        'prediction_entries_status_check',
        sql`status in ('pending', 'won', 'lost')`,
      )
      .execute();
    await db.schema
      .createIndex('prediction_entries_event_status_idx')
      .on('prediction_entries')
      .columns(['prediction_event_id', 'status', 'id'])
      .execute();
    await db.schema
      .createIndex('prediction_entries_user_id_idx')
      .on('prediction_entries')
      .column('user_id')
      .execute();

    // Opens house:predictions-pending (and nothing that exists already).
    await openHouseAccounts(db as Kysely<Pick<LedgerTables, 'ledger_accounts'>>, new Date());
  },

  async down(db) {
    await db.schema.dropTable('prediction_entries').execute();
    await db.schema.alterTable('prediction_events').dropColumn('settled_at').execute();
    await db.schema.alterTable('prediction_events').dropColumn('winning_team_id').execute();
    await db.schema.alterTable('prediction_events').dropColumn('status').execute();
  },
};
