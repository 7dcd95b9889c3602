/**
 * Builds the audit trail and the operator actions on a set of services: the back office's
 * plugin builds them on the app's, the ops tool on its own, so both run the same code.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { WriteTransactions } from '../db/write-transaction';
import { AuditTrail } from './audit-trail';
import { readObjectState } from './object-states';
import { OperatorActions } from './operator-actions';
import type { BackofficeServices } from './operator-actions';

export type OperatorActionDeps = Omit<BackofficeServices, 'db' | 'transactions' | 'audit'>;

export function createOperatorActions(
  db: Kysely<Database>,
  deps: OperatorActionDeps,
): { actions: OperatorActions; audit: AuditTrail; transactions: WriteTransactions } {
  const transactions = new WriteTransactions(db);
  const audit = new AuditTrail(db, transactions, readObjectState, deps.now, deps.broadcaster);
  return {
    actions: new OperatorActions({ ...deps, db, transactions, audit }),
    audit,
    transactions,
  };
}
