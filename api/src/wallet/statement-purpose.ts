/**
 * The purpose of a statement row in words (SPEC section 2's "purpose"), from the kind of its
 * ledger transfer. Every kind the ledger can write has words here: `PURPOSES` is a record over
 * `TransferKind`, so a kind added to TRANSFER_KINDS without words does not compile, and
 * statement-purpose.test.ts walks TRANSFER_KINDS. Some kinds never touch a user's account (a
 * settled stake posted to the house, `bet-won`, `bet-lost`, `prediction-won`, `prediction-lost`)
 * and so never reach a statement today; they have words anyway, should a screen ever show them.
 */
import type { TransferKind } from '../ledger/ledger';

type Words = string | ((amountMinor: number, counterparty: string | null) => string);

const PURPOSES: Record<TransferKind, Words> = {
  opening: 'Opening balance',
  adjustment: (amountMinor) => (amountMinor < 0 ? 'Operator debit' : 'Operator credit'),
  'bet-stake': 'Bet placed',
  'bet-lost': 'Bet lost',
  'bet-won': 'Bet stake settled',
  'bet-payout': 'Bet won',
  'bet-void': 'Bet refunded',
  'multiple-stake': 'Multiple placed',
  'multiple-lost': 'Multiple lost',
  'multiple-won': 'Multiple stake settled',
  'multiple-payout': 'Multiple won',
  'multiple-void': 'Multiple refunded',
  'bet-cash-out-release': 'Bet stake released for cash out',
  'bet-cash-out-ride': 'Bet stake riding after cash out',
  'bet-cash-out-stake': 'Bet stake cashed out',
  'bet-cash-out': 'Bet cashed out',
  deposit: 'Deposit',
  'withdrawal-hold': 'Withdrawal held',
  'withdrawal-paid': 'Withdrawal paid',
  'withdrawal-returned': 'Withdrawal returned',
  'withdrawal-cancelled': 'Withdrawal cancelled',
  'coin-transfer': (amountMinor, counterparty) =>
    amountMinor < 0
      ? `Transfer to ${counterparty ?? 'another user'}`
      : `Transfer from ${counterparty ?? 'another user'}`,
  'prediction-stake': 'Prediction entry',
  'prediction-lost': 'Prediction lost',
  'prediction-won': 'Prediction stake settled',
  'prediction-payout': 'Prediction won',
};

function isTransferKind(kind: string): kind is TransferKind {
  return Object.hasOwn(PURPOSES, kind);
}

/**
 * The words of a movement of `amountMinor` (negative: out of the balance) with `counterparty`
 * (the other user of a coin transfer). A kind the ledger does not know (a row written by a
 * newer release, read by an older one) reads as its words split at the dashes: "Jackpot win",
 * never the raw "jackpot-win".
 */
export function purposeOf(kind: string, amountMinor: number, counterparty: string | null): string {
  if (!isTransferKind(kind)) {
    const words = kind.split('-').filter(Boolean).join(' ');
    return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other';
  }
  const words = PURPOSES[kind];
  return typeof words === 'string' ? words : words(amountMinor, counterparty);
}
