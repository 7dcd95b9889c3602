/** Users, sign-in sessions (token families with their access and refresh tokens), reset requests. */
import { sql } from 'kysely';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const accountsMigration: AppMigration = {
  name: '0002_accounts',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('users'), dialect)
      .addColumn('username', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
      .addColumn('club_id', 'integer', (col) => col.notNull().references('clubs.id'))
      .addColumn('sponsor_id', 'integer', (col) => col.references('users.id'))
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('users_status_check', sql`status in (0, 1)`)
      .execute();
    // "Demo" and "demo" are one user: sign-in matches usernames ignoring case.
    await db.schema
      .createIndex('users_username_lower_idx')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .execute();
    await db.schema.createIndex('users_email_idx').on('users').unique().column('email').execute();
    await db.schema.createIndex('users_sponsor_id_idx').on('users').column('sponsor_id').execute();

    await addIdColumn(db.schema.createTable('token_families'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('client_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema
      .createIndex('token_families_user_id_idx')
      .on('token_families')
      .column('user_id')
      .execute();

    for (const table of ['access_tokens', 'refresh_tokens'] as const) {
      let builder = addIdColumn(db.schema.createTable(table), dialect)
        .addColumn('family_id', 'integer', (col) => col.notNull().references('token_families.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull());
      builder =
        table === 'access_tokens'
          ? builder.addColumn('revoked_at', 'text')
          : builder.addColumn('used_at', 'text');
      await builder.execute();
      await db.schema.createIndex(`${table}_family_id_idx`).on(table).column('family_id').execute();
    }

    await addIdColumn(db.schema.createTable('password_reset_requests'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('login', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('resolved_at', 'text')
      .addCheckConstraint('password_reset_requests_status_check', sql`status in ('open', 'done')`)
      .execute();
    await db.schema
      .createIndex('password_reset_requests_status_idx')
      .on('password_reset_requests')
      .columns(['status', 'user_id'])
      .execute();
  },

  async down(db) {
    for (const table of [
      'password_reset_requests',
      'refresh_tokens',
      'access_tokens',
      'token_families',
      'users',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
