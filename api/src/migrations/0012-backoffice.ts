/**
 * The back office's tables (backoffice-tables.ts). `audit_log` is append-only: a trigger refuses
 * every UPDATE and DELETE on SQLite and PostgreSQL alike, as the ledger's entries do.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

async function createAuditTriggers(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    for (const operation of ['update', 'delete'] as const) {
      await sql
        .raw(
          `create trigger audit_log_no_${operation} before ${operation} on audit_log ` +
            `begin select raise(abort, 'audit_log rows are append-only'); end`,
        )
        .execute(db);
    }
    return;
  }
  await sql
    .raw(
      `create function audit_log_append_only() returns trigger language plpgsql as $$ ` +
        `begin raise exception 'audit_log rows are append-only'; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger audit_log_append_only before update or delete on audit_log ` +
        `for each row execute function audit_log_append_only()`,
    )
    .execute(db);
}

export const backofficeMigration: AppMigration = {
  name: '0012_backoffice',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('operators'), dialect)
      .addColumn('username', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('totp_secret', 'text', (col) => col.notNull())
      .addColumn('last_totp_step', 'bigint')
      .addColumn('status', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint(
        'operators_role_check',
        sql`role in ('admin', 'finance', 'trader', 'support')`,
      )
      .execute();

    await addIdColumn(db.schema.createTable('operator_sessions'), dialect)
      .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('absolute_expires_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();

    await addIdColumn(db.schema.createTable('audit_log'), dialect)
      .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
      .addColumn('operator', 'text', (col) => col.notNull())
      .addColumn('via', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('object', 'text', (col) => col.notNull())
      .addColumn('before', 'text', (col) => col.notNull())
      .addColumn('after', 'text', (col) => col.notNull())
      .addColumn('reason', 'text')
      .addColumn('request_key', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('audit_log_request_key_unique', ['operator', 'request_key'])
      .execute();
    await db.schema.createIndex('audit_log_object_idx').on('audit_log').column('object').execute();
    await createAuditTriggers(db, dialect);

    await db.schema
      .createTable('withdrawal_approvals')
      .addColumn('withdrawal_id', 'integer', (col) => col.primaryKey().references('withdrawals.id'))
      .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
      .addColumn('operator', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('verifier_runs'), dialect)
      .addColumn('ok', 'integer', (col) => col.notNull())
      .addColumn('violations', 'integer', (col) => col.notNull())
      .addColumn('report', 'text', (col) => col.notNull())
      .addColumn('ran_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db, dialect) {
    await db.schema.dropTable('verifier_runs').execute();
    await db.schema.dropTable('withdrawal_approvals').execute();
    await db.schema.dropTable('audit_log').execute();
    if (dialect === 'postgres') {
      await sql.raw('drop function if exists audit_log_append_only()').execute(db);
    }
    await db.schema.dropTable('operator_sessions').execute();
    await db.schema.dropTable('operators').execute();
  },
};
