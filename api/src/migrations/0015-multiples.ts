/**
 * Multiples (accumulators, issue 32). A multiple is a `placed_bets` row of kind `multiple` (its
 * stake, hold, combined odds, status and payout, like a single's) and one `placed_bet_legs` row
 * per selection, each with its own market, odds taken at placement and result. Singles' rows are
 * untouched: every existing row is of kind `single` by the column's default. The legs' index on
 * (market, result) lets a market's settlement find the legs it decides.
 */
import { sql } from 'kysely';
import type { AppMigration } from './migration';

export const multiplesMigration: AppMigration = {
  name: '0015_multiples',

  async up(db) {
    await db.schema
      .alterTable('placed_bets')
      .addColumn('kind', 'text', (col) =>
        col
          .notNull()
          .defaultTo('single')
          .check(sql`kind in ('single', 'multiple')`),
      )
      .execute();
    // The site's maximum multiple payout when it was placed, which its settlement keeps to.
    await db.schema.alterTable('placed_bets').addColumn('max_payout_minor', 'bigint').execute();
    await db.schema
      .createTable('placed_bet_legs')
      .addColumn('placed_bet_id', 'integer', (col) => col.notNull().references('placed_bets.id'))
      /** The leg's place in the multiple, from 1, in the order the slip submitted them. */
      .addColumn('leg_no', 'integer', (col) => col.notNull())
      .addColumn('bet_event_id', 'integer', (col) => col.notNull().references('bet_events.id'))
      .addColumn('bet_id', 'integer', (col) => col.notNull().references('bets.id'))
      .addColumn('odds_cents', 'integer', (col) => col.notNull())
      .addColumn('result', 'text', (col) => col.notNull())
      .addColumn('settled_at', 'text')
      .addPrimaryKeyConstraint('placed_bet_legs_pkey', ['placed_bet_id', 'leg_no'])
      .addUniqueConstraint('placed_bet_legs_market_unique', ['placed_bet_id', 'bet_id'])
      .addCheckConstraint('placed_bet_legs_odds_check', sql`odds_cents >= 100`)
      .addCheckConstraint(
        'placed_bet_legs_result_check',
        sql`result in ('pending', 'won', 'lost', 'void')`,
      )
      .execute();
    await db.schema
      .createIndex('placed_bet_legs_bet_id_idx')
      .on('placed_bet_legs')
      .columns(['bet_id', 'result'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('placed_bet_legs').execute();
    await sql`delete from placed_bets where kind = 'multiple'`.execute(db);
    await db.schema.alterTable('placed_bets').dropColumn('max_payout_minor').execute();
    await db.schema.alterTable('placed_bets').dropColumn('kind').execute();
  },
};
