/**
 * `GET /ng/user/coins` sums the user's pending holds by what holds them (issue 25): an index on
 * the holding user's account and the status, so it reads only that user's holds, not every
 * pending hold of the site (the status index serves the ledger verifier's per-account sums).
 */
import type { AppMigration } from './migration';

export const holdsByAccountMigration: AppMigration = {
  name: '0011_holds_by_account',

  async up(db) {
    await db.schema
      .createIndex('ledger_holds_account_idx')
      .on('ledger_holds')
      .columns(['account_id', 'status'])
      .execute();
  },

  async down(db) {
    await db.schema.dropIndex('ledger_holds_account_idx').execute();
  },
};
