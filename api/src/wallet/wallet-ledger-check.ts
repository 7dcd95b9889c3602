/**
 * The wallet's check of the ledger verifier (ledger/verify-checks.ts): each withdrawal agrees with
 * its hold (pending = pending, paid = posted, rejected or cancelled = voided, the same amount), each approved
 * deposit and only an approved one was credited once, its amount, and every deposit credit
 * belongs to a deposit request.
 */
import type { WithdrawStatus } from '@sportsbook/shared/contracts';
import type { LedgerCheck } from '../ledger/verify-checks';
import { coins, creditsByReference } from '../ledger/verify-checks';

const HOLD_STATUS_OF_WITHDRAWAL: Record<WithdrawStatus, 'pending' | 'posted' | 'voided'> = {
  pending: 'pending',
  paid: 'posted',
  rejected: 'voided',
  // The bettor cancelled it (issue 25): voided like a rejected one.
  cancelled: 'voided',
};

export const checkWallet: LedgerCheck = async (db) => {
  const violations: string[] = [];
  const withdrawals = await db
    .selectFrom('withdrawals as w')
    .leftJoin('ledger_holds as h', 'h.id', 'w.hold_id')
    .select([
      'w.id',
      'w.status',
      'w.amount_minor',
      'h.status as hold_status',
      'h.amount_minor as hold_amount',
    ])
    .orderBy('w.id')
    .execute();
  for (const withdrawal of withdrawals) {
    if (withdrawal.hold_status === null) {
      violations.push(`Withdrawal ${withdrawal.id} has no hold.`);
    } else if (
      HOLD_STATUS_OF_WITHDRAWAL[withdrawal.status] !== withdrawal.hold_status ||
      Number(withdrawal.hold_amount) !== Number(withdrawal.amount_minor)
    ) {
      violations.push(
        `Withdrawal ${withdrawal.id} is ${withdrawal.status} of ${coins(Number(withdrawal.amount_minor))} but its hold is ${withdrawal.hold_status} of ${coins(Number(withdrawal.hold_amount))}.`,
      );
    }
  }
  const creditByReference = await creditsByReference(db, 'deposit');
  const deposits = await db
    .selectFrom('deposit_requests')
    .select(['id', 'status', 'amount_minor'])
    .orderBy('id')
    .execute();
  for (const deposit of deposits) {
    const reference = `deposit:${deposit.id}`;
    const credit = creditByReference.get(reference);
    creditByReference.delete(reference);
    if (deposit.status === 'approved') {
      if (
        !credit ||
        credit.transfers !== 1 ||
        credit.creditedMinor !== Number(deposit.amount_minor)
      ) {
        violations.push(`Approved deposit ${deposit.id} was not credited exactly once.`);
      }
    } else if (credit) {
      violations.push(`Deposit ${deposit.id} is ${deposit.status} but was credited.`);
    }
  }
  for (const reference of creditByReference.keys()) {
    violations.push(`Deposit credit ${reference} belongs to no deposit request.`);
  }
  return violations;
};
