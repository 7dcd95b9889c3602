/** Bets users placed (each with the ledger hold of its stake) and market settlements. */
import { sql } from 'kysely';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const bettingMigration: AppMigration = {
  name: '0004_betting',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('placed_bets'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('bet_event_id', 'integer', (col) => col.notNull().references('bet_events.id'))
      .addColumn('bet_id', 'integer', (col) => col.notNull().references('bets.id'))
      .addColumn('stake_minor', 'bigint', (col) => col.notNull())
      .addColumn('odds_cents', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('hold_id', 'integer', (col) => col.unique().references('ledger_holds.id'))
      .addColumn('payout_minor', 'bigint')
      .addColumn('placed_at', 'text', (col) => col.notNull())
      .addColumn('settled_at', 'text')
      .addCheckConstraint('placed_bets_stake_check', sql`stake_minor > 0`)
      .addCheckConstraint('placed_bets_odds_check', sql`odds_cents >= 101`)
      .addCheckConstraint(
        'placed_bets_status_check',
        sql`status in ('pending', 'won', 'lost', 'void')`,
      )
      .execute();
    await db.schema
      .createIndex('placed_bets_user_id_idx')
      .on('placed_bets')
      .columns(['user_id', 'placed_at'])
      .execute();
    await db.schema
      .createIndex('placed_bets_bet_id_idx')
      .on('placed_bets')
      .columns(['bet_id', 'status'])
      .execute();

    await db.schema
      .createTable('market_settlements')
      .addColumn('bet_id', 'integer', (col) => col.primaryKey().references('bets.id'))
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('winning_bet_event_id', 'integer', (col) => col.references('bet_events.id'))
      .addColumn('settled_at', 'text', (col) => col.notNull())
      .addCheckConstraint('market_settlements_outcome_check', sql`outcome in ('winner', 'void')`)
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('market_settlements').execute();
    await db.schema.dropTable('placed_bets').execute();
  },
};
