/**
 * A bettor may cancel a pending withdrawal (issue 25): `withdrawals.status` may be `cancelled`
 * (its hold voided, the coins back), besides pending, paid and rejected. Only the status check
 * changes. PostgreSQL replaces the constraint; SQLite cannot alter a check, so the table is
 * rebuilt as SQLite's documentation prescribes (new table, copy, drop, rename, indexes), inside
 * the migration run's one write transaction (migrations/migrate.ts). No table references `withdrawals`.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { AppMigration } from './migration';

const STATUSES_BEFORE = "'pending', 'paid', 'rejected'";
const STATUSES_AFTER = "'pending', 'paid', 'rejected', 'cancelled'";

async function setStatuses(
  db: Kysely<unknown>,
  dialect: DialectName,
  statuses: string,
): Promise<void> {
  if (dialect === 'postgres') {
    await sql
      .raw(
        'alter table withdrawals drop constraint withdrawals_status_check, ' +
          `add constraint withdrawals_status_check check (status in (${statuses}))`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      'create table withdrawals_rebuilt (' +
        'id integer primary key autoincrement, ' +
        'user_id integer not null references users(id), ' +
        'amount_minor bigint not null, ' +
        'payment_method text not null, ' +
        'payment_type text not null, ' +
        'phone_no text not null, ' +
        'hold_id integer not null unique references ledger_holds(id), ' +
        'status text not null, ' +
        'created_at text not null, ' +
        'updated_at text not null, ' +
        'constraint withdrawals_amount_check check (amount_minor > 0), ' +
        `constraint withdrawals_status_check check (status in (${statuses})))`,
    )
    .execute(db);
  await sql
    .raw(
      'insert into withdrawals_rebuilt (id, user_id, amount_minor, payment_method, payment_type, ' +
        'phone_no, hold_id, status, created_at, updated_at) select id, user_id, amount_minor, ' +
        'payment_method, payment_type, phone_no, hold_id, status, created_at, updated_at ' +
        'from withdrawals',
    )
    .execute(db);
  await sql.raw('drop table withdrawals').execute(db);
  await sql.raw('alter table withdrawals_rebuilt rename to withdrawals').execute(db);
  await db.schema
    .createIndex('withdrawals_user_idx')
    .on('withdrawals')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status_idx')
    .on('withdrawals')
    .columns(['status', 'id'])
    .execute();
}

export const withdrawalCancelMigration: AppMigration = {
  name: '0010_withdrawal_cancel',

  up(db, dialect) {
    return setStatuses(db, dialect, STATUSES_AFTER);
  },

  async down(db, dialect) {
    // A cancelled withdrawal cannot be written down as any older status: it is a voided hold,
    // like a rejected one, so it goes back as `rejected`.
    await sql
      .raw("update withdrawals set status = 'rejected' where status = 'cancelled'")
      .execute(db);
    await setStatuses(db, dialect, STATUSES_BEFORE);
  },
};
