/**
 * The bettor's wallet (SPEC sections 2, 5, 7 and 9; issue 9): deposit requests, withdrawals, coin
 * transfers, and the histories and statement that read them back. Every form arrives checked by
 * its shared schema; this adds the rules only the server can check. Coins move only through the
 * ledger, in the money transaction of the request (http/money-post.ts):
 *
 * - a deposit request moves nothing: it waits, `pending`, for an operator (wallet-operations.ts);
 * - a withdrawal is a ledger hold at once (the coins leave the available balance), later posted
 *   (paid) or voided (rejected, coins back) by an operator, exactly once;
 * - a transfer moves coins between two user accounts in one ledger transfer.
 *
 * Withdrawals and transfers keep RESERVE_COINS in the balance, checked by the ledger's own
 * conditional debit, so no number of racing requests can break it.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  coinTransferSchema,
  depositSchema,
  privateUserChannel,
  REALTIME_EVENTS,
  RESERVE_COINS,
  VALIDATION_MESSAGES,
  WITHDRAWAL_ID_INVALID_MESSAGE,
  withdrawSchema,
} from '@sportsbook/shared/contracts';
import type {
  CoinsChangedPayload,
  CoinTransferForm,
  DepositForm,
  DepositRecord,
  FormSchema,
  Paged,
  StatementRow,
  WithdrawalUpdatedPayload,
  WithdrawForm,
  WithdrawRecord,
} from '@sportsbook/shared/contracts';
import {
  ACCOUNT_FORM_CODES,
  verifiedPasswordHash,
  WRONG_PASSWORD_MESSAGE,
} from '../accounts/account-checks';
import type { AccountService } from '../accounts/account-service';
import { pageOf } from '../db/paging';
import { minorOfCheckedCoins } from '../betting/stake';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError, notFound } from '../errors';
import { formError } from '../form-validation';
import { HOUSE } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import type { Broadcaster } from '../realtime/broadcaster';
import { purposeOf } from './statement-purpose';
import type { WithdrawalsTable, DepositRequestsTable } from './wallet-tables';
import { coinsText, DEPOSIT_METHODS, depositNumberOf, withdrawLimits } from './wallet-settings';

/** The wallet's own texts (SPEC's are in shared's VALIDATION_MESSAGES). */
export const WALLET_MESSAGES = {
  depositCreated: 'Your deposit request has been created. The coins arrive once it is approved.',
  withdrawCreated: 'Your withdraw request has been created.',
  transferDone: 'The coins have been transferred.',
  unknownMethod: 'Select a valid payment method.',
  depositNumberChanged: 'The deposit number of this method has changed. Choose the method again.',
  withdrawBelowMin: (min: string) => `Minimum withdraw is ${min} coins.`,
  withdrawAboveMax: (max: string) => `Maximum withdraw is ${max} coins.`,
  reserve: `Insufficient balance. Reserve Coin: ${RESERVE_COINS} must stay in your account.`,
  unknownUser: 'No user has this username.',
  selfTransfer: 'You cannot transfer coins to yourself.',
  withdrawCancelled: 'Your withdrawal has been cancelled. The coins are back in your balance.',
  withdrawalNotFound: 'No withdrawal of yours has this id.',
  withdrawalIdInvalid: WITHDRAWAL_ID_INVALID_MESSAGE,
  withdrawalDecided: (status: string) =>
    `This withdrawal is already ${status}; only a pending withdrawal can be cancelled.`,
} as const;

export const RESERVE_MINOR = RESERVE_COINS * 100;

/** What the bettor sees of a withdrawal's id: "WD-000042". */
export function withdrawalReference(id: number): string {
  return `WD-${String(id).padStart(6, '0')}`;
}

/** A checked deposit form, ready for its money transaction. */
export interface DepositInput {
  method: string;
  amountMinor: number;
  phoneFrom: string;
  phoneTo: string;
}

export interface WithdrawInput {
  amountMinor: number;
  method: string;
  paymentType: string;
  phoneNo: string;
}

export interface TransferInput {
  username: string;
  amountMinor: number;
}

/**
 * The result of a cancelled withdrawal: the row as the history now shows it, and the hook that
 * tells the bettor's other tabs (after the commit) that the row and the balance changed.
 */
export interface CancelResult {
  withdrawal: WithdrawRecord;
  announce: () => Promise<void>;
}

/** The result of a transfer: the sender's balance, and the hook that tells the receiver. */
export interface TransferResult {
  currentBalanceMinor: number;
  notifyReceiver: () => Promise<void>;
}

export function toDepositRecord(row: Selectable<DepositRequestsTable>): DepositRecord {
  return {
    id: row.id,
    date: row.created_at,
    updated_at: row.updated_at,
    coin_number: Number(row.amount_minor) / 100,
    method: row.payment_method,
    phone_to: row.phone_to,
    phone_from: row.phone_from,
    status: row.status,
  };
}

export function toWithdrawRecord(row: Selectable<WithdrawalsTable>): WithdrawRecord {
  return {
    id: row.id,
    date: row.created_at,
    withdraw_amount: Number(row.amount_minor) / 100,
    method: row.payment_type,
    payment_method: row.payment_method,
    phone_no: row.phone_no,
    reference: withdrawalReference(row.id),
    status: row.status,
  };
}

export class WalletService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly accounts: AccountService,
    private readonly broadcaster: Broadcaster,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The password of a money form again (SPEC section 6), or a 422 under `password`. */
  async checkPassword(schema: FormSchema, userId: number, password: string): Promise<void> {
    if (!(await verifiedPasswordHash(this.db, userId, password))) {
      throw formError(schema, { password: WRONG_PASSWORD_MESSAGE }, ACCOUNT_FORM_CODES);
    }
  }

  /**
   * Make Deposit's form, checked: the shared schema (run by the route) already applied the
   * method's limits (mobile wallets 300..25000, cards CARD_DEPOSIT_LIMITS: `depositLimitProblem`
   * of shared's contracts, the one rule the form applies on change); here a known method, then
   * the password. The house number is checked in the transaction (`createDepositRequest`).
   */
  async readDeposit(userId: number, form: DepositForm): Promise<DepositInput> {
    const method = form.payment_method;
    if (!DEPOSIT_METHODS.includes(method)) {
      throw formError(depositSchema, { payment_method: WALLET_MESSAGES.unknownMethod });
    }
    const amountMinor = minorOfCheckedCoins(form.coin_number);
    await this.checkPassword(depositSchema, userId, form.password);
    return { method, amountMinor, phoneFrom: form.phone_from, phoneTo: form.phone_to };
  }

  /**
   * Stores a pending deposit request; no coin moves. The number the bettor paid to must be the
   * method's house number now: none is "Deposit Not Available", another one (an operator changed
   * it meanwhile) a 409.
   */
  async createDepositRequest(
    trx: WriteTrx,
    userId: number,
    input: DepositInput,
  ): Promise<DepositRecord> {
    const house = await depositNumberOf(trx, input.method);
    if (!house) {
      throw formError(depositSchema, { phone_to: VALIDATION_MESSAGES.depositNotAvailable });
    }
    if (house.phone_no !== input.phoneTo) {
      throw new ApiError('CONFLICT', WALLET_MESSAGES.depositNumberChanged, {
        fieldErrors: { phone_to: WALLET_MESSAGES.depositNumberChanged },
      });
    }
    const now = toDbTime(this.now());
    const row = await trx
      .insertInto('deposit_requests')
      .values({
        user_id: userId,
        payment_method: input.method,
        amount_minor: input.amountMinor,
        phone_from: input.phoneFrom,
        phone_to: input.phoneTo,
        status: 'pending',
        transfer_id: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDepositRecord(row);
  }

  /** Withdraw's form, checked: the schema did method, type and account; then the password. */
  async readWithdraw(userId: number, form: WithdrawForm): Promise<WithdrawInput> {
    const amountMinor = minorOfCheckedCoins(form.withdraw_amount);
    await this.checkPassword(withdrawSchema, userId, form.password);
    return {
      amountMinor,
      method: form.payment_method,
      paymentType: form.payment_type,
      phoneNo: form.phone_no,
    };
  }

  /**
   * A withdrawal: the limits of the site settings, then the amount held at once (it leaves the
   * available balance) while RESERVE_COINS stay; an operator later pays or rejects it.
   */
  async createWithdrawal(
    trx: WriteTrx,
    userId: number,
    input: WithdrawInput,
  ): Promise<WithdrawRecord> {
    const limits = await withdrawLimits(trx);
    if (input.amountMinor < limits.minMinor) {
      throw formError(withdrawSchema, {
        withdraw_amount: WALLET_MESSAGES.withdrawBelowMin(coinsText(limits.minMinor)),
      });
    }
    if (input.amountMinor > limits.maxMinor) {
      throw formError(withdrawSchema, {
        withdraw_amount: WALLET_MESSAGES.withdrawAboveMax(coinsText(limits.maxMinor)),
      });
    }
    const holdId = await this.keepingReserve('withdraw_amount', () =>
      this.ledger.hold(trx, {
        userId,
        pendingAccount: HOUSE.withdrawalsPending,
        amountMinor: input.amountMinor,
        kind: 'withdrawal-hold',
        reference: 'withdrawal',
        transferKey: `withdrawal-hold:${randomUUID()}`,
        keepMinor: RESERVE_MINOR,
      }),
    );
    const now = toDbTime(this.now());
    const row = await trx
      .insertInto('withdrawals')
      .values({
        user_id: userId,
        amount_minor: input.amountMinor,
        payment_method: input.method,
        payment_type: input.paymentType,
        phone_no: input.phoneNo,
        hold_id: holdId,
        status: 'pending',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWithdrawRecord(row);
  }

  /**
   * Cancels one of the user's own pending withdrawals (issue 25): the row turns `cancelled` by a
   * conditional update (only a pending row of this user), then its hold is voided through the
   * ledger, its coins back in the balance, in this one money transaction. An operator's decision
   * takes the row the same way (wallet-operations.ts `claimPending`), so of a cancel and a
   * decision racing exactly one finds it pending. Someone else's withdrawal, or none, is 404 (it
   * is not said to exist); one already paid, rejected or cancelled is 409.
   */
  async cancelWithdrawal(trx: WriteTrx, userId: number, id: number): Promise<CancelResult> {
    const now = toDbTime(this.now());
    const row = await trx
      .updateTable('withdrawals')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const existing = await trx
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!existing) throw notFound(WALLET_MESSAGES.withdrawalNotFound);
      throw new ApiError('CONFLICT', WALLET_MESSAGES.withdrawalDecided(existing.status));
    }
    await this.ledger.voidHold(trx, row.hold_id, {
      kind: 'withdrawal-cancelled',
      transferKey: `withdrawal:${id}:cancelled`,
    });
    const withdrawal = toWithdrawRecord(row);
    const channel = privateUserChannel(userId);
    const coins: CoinsChangedPayload = { reason: 'withdrawal-cancelled' };
    const updated: WithdrawalUpdatedPayload = { withdrawal };
    return {
      withdrawal,
      announce: async () => {
        await this.broadcaster.publish(channel, REALTIME_EVENTS.withdrawalUpdated, updated);
        await this.broadcaster.publish(channel, REALTIME_EVENTS.coinsChanged, coins);
      },
    };
  }

  /** Coin Transfer's form, checked: the password. Who receives is judged in the transaction. */
  async readTransfer(userId: number, form: CoinTransferForm): Promise<TransferInput> {
    const amountMinor = minorOfCheckedCoins(form.transferring_coin_number);
    await this.checkPassword(coinTransferSchema, userId, form.password);
    return { username: form.username, amountMinor };
  }

  /**
   * Moves coins to another existing user (any case of the name, never oneself), keeping the
   * reserve: both balances change in this one ledger transfer.
   */
  async transfer(trx: WriteTrx, userId: number, input: TransferInput): Promise<TransferResult> {
    const receiver = await this.accounts.findByUsername(trx, input.username);
    if (!receiver) throw formError(coinTransferSchema, { username: WALLET_MESSAGES.unknownUser });
    if (receiver.id === userId) {
      throw formError(coinTransferSchema, { username: WALLET_MESSAGES.selfTransfer });
    }
    const fromAccountId = await this.ledger.userAccountId(trx, userId);
    const toAccountId = await this.ledger.userAccountId(trx, receiver.id);
    await this.keepingReserve('transferring_coin_number', () =>
      this.ledger.transfer(trx, {
        fromAccountId,
        toAccountId,
        amountMinor: input.amountMinor,
        kind: 'coin-transfer',
        reference: 'coin-transfer',
        transferKey: `coin-transfer:${randomUUID()}`,
        keepMinor: RESERVE_MINOR,
      }),
    );
    const payload: CoinsChangedPayload = { reason: 'transfer-received' };
    return {
      currentBalanceMinor: await this.ledger.balanceMinor(userId, trx),
      notifyReceiver: () =>
        this.broadcaster.publish(
          privateUserChannel(receiver.id),
          REALTIME_EVENTS.coinsChanged,
          payload,
        ),
    };
  }

  /** Runs a debit; the ledger's refusal becomes the reserve's message under the amount field. */
  private async keepingReserve<T>(field: string, debit: () => Promise<T>): Promise<T> {
    try {
      return await debit();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') {
        throw new ApiError('INSUFFICIENT_BALANCE', WALLET_MESSAGES.reserve, {
          fieldErrors: { [field]: WALLET_MESSAGES.reserve },
        });
      }
      throw error;
    }
  }

  /** `GET deposit-history`: the user's deposit requests, newest first. */
  depositHistory(userId: number, page: number): Promise<Paged<DepositRecord>> {
    const query = this.db
      .selectFrom('deposit_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc');
    return pageOf(query, page, toDepositRecord);
  }

  /** `GET withdraw-history`: the user's withdrawals, newest first. */
  withdrawHistory(userId: number, page: number): Promise<Paged<WithdrawRecord>> {
    const query = this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc');
    return pageOf(query, page, toWithdrawRecord);
  }

  /**
   * `GET statement`: one row per ledger movement of the user, newest first, read from the ledger
   * itself: each entry of the user's account (debit or credit and the running balance after it),
   * and the payment of each of the user's withdrawals (no coin of the balance moves then: the
   * coins left it when held, so the row has neither debit nor credit and repeats the balance).
   */
  async statement(userId: number, page: number): Promise<Paged<StatementRow>> {
    const accountId = await this.ledger.userAccountId(this.db, userId);
    const entries = this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .select([
        't.id as id',
        't.kind as kind',
        't.created_at as created_at',
        'e.amount_minor as amount_minor',
        'e.balance_after_minor as balance_after_minor',
      ])
      .where('e.account_id', '=', accountId);
    const paid = this.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_holds as h', 'h.id', 't.hold_id')
      .select((eb) => [
        't.id as id',
        't.kind as kind',
        't.created_at as created_at',
        eb.lit(0).as('amount_minor'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('ledger_entries as b')
              .select('b.balance_after_minor')
              .where('b.account_id', '=', accountId)
              .whereRef('b.transfer_id', '<', 't.id')
              .orderBy('b.id', 'desc')
              .limit(1),
            eb.lit(0),
          )
          .as('balance_after_minor'),
      ])
      .where('h.account_id', '=', accountId)
      .where('t.kind', '=', 'withdrawal-paid');
    const query = this.db
      .selectFrom(entries.unionAll(paid).as('r'))
      .selectAll()
      .orderBy('r.id', 'desc');
    const result = await pageOf(query, page, (row) => row);
    const counterparties = await this.counterparties(
      accountId,
      result.data.filter((row) => row.kind === 'coin-transfer').map((row) => row.id),
    );
    return {
      ...result,
      data: result.data.map((row) => {
        const amountMinor = Number(row.amount_minor);
        return {
          id: row.id,
          date: row.created_at,
          reference: purposeOf(row.kind, amountMinor, counterparties.get(row.id) ?? null),
          debit: amountMinor < 0 ? -amountMinor / 100 : 0,
          credit: amountMinor > 0 ? amountMinor / 100 : 0,
          current_balance: Number(row.balance_after_minor) / 100,
        };
      }),
    };
  }

  /** The other user of each of these coin transfers, by transfer id. */
  private async counterparties(
    accountId: number,
    transferIds: number[],
  ): Promise<Map<number, string>> {
    if (transferIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select(['e.transfer_id', 'u.username'])
      .where('e.transfer_id', 'in', transferIds)
      .where('e.account_id', '!=', accountId)
      .execute();
    return new Map(rows.map((row) => [row.transfer_id, row.username]));
  }
}
