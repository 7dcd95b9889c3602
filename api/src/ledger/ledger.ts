/**
 * The ledger: the only code that writes balances or ledger entries. Every movement of coins is a
 * transfer of a positive amount from one account to another, written as two entries that sum to
 * zero, with both cached balances updated in the same transaction. A debit is one conditional
 * update (`balance - x ... where balance >= x`) that must change exactly one row, so a balance that
 * must not go below zero never does, however many requests race.
 *
 * A hold (a bet's stake) moves coins from the user to a pending house account; it later resolves
 * exactly once, posted (to a house account) or voided (back to the user).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { HOUSE, userAccountCode } from './accounts';
import { isUniqueViolation } from '../db/db-errors';
import type { HouseAccountCode } from './accounts';
import { IdempotentRequests } from './idempotency';
import { PreparedQuery } from '../db/prepared-query';
import { WriteTransactions } from '../db/write-transaction';
import type { WriteTrx } from '../db/write-transaction';

export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance.';

/**
 * Every kind of transfer the ledger writes: what a transfer is for. The statement screen words
 * each (wallet/statement-purpose.ts); its test walks this list, so a kind added here without words
 * fails.
 */
export const TRANSFER_KINDS = [
  'opening',
  'adjustment',
  'bet-stake',
  /** The stake of a lost bet: its hold posted to house:bets-revenue. */
  'bet-lost',
  /** The stake of a won bet: its hold posted to house:bets-revenue (the winnings are bet-payout). */
  'bet-won',
  'bet-payout',
  'bet-void',
  /** A multiple's (accumulator's, issue 32) stake held, as a single's bet-stake. */
  'multiple-stake',
  /** The stake of a lost multiple: its hold posted to house:bets-revenue. */
  'multiple-lost',
  /** The stake of a won multiple: its hold posted to house:bets-revenue (winnings: multiple-payout). */
  'multiple-won',
  'multiple-payout',
  /** A multiple whose every leg was void: its hold voided, the stake back. */
  'multiple-void',
  /** Cash-out (issue 32): the riding stake's hold voided, back to the bettor, to split it. */
  'bet-cash-out-release',
  /** Cash-out: the part of the stake that keeps riding, held again. */
  'bet-cash-out-ride',
  /** Cash-out: the part of the stake cashed out, taken by house:bets-revenue. */
  'bet-cash-out-stake',
  /** Cash-out: the price paid from house:payouts to the bettor. */
  'bet-cash-out',
  /** An approved deposit request: house:deposits to the user. */
  'deposit',
  /** A withdrawal request: the user's coins held in house:withdrawals-pending. */
  'withdrawal-hold',
  /** An operator paid the withdrawal: the hold posted to house:withdrawals-paid. */
  'withdrawal-paid',
  /** An operator rejected the withdrawal: the hold voided, the coins back to the user. */
  'withdrawal-returned',
  /** The bettor cancelled the pending withdrawal: the hold voided, the coins back to the user. */
  'withdrawal-cancelled',
  /** A coin transfer from one user to another. */
  'coin-transfer',
  'prediction-stake',
  'prediction-lost',
  'prediction-won',
  'prediction-payout',
] as const;

/** What a transfer is for; the statement screen turns these into words. */
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export interface TransferInput {
  fromAccountId: number;
  toAccountId: number;
  amountMinor: number;
  kind: TransferKind;
  reference: string;
  /** Unique per transfer: the same key can never move coins twice. */
  transferKey: string;
  holdId?: number | null;
  /**
   * Hundredths the source must still hold after the debit (a withdrawal's or transfer's reserve);
   * checked by the same conditional update, so racing debits can never break it. Default 0.
   */
  keepMinor?: number;
}

export interface HoldInput {
  userId: number;
  pendingAccount: HouseAccountCode;
  amountMinor: number;
  kind: TransferKind;
  reference: string;
  transferKey: string;
  /** Hundredths the user must still hold after the hold (see TransferInput.keepMinor). */
  keepMinor?: number;
}

export interface ResolveHoldInput {
  kind: TransferKind;
  transferKey: string;
}

/** A debit that may not take the balance below zero was refused. */
export function insufficientBalance(): ApiError {
  return new ApiError('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE_MESSAGE);
}

function assertAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new Error(`A transfer moves a positive whole number of hundredths, got ${amountMinor}.`);
  }
}

function noUserAccount(userId: number): Error {
  return new Error(`User ${userId} has no coin account.`);
}

function missingHouseAccount(code: HouseAccountCode): Error {
  return new Error(`House account ${code} is missing; run the migrations.`);
}

/** The id of the coin account found by its id, its user or its code; undefined when none is. */
async function accountIdWhere(
  db: Kysely<Database>,
  column: 'id' | 'user_id' | 'code',
  value: number | string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where(column, '=', value)
    .executeTakeFirst();
  return row?.id;
}

/*
 * The statements of every transfer and hold, built and compiled once (db/prepared-query.ts): a
 * bet runs each of them, and the builder's work per statement was most of a bet's JavaScript.
 */

/** A user's account and a house account, in one statement. */
const userAndHouseAccounts = new PreparedQuery(
  ['userId', 'code'],
  (trx, slots: { userId: number; code: string }) =>
    trx
      .selectFrom('ledger_accounts')
      .select(['id', 'user_id', 'code'])
      .where((eb) => eb.or([eb('user_id', '=', slots.userId), eb('code', '=', slots.code)])),
);

/** A credit: the balance grows. */
const creditBalance = new PreparedQuery(
  ['accountId', 'amountMinor'],
  (trx, slots: { accountId: number; amountMinor: number }) =>
    trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', slots.amountMinor) }))
      .where('id', '=', slots.accountId)
      .returning('balance_minor'),
);

/** A debit: only when the balance covers it and still holds `coverMinor - amount` (the reserve). */
const debitBalance = new PreparedQuery(
  ['accountId', 'amountMinor', 'coverMinor'],
  (trx, slots: { accountId: number; amountMinor: number; coverMinor: number }) =>
    trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', slots.amountMinor) }))
      .where('id', '=', slots.accountId)
      .where((eb) =>
        eb.or([eb('allow_negative', '=', 1), eb('balance_minor', '>=', slots.coverMinor)]),
      )
      .returning('balance_minor'),
);

const insertTransfer = new PreparedQuery(
  ['transferKey', 'kind', 'reference', 'holdId', 'createdAt'],
  (
    trx,
    slots: {
      transferKey: string;
      kind: string;
      reference: string;
      holdId: number | null;
      createdAt: string;
    },
  ) =>
    trx
      .insertInto('ledger_transfers')
      .values({
        transfer_key: slots.transferKey,
        kind: slots.kind,
        reference: slots.reference,
        hold_id: slots.holdId,
        created_at: slots.createdAt,
      })
      .returning('id'),
);

/** A transfer's two entries (a transfer always has exactly two legs). */
const insertEntries = new PreparedQuery(
  ['transferId', 'account1', 'amount1', 'after1', 'account2', 'amount2', 'after2'],
  (
    trx,
    slots: {
      transferId: number;
      account1: number;
      amount1: number;
      after1: number;
      account2: number;
      amount2: number;
      after2: number;
    },
  ) =>
    trx.insertInto('ledger_entries').values([
      {
        transfer_id: slots.transferId,
        account_id: slots.account1,
        amount_minor: slots.amount1,
        balance_after_minor: slots.after1,
      },
      {
        transfer_id: slots.transferId,
        account_id: slots.account2,
        amount_minor: slots.amount2,
        balance_after_minor: slots.after2,
      },
    ]),
);

const insertHold = new PreparedQuery(
  ['accountId', 'pendingAccountId', 'amountMinor', 'reference', 'createdAt'],
  (
    trx,
    slots: {
      accountId: number;
      pendingAccountId: number;
      amountMinor: number;
      reference: string;
      createdAt: string;
    },
  ) =>
    trx
      .insertInto('ledger_holds')
      .values({
        account_id: slots.accountId,
        pending_account_id: slots.pendingAccountId,
        amount_minor: slots.amountMinor,
        status: 'pending',
        reference: slots.reference,
        created_at: slots.createdAt,
        resolved_at: null,
      })
      .returning('id'),
);

export interface LedgerOptions {
  now?: () => Date;
  /**
   * Told the kind of every transfer as it is written, inside its transaction (the metrics'
   * ledger-movement counter): a transfer whose transaction then rolls back was still counted.
   */
  onTransfer?: (kind: TransferKind) => void;
}

export class Ledger {
  readonly transactions: WriteTransactions;
  /** Runs money-moving requests once per Idempotency-Key. */
  readonly idempotent: IdempotentRequests;
  private readonly now: () => Date;
  private readonly onTransfer: (kind: TransferKind) => void;

  constructor(
    private readonly db: Kysely<Database>,
    options: LedgerOptions = {},
  ) {
    this.transactions = new WriteTransactions(db);
    this.now = options.now ?? (() => new Date());
    this.onTransfer = options.onTransfer ?? (() => undefined);
    this.idempotent = new IdempotentRequests(this.transactions, this.now);
  }

  /** Runs `work` in one money transaction: IMMEDIATE on SQLite, joined when already inside one. */
  run<T>(work: (trx: WriteTrx) => Promise<T>): Promise<T> {
    return this.transactions.run(work);
  }

  /** Opens the (empty) coin account of a new user, in the caller's transaction. */
  async openUserAccount(trx: WriteTrx, userId: number): Promise<number> {
    const row = await trx
      .insertInto('ledger_accounts')
      .values({
        code: userAccountCode(userId),
        user_id: userId,
        allow_negative: 0,
        balance_minor: 0,
        created_at: toDbTime(this.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async userAccountId(db: Kysely<Database>, userId: number): Promise<number> {
    const id = await accountIdWhere(db, 'user_id', userId);
    if (id === undefined) throw noUserAccount(userId);
    return id;
  }

  async houseAccountId(db: Kysely<Database>, code: HouseAccountCode): Promise<number> {
    const id = await accountIdWhere(db, 'code', code);
    if (id === undefined) throw missingHouseAccount(code);
    return id;
  }

  /** The user's account and a house account, read in one statement (a bet's hold needs both). */
  async userAndHouseAccountIds(
    db: Kysely<Database>,
    userId: number,
    code: HouseAccountCode,
  ): Promise<{ userAccountId: number; houseAccountId: number }> {
    const { rows } = await userAndHouseAccounts.execute(db, { userId, code });
    const user = rows.find((row) => row.user_id === userId);
    const house = rows.find((row) => row.code === code && row.user_id === null);
    if (!user) throw noUserAccount(userId);
    if (!house) throw missingHouseAccount(code);
    return { userAccountId: user.id, houseAccountId: house.id };
  }

  /** A user's balance in hundredths (the cached balance, which verify proves equal to the entries). */
  async balanceMinor(userId: number, db: Kysely<Database> = this.db): Promise<number> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? Number(row.balance_minor) : 0;
  }

  /**
   * The user's coins in pending holds, in hundredths, by the house account holding them
   * (`house:withdrawals-pending`, `house:bets-pending`, ...); an account with none is absent.
   */
  async pendingHoldsMinor(
    userId: number,
    db: Kysely<Database> = this.db,
  ): Promise<Map<HouseAccountCode, number>> {
    const rows = await db
      .selectFrom('ledger_holds as h')
      .innerJoin('ledger_accounts as u', 'u.id', 'h.account_id')
      .innerJoin('ledger_accounts as p', 'p.id', 'h.pending_account_id')
      .select((eb) => ['p.code as code', eb.fn.sum<number | string>('h.amount_minor').as('held')])
      .where('u.user_id', '=', userId)
      .where('h.status', '=', 'pending')
      .groupBy('p.code')
      .execute();
    return new Map(rows.map((row) => [row.code as HouseAccountCode, Number(row.held)]));
  }

  /** True when a transfer with this key exists (it moved its coins already). */
  async transferExists(db: Kysely<Database>, transferKey: string): Promise<boolean> {
    const row = await db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('transfer_key', '=', transferKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Moves `amountMinor` from one account to another: both balances and two entries, in the
   * caller's money transaction. Refuses with INSUFFICIENT_BALANCE when the source may not go
   * below zero and would. Returns the transfer id.
   */
  async transfer(trx: WriteTrx, input: TransferInput): Promise<number> {
    assertAmount(input.amountMinor);
    if (input.fromAccountId === input.toAccountId) {
      throw new Error('A transfer needs two different accounts.');
    }
    // Rows are locked in id order (PostgreSQL), the same order in every transaction, so two
    // transfers can never wait for each other in a circle.
    const keepMinor = input.keepMinor ?? 0;
    if (!Number.isSafeInteger(keepMinor) || keepMinor < 0) {
      throw new Error(`A reserve is a whole number of hundredths, got ${keepMinor}.`);
    }
    const legs = [
      { accountId: input.fromAccountId, amountMinor: -input.amountMinor, keepMinor },
      { accountId: input.toAccountId, amountMinor: input.amountMinor, keepMinor: 0 },
    ].sort((a, b) => a.accountId - b.accountId);
    const balancesAfter: number[] = [];
    for (const leg of legs) {
      balancesAfter.push(
        await this.applyToBalance(trx, leg.accountId, leg.amountMinor, leg.keepMinor),
      );
    }
    const transfer = await insertTransfer.first(trx, {
      transferKey: input.transferKey,
      kind: input.kind,
      reference: input.reference,
      holdId: input.holdId ?? null,
      createdAt: toDbTime(this.now()),
    });
    if (!transfer) throw new Error('The transfer was not written.');
    const [first, second] = legs as [(typeof legs)[0], (typeof legs)[0]];
    await insertEntries.execute(trx, {
      transferId: transfer.id,
      account1: first.accountId,
      amount1: first.amountMinor,
      after1: balancesAfter[0] as number,
      account2: second.accountId,
      amount2: second.amountMinor,
      after2: balancesAfter[1] as number,
    });
    this.onTransfer(input.kind);
    return transfer.id;
  }

  /**
   * The one statement that changes a balance; a debit is conditional (the balance must cover it
   * and still hold `keepMinor`). Returns the new balance.
   */
  private async applyToBalance(
    trx: WriteTrx,
    accountId: number,
    amountMinor: number,
    keepMinor = 0,
  ): Promise<number> {
    const row =
      amountMinor < 0
        ? await debitBalance.first(trx, {
            accountId,
            amountMinor,
            coverMinor: -amountMinor + keepMinor,
          })
        : await creditBalance.first(trx, { accountId, amountMinor });
    if (row) return Number(row.balance_minor);
    if ((await accountIdWhere(trx, 'id', accountId)) === undefined)
      throw new Error(`Ledger account ${accountId} does not exist.`);
    throw insufficientBalance();
  }

  /**
   * Takes a pending hold: the user's coins move to a pending house account (the balance drops
   * now). Returns the hold id; resolve it later with `postHold` or `voidHold`, exactly once.
   */
  async hold(trx: WriteTrx, input: HoldInput): Promise<number> {
    assertAmount(input.amountMinor);
    const { userAccountId, houseAccountId: pendingAccountId } = await this.userAndHouseAccountIds(
      trx,
      input.userId,
      input.pendingAccount,
    );
    const hold = await insertHold.first(trx, {
      accountId: userAccountId,
      pendingAccountId,
      amountMinor: input.amountMinor,
      reference: input.reference,
      createdAt: toDbTime(this.now()),
    });
    if (!hold) throw new Error('The hold was not written.');
    await this.transfer(trx, {
      fromAccountId: userAccountId,
      toAccountId: pendingAccountId,
      amountMinor: input.amountMinor,
      kind: input.kind,
      reference: input.reference,
      transferKey: input.transferKey,
      holdId: hold.id,
      keepMinor: input.keepMinor ?? 0,
    });
    return hold.id;
  }

  /** Posts a pending hold: its coins move from the pending account to `to` (the house keeps them). */
  async postHold(
    trx: WriteTrx,
    holdId: number,
    to: HouseAccountCode,
    input: ResolveHoldInput,
  ): Promise<void> {
    const hold = await this.resolveHold(trx, holdId, 'posted');
    await this.transfer(trx, {
      fromAccountId: hold.pending_account_id,
      toAccountId: await this.houseAccountId(trx, to),
      amountMinor: Number(hold.amount_minor),
      kind: input.kind,
      reference: hold.reference,
      transferKey: input.transferKey,
      holdId,
    });
  }

  /** Voids a pending hold: its coins go back to the user. */
  async voidHold(trx: WriteTrx, holdId: number, input: ResolveHoldInput): Promise<void> {
    const hold = await this.resolveHold(trx, holdId, 'voided');
    await this.transfer(trx, {
      fromAccountId: hold.pending_account_id,
      toAccountId: hold.account_id,
      amountMinor: Number(hold.amount_minor),
      kind: input.kind,
      reference: hold.reference,
      transferKey: input.transferKey,
      holdId,
    });
  }

  /** Marks a hold resolved; only a pending hold can be, so it resolves exactly once. */
  private async resolveHold(trx: WriteTrx, holdId: number, status: 'posted' | 'voided') {
    const hold = await trx
      .updateTable('ledger_holds')
      .set({ status, resolved_at: toDbTime(this.now()) })
      .where('id', '=', holdId)
      .where('status', '=', 'pending')
      .returning(['account_id', 'pending_account_id', 'amount_minor', 'reference'])
      .executeTakeFirst();
    if (!hold) throw new ApiError('CONFLICT', `Hold ${holdId} is not pending.`);
    return hold;
  }

  /** Pays a user from a house source account (a bet's winnings, an opening balance, a credit). */
  async payUser(
    trx: WriteTrx,
    from: HouseAccountCode,
    userId: number,
    input: Omit<TransferInput, 'fromAccountId' | 'toAccountId'>,
  ): Promise<number> {
    return this.transfer(trx, {
      ...input,
      fromAccountId: await this.houseAccountId(trx, from),
      toAccountId: await this.userAccountId(trx, userId),
    });
  }

  /** The demo user's starting coins: a transfer from house:opening, never a direct write. */
  openingBalance(trx: WriteTrx, userId: number, amountMinor: number): Promise<number> {
    return this.payUser(trx, HOUSE.opening, userId, {
      amountMinor,
      kind: 'opening',
      reference: 'Opening balance',
      transferKey: `opening:${userAccountCode(userId)}`,
    });
  }

  /**
   * An operator's credit (`ops credit`): coins from house:adjustments to the user. With a key it
   * happens once: the same key again with the same user and amount moves nothing and answers
   * `applied: false`; with another user or amount it is refused.
   */
  async credit(
    userId: number,
    amountMinor: number,
    key: string,
  ): Promise<{ applied: boolean; transferId: number }> {
    const transferKey = `adjustment:${key}`;
    try {
      return await this.creditOnce(userId, amountMinor, key, transferKey);
    } catch (error) {
      // PostgreSQL: a simultaneous credit with this key won; run again to see it and answer alike.
      if (!isUniqueViolation(error, 'ledger_transfers_transfer_key_key')) throw error;
      return this.creditOnce(userId, amountMinor, key, transferKey);
    }
  }

  private creditOnce(
    userId: number,
    amountMinor: number,
    key: string,
    transferKey: string,
  ): Promise<{ applied: boolean; transferId: number }> {
    return this.run(async (trx) => {
      const userAccountId = await this.userAccountId(trx, userId);
      const earlier = await trx
        .selectFrom('ledger_transfers as t')
        .innerJoin('ledger_entries as e', 'e.transfer_id', 't.id')
        .select(['t.id', 'e.account_id', 'e.amount_minor'])
        .where('t.transfer_key', '=', transferKey)
        .execute();
      if (earlier.length > 0) {
        const same = earlier.some(
          (entry) =>
            entry.account_id === userAccountId && Number(entry.amount_minor) === amountMinor,
        );
        if (!same) {
          throw new ApiError(
            'IDEMPOTENCY_KEY_REUSED',
            `Key ${key} was already used for another credit.`,
          );
        }
        return { applied: false, transferId: earlier[0]!.id };
      }
      const transferId = await this.payUser(trx, HOUSE.adjustments, userId, {
        amountMinor,
        kind: 'adjustment',
        reference: 'Operator credit',
        transferKey,
      });
      return { applied: true, transferId };
    });
  }

  /**
   * Takes the PostgreSQL row locks of these accounts up front, in id order, for work that moves
   * coins of many accounts (settlement); SQLite's IMMEDIATE transaction already excludes others.
   *
   * The lock is FOR NO KEY UPDATE, the one a balance update takes anyway, never FOR UPDATE: every
   * bet or withdrawal in flight holds a KEY SHARE lock on its account and on the pending house
   * account (ledger_holds' foreign keys). FOR UPDATE conflicts with KEY SHARE, and new KEY SHARE
   * holders do not queue behind it, so settlement starved behind a stream of bets, and a bet
   * that held KEY SHARE and then wanted its balance update queued behind the waiting settlement:
   * a deadlock. NO KEY UPDATE waits only for the balance updates in flight, which are short and
   * take their rows in the same id order (`transfer`). See api/README.md, "Lock order".
   */
  async lockAccounts(trx: WriteTrx, accountIds: readonly number[]): Promise<void> {
    if (this.transactions.sqlite || accountIds.length === 0) return;
    const ids = [...new Set(accountIds)].sort((a, b) => a - b);
    await trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id')
      .forNoKeyUpdate()
      .execute();
  }
}
