/**
 * The wallet: deposit requests, withdrawals, the house's deposit numbers, the operators' audit log,
 * and the ledger's wallet house accounts (opened by the ledger's own code).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openHouseAccounts } from '../ledger/accounts';
import type { LedgerTables } from '../ledger/ledger-tables';
import { addIdColumn } from './migration';
import type { AppMigration } from './migration';

export const walletMigration: AppMigration = {
  name: '0007_wallet',

  async up(db, dialect) {
    await addIdColumn(db.schema.createTable('deposit_requests'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('payment_method', 'text', (col) => col.notNull())
      .addColumn('amount_minor', 'bigint', (col) => col.notNull())
      .addColumn('phone_from', 'text', (col) => col.notNull())
      .addColumn('phone_to', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('transfer_id', 'integer', (col) => col.unique().references('ledger_transfers.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('deposit_requests_amount_check', sql`amount_minor > 0`)
      // Only an approved deposit has (exactly one) ledger transfer.
      .addCheckConstraint(
        'deposit_requests_status_check',
        sql`(status = 'approved' and transfer_id is not null) or (status in ('pending', 'rejected') and transfer_id is null)`,
      )
      .execute();
    await db.schema
      .createIndex('deposit_requests_user_idx')
      .on('deposit_requests')
      .columns(['user_id', 'id'])
      .execute();
    await db.schema
      .createIndex('deposit_requests_status_idx')
      .on('deposit_requests')
      .columns(['status', 'id'])
      .execute();

    await addIdColumn(db.schema.createTable('withdrawals'), dialect)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('amount_minor', 'bigint', (col) => col.notNull())
      .addColumn('payment_method', 'text', (col) => col.notNull())
      .addColumn('payment_type', 'text', (col) => col.notNull())
      .addColumn('phone_no', 'text', (col) => col.notNull())
      .addColumn('hold_id', 'integer', (col) =>
        col.notNull().unique().references('ledger_holds.id'),
      )
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('withdrawals_amount_check', sql`amount_minor > 0`)
      .addCheckConstraint(
        'withdrawals_status_check',
        sql`status in ('pending', 'paid', 'rejected')`,
      )
      .execute();
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

    await addIdColumn(db.schema.createTable('deposit_numbers'), dialect)
      .addColumn('type', 'text', (col) => col.notNull().unique())
      .addColumn('phone_no', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable('wallet_audit'), dialect)
      .addColumn('operator', 'text', (col) => col.notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await openHouseAccounts(db as Kysely<Pick<LedgerTables, 'ledger_accounts'>>, new Date());
  },

  async down(db) {
    for (const table of ['wallet_audit', 'deposit_numbers', 'withdrawals', 'deposit_requests']) {
      await db.schema.dropTable(table).execute();
    }
    // The wallet's house accounts stay with the ledger's tables, which 0003 drops.
  },
};
