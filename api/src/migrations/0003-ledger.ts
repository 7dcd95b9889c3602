/**
 * The ledger: accounts with cached balances, immutable transfers, append-only entries, holds and
 * stored idempotent results. The house accounts are opened here by the ledger's own code
 * (`openHouseAccounts`), so they exist on every database.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openHouseAccounts } from '../ledger/accounts';
import type { LedgerTables } from '../ledger/ledger-tables';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

/** Entries and transfers are facts: the database itself refuses to change or delete them. */
const APPEND_ONLY_TABLES = ['ledger_transfers', 'ledger_entries'] as const;

async function createAppendOnlyTriggers(db: Kysely<unknown>, dialect: string): Promise<void> {
  if (dialect === 'sqlite') {
    for (const table of APPEND_ONLY_TABLES) {
      for (const operation of ['update', 'delete'] as const) {
        await sql
          .raw(
            `create trigger ${table}_no_${operation} before ${operation} on ${table} ` +
              `begin select raise(abort, '${table} rows are append-only'); end`,
          )
          .execute(db);
      }
    }
    return;
  }
  await sql
    .raw(
      `create function ledger_append_only() returns trigger language plpgsql as $$ ` +
        `begin raise exception '% rows are append-only', TG_TABLE_NAME; end $$`,
    )
    .execute(db);
  for (const table of APPEND_ONLY_TABLES) {
    await sql
      .raw(
        `create trigger ${table}_append_only before update or delete on ${table} ` +
          `for each row execute function ledger_append_only()`,
      )
      .execute(db);
  }
}

export const ledgerMigration: AppMigration = {
  name: '0003_ledger',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('ledger_accounts'), dialect)
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.unique().references('users.id'))
      .addColumn('allow_negative', 'integer', (col) => col.notNull())
      .addColumn('balance_minor', 'bigint', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('ledger_accounts_allow_negative_check', sql`allow_negative in (0, 1)`)
      // The last line of defence: the conditional debit refuses first.
      .addCheckConstraint(
        'ledger_accounts_balance_check',
        sql`allow_negative = 1 or balance_minor >= 0`,
      )
      .execute();

    await addIdColumn(db.schema.createTable('ledger_holds'), dialect)
      .addColumn('account_id', 'integer', (col) => col.notNull().references('ledger_accounts.id'))
      .addColumn('pending_account_id', 'integer', (col) =>
        col.notNull().references('ledger_accounts.id'),
      )
      .addColumn('amount_minor', 'bigint', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('resolved_at', 'text')
      .addCheckConstraint('ledger_holds_amount_check', sql`amount_minor > 0`)
      .addCheckConstraint(
        'ledger_holds_status_check',
        sql`status in ('pending', 'posted', 'voided')`,
      )
      .execute();
    await db.schema
      .createIndex('ledger_holds_status_idx')
      .on('ledger_holds')
      .columns(['status', 'pending_account_id'])
      .execute();

    await addIdColumn(db.schema.createTable('ledger_transfers'), dialect)
      .addColumn('transfer_key', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull())
      .addColumn('hold_id', 'integer', (col) => col.references('ledger_holds.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('ledger_transfers_hold_id_idx')
      .on('ledger_transfers')
      .column('hold_id')
      .execute();

    await addIdColumn(db.schema.createTable('ledger_entries'), dialect)
      .addColumn('transfer_id', 'integer', (col) => col.notNull().references('ledger_transfers.id'))
      .addColumn('account_id', 'integer', (col) => col.notNull().references('ledger_accounts.id'))
      .addColumn('amount_minor', 'bigint', (col) => col.notNull())
      .addColumn('balance_after_minor', 'bigint', (col) => col.notNull())
      .addCheckConstraint('ledger_entries_amount_check', sql`amount_minor <> 0`)
      .execute();
    await db.schema
      .createIndex('ledger_entries_account_id_idx')
      .on('ledger_entries')
      .columns(['account_id', 'id'])
      .execute();
    await db.schema
      .createIndex('ledger_entries_transfer_id_idx')
      .on('ledger_entries')
      .column('transfer_id')
      .execute();
    await createAppendOnlyTriggers(db, dialect);

    await addIdColumn(db.schema.createTable('idempotency_keys'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('idempotency_key', 'text', (col) => col.notNull())
      .addColumn('request_hash', 'text', (col) => col.notNull())
      .addColumn('response_status', 'integer', (col) => col.notNull())
      .addColumn('response_body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('idempotency_keys_user_key_unique', ['user_id', 'idempotency_key'])
      .execute();

    await openHouseAccounts(db as Kysely<Pick<LedgerTables, 'ledger_accounts'>>, new Date());
  },

  async down(db, dialect) {
    for (const table of [
      'idempotency_keys',
      'ledger_entries',
      'ledger_transfers',
      'ledger_holds',
      'ledger_accounts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    if (dialect === 'postgres') await sql`drop function ledger_append_only()`.execute(db);
  },
};
