/** The catalog (sports, tournaments, matches, markets, odds) and the site's reference data. */
import { sql } from 'kysely';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const catalogMigration: AppMigration = {
  name: '0001_catalog',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('sports'), dialect)
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('icon_path', 'text', (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('tournaments'), dialect)
      .addColumn('sport_id', 'integer', (col) => col.notNull().references('sports.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('tournaments_sport_id_idx')
      .on('tournaments')
      .column('sport_id')
      .execute();

    await addIdColumn(db.schema.createTable('matches'), dialect)
      .addColumn('tournament_id', 'integer', (col) => col.notNull().references('tournaments.id'))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('first_team', 'text', (col) => col.notNull())
      .addColumn('second_team', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('match_datetime', 'text', (col) => col.notNull())
      .addColumn('live_updates', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('matches_status_check', sql`status in ('UPCOMING', 'LIVE', 'FINISHED')`)
      .execute();
    await db.schema
      .createIndex('matches_status_datetime_idx')
      .on('matches')
      .columns(['status', 'match_datetime'])
      .execute();
    await db.schema
      .createIndex('matches_tournament_id_idx')
      .on('matches')
      .column('tournament_id')
      .execute();

    await addIdColumn(db.schema.createTable('bets'), dialect)
      .addColumn('match_id', 'integer', (col) => col.notNull().references('matches.id'))
      .addColumn('bet_title', 'text', (col) => col.notNull())
      .addColumn('bet_status', 'integer', (col) => col.notNull())
      .addColumn('cash_limit_minor', 'integer', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('bets_cash_limit_check', sql`cash_limit_minor > 0`)
      .execute();
    await db.schema.createIndex('bets_match_id_idx').on('bets').column('match_id').execute();

    await addIdColumn(db.schema.createTable('bet_events'), dialect)
      .addColumn('bet_id', 'integer', (col) => col.notNull().references('bets.id'))
      .addColumn('bet_event_title', 'text', (col) => col.notNull())
      .addColumn('odds_cents', 'integer', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      // Decimal odds below 1.01 would pay back less than the stake.
      .addCheckConstraint('bet_events_odds_check', sql`odds_cents >= 101`)
      .execute();
    await db.schema
      .createIndex('bet_events_bet_id_idx')
      .on('bet_events')
      .column('bet_id')
      .execute();

    await addIdColumn(db.schema.createTable('countries'), dialect)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('phone_code', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await addIdColumn(db.schema.createTable('clubs'), dialect)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await addIdColumn(db.schema.createTable('site_notices'), dialect)
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('site_settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('prediction_events'), dialect)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('remuneration_cents', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('prediction_teams'), dialect)
      .addColumn('prediction_event_id', 'integer', (col) =>
        col.notNull().references('prediction_events.id'),
      )
      .addColumn('short_name', 'text', (col) => col.notNull())
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('color', 'text', (col) => col.notNull())
      .addColumn('text_color', 'text', (col) => col.notNull())
      .addColumn('logo_path', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('prediction_teams_event_id_idx')
      .on('prediction_teams')
      .column('prediction_event_id')
      .execute();
  },

  async down(db) {
    // Children before parents, so foreign keys never dangle.
    for (const table of [
      'prediction_teams',
      'prediction_events',
      'site_settings',
      'site_notices',
      'clubs',
      'countries',
      'bet_events',
      'bets',
      'matches',
      'tournaments',
      'sports',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
