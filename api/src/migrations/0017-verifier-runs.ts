/**
 * Every run of the ledger verifier is kept, wherever it ran (issue 30): the back office's button,
 * `npm run ledger:verify` and `ops verify` each add a row to `verifier_runs` (0012), which now
 * says where the run came from and who ran it, so the back office's ledger health shows the
 * last result whatever ran it.
 */
import type { AppMigration } from './migration';

export const verifierRunsMigration: AppMigration = {
  name: '0017_verifier_runs',

  async up(db) {
    // Rows from before this migration all came from the back office.
    await db.schema
      .alterTable('verifier_runs')
      .addColumn('source', 'text', (col) => col.notNull().defaultTo('backoffice'))
      .execute();
    await db.schema.alterTable('verifier_runs').addColumn('ran_by', 'text').execute();
  },

  async down(db) {
    await db.schema.alterTable('verifier_runs').dropColumn('ran_by').execute();
    await db.schema.alterTable('verifier_runs').dropColumn('source').execute();
  },
};
