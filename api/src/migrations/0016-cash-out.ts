/**
 * Cash-out of open bets (issue 32): what still rides of each bet after partial cash-outs, what
 * its cash-outs paid, the bettor's automatic cash-out value, and one row per cash-out.
 * `remaining_stake_minor` is null while the whole stake rides (every bet placed before this
 * migration, and every bet until its first cash-out), so placing a bet writes nothing new.
 */
import { sql } from 'kysely';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const cashOutMigration: AppMigration = {
  name: '0016_cash_out',

  async up(db, dialect) {
    await db.schema
      .alterTable('placed_bets')
      .addColumn('remaining_stake_minor', 'bigint')
      .execute();
    await db.schema
      .alterTable('placed_bets')
      .addColumn('cashed_out_minor', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('placed_bets').addColumn('cash_out_value_minor', 'bigint').execute();
    // Automatic cash-outs are looked up per market on every odds move.
    await db.schema
      .createIndex('placed_bets_auto_cash_out_idx')
      .on('placed_bets')
      .columns(['bet_id', 'cash_out_value_minor'])
      .where(sql.ref('cash_out_value_minor'), 'is not', null)
      .execute();

    await addIdColumn(db.schema.createTable('bet_cash_outs'), dialect)
      .addColumn('placed_bet_id', 'integer', (col) => col.notNull().references('placed_bets.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('stake_minor', 'bigint', (col) => col.notNull())
      .addColumn('price_minor', 'bigint', (col) => col.notNull())
      .addColumn('automatic', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('bet_cash_outs_sequence_key', ['placed_bet_id', 'sequence'])
      .addCheckConstraint('bet_cash_outs_stake_check', sql`stake_minor > 0`)
      .addCheckConstraint('bet_cash_outs_price_check', sql`price_minor > 0`)
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('bet_cash_outs').execute();
    await db.schema.dropIndex('placed_bets_auto_cash_out_idx').execute();
    await db.schema.alterTable('placed_bets').dropColumn('cash_out_value_minor').execute();
    await db.schema.alterTable('placed_bets').dropColumn('cashed_out_minor').execute();
    await db.schema.alterTable('placed_bets').dropColumn('remaining_stake_minor').execute();
  },
};
