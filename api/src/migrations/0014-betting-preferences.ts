/**
 * Each bettor's betting preferences (issue 32): today the odds-change preference. A bettor
 * without a row has the default (`ask`), so no row is written until one is chosen.
 */
import { sql } from 'kysely';
import type { AppMigration } from './migration';

export const bettingPreferencesMigration: AppMigration = {
  name: '0014_betting_preferences',

  async up(db) {
    await db.schema
      .createTable('betting_preferences')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
      .addColumn('odds_change', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint(
        'betting_preferences_odds_change_check',
        sql`odds_change in ('ask', 'higher', 'any')`,
      )
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('betting_preferences').execute();
  },
};
