/**
 * The operators' side of the wallet (the ops tool's wallet commands): decide pending deposits and
 * withdrawals, manage the deposit numbers and the withdraw limits. Every decision runs in one
 * write transaction with its ledger movement and its audit row (who, when, what); each request is
 * decided once: the first step is a conditional update of its `pending` row, so a second decision
 * (or a racing one, on PostgreSQL after the first commits) finds it decided and is refused with
 * 409 before any coin moves. After the commit the bettor's private channel gets `CoinsChanged`
 * (when coins moved) and `DepositUpdated` / `WithdrawalUpdated` with the row as the history now
 * shows it, so an open history updates that row without a reload.
 */
import type { Kysely } from 'kysely';
import {
  DEPOSIT_CARD_METHODS,
  DEPOSIT_MOBILE_METHODS,
  PHONE_LENGTH,
  privateUserChannel,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type {
  CoinsChangedPayload,
  DepositUpdatedPayload,
  WithdrawalUpdatedPayload,
  DepositNumber,
  DepositStatus,
  PendingDeposit,
  PendingWithdrawal,
  WithdrawStatus,
} from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError, notFound } from '../errors';
import { invalidField } from '../http/schemas';
import { HOUSE } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import type { Broadcaster } from '../realtime/broadcaster';
import { toDepositRecord, toWithdrawRecord, withdrawalReference } from './wallet-service';
import {
  depositNumbers,
  WITHDRAW_LIMIT_KEYS,
  withdrawLimits,
  type WithdrawLimits,
} from './wallet-settings';

/** What a decision did. */
export interface WalletDecision {
  id: number;
  username: string;
  status: DepositStatus | WithdrawStatus;
  coins: number;
  /** The bettor's balance after the decision. */
  current_balance: number;
  /** False when the realtime server did not take `CoinsChanged` (the decision stands). */
  notified: boolean;
}

/** A row of the operators' audit trail, its details parsed. */
export interface WalletAuditEntry {
  id: number;
  operator: string;
  action: string;
  subject: string;
  details: unknown;
  created_at: string;
}

/** The methods a deposit number may belong to. */
const NUMBER_TYPES: readonly string[] = [...DEPOSIT_CARD_METHODS, ...DEPOSIT_MOBILE_METHODS];
const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);
/** The largest withdraw limit an operator may set, in whole coins. */
export const MAX_WITHDRAW_LIMIT = 10_000_000;

export class WalletOperations {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly broadcaster: Broadcaster,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async pendingDeposits(): Promise<PendingDeposit[]> {
    const rows = await this.db
      .selectFrom('deposit_requests as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select([
        'd.id',
        'u.username',
        'd.created_at',
        'd.amount_minor',
        'd.payment_method',
        'd.phone_from',
        'd.phone_to',
      ])
      .where('d.status', '=', 'pending')
      .orderBy('d.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      date: row.created_at,
      coin_number: Number(row.amount_minor) / 100,
      method: row.payment_method,
      phone_from: row.phone_from,
      phone_to: row.phone_to,
    }));
  }

  async pendingWithdrawals(): Promise<PendingWithdrawal[]> {
    const rows = await this.db
      .selectFrom('withdrawals as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .select([
        'w.id',
        'u.username',
        'w.created_at',
        'w.amount_minor',
        'w.payment_method',
        'w.payment_type',
        'w.phone_no',
      ])
      .where('w.status', '=', 'pending')
      .orderBy('w.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      reference: withdrawalReference(row.id),
      username: row.username,
      date: row.created_at,
      withdraw_amount: Number(row.amount_minor) / 100,
      payment_method: row.payment_method,
      payment_type: row.payment_type,
      phone_no: row.phone_no,
    }));
  }

  /** Approves a pending deposit: its coins move from house:deposits to the bettor, once. */
  approveDeposit(id: number, operator: string): Promise<WalletDecision> {
    return this.decideDeposit(id, 'approved', operator);
  }

  /** Rejects a pending deposit: nothing moves. */
  rejectDeposit(id: number, operator: string): Promise<WalletDecision> {
    return this.decideDeposit(id, 'rejected', operator);
  }

  /** Pays a pending withdrawal: its hold is posted to house:withdrawals-paid, once. */
  payWithdrawal(id: number, operator: string): Promise<WalletDecision> {
    return this.decideWithdrawal(id, 'paid', operator);
  }

  /** Rejects a pending withdrawal: its hold is voided, the coins go back to the bettor, once. */
  rejectWithdrawal(id: number, operator: string): Promise<WalletDecision> {
    return this.decideWithdrawal(id, 'rejected', operator);
  }

  private async decideDeposit(
    id: number,
    status: 'approved' | 'rejected',
    operator: string,
  ): Promise<WalletDecision> {
    const decided = await this.ledger.run(async (trx) => {
      const now = toDbTime(this.now());
      const row = await this.claimPending(trx, 'deposit_requests', id, now, 'Deposit');
      let transferId: number | null = null;
      if (status === 'approved') {
        transferId = await this.ledger.payUser(trx, HOUSE.deposits, row.user_id, {
          amountMinor: Number(row.amount_minor),
          kind: 'deposit',
          reference: `deposit:${id}`,
          transferKey: `deposit:${id}`,
        });
      }
      await trx
        .updateTable('deposit_requests')
        .set({ status, transfer_id: transferId, updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.audit(trx, operator, `${status === 'approved' ? 'approve' : 'reject'}-deposit`, {
        subject: `deposit:${id}`,
        details: { user_id: row.user_id, coins: Number(row.amount_minor) / 100, transferId },
        now,
      });
      return this.decision(trx, id, row.user_id, status, Number(row.amount_minor));
    });
    const notified =
      status === 'approved' ? await this.notify(decided.userId, 'deposit-approved') : true;
    const rowNotified = await this.announceRow('deposit', id, decided.userId);
    return { ...decided.result, notified: notified && rowNotified };
  }

  private async decideWithdrawal(
    id: number,
    status: 'paid' | 'rejected',
    operator: string,
  ): Promise<WalletDecision> {
    const decided = await this.ledger.run(async (trx) => {
      const now = toDbTime(this.now());
      const row = await this.claimPending(trx, 'withdrawals', id, now, 'Withdrawal');
      const withdrawal = await trx
        .selectFrom('withdrawals')
        .select('hold_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (status === 'paid') {
        await this.ledger.postHold(trx, withdrawal.hold_id, HOUSE.withdrawalsPaid, {
          kind: 'withdrawal-paid',
          transferKey: `withdrawal:${id}:paid`,
        });
      } else {
        await this.ledger.voidHold(trx, withdrawal.hold_id, {
          kind: 'withdrawal-returned',
          transferKey: `withdrawal:${id}:returned`,
        });
      }
      await trx
        .updateTable('withdrawals')
        .set({ status, updated_at: now })
        .where('id', '=', id)
        .execute();
      await this.audit(trx, operator, `${status === 'paid' ? 'pay' : 'reject'}-withdrawal`, {
        subject: `withdrawal:${id}`,
        details: { user_id: row.user_id, coins: Number(row.amount_minor) / 100 },
        now,
      });
      return this.decision(trx, id, row.user_id, status, Number(row.amount_minor));
    });
    const notified = await this.notify(
      decided.userId,
      status === 'paid' ? 'withdrawal-paid' : 'withdrawal-rejected',
    );
    const rowNotified = await this.announceRow('withdrawal', id, decided.userId);
    return { ...decided.result, notified: notified && rowNotified };
  }

  /**
   * Takes a pending request for this decision: a conditional update, so only one decision ever
   * finds it pending (on PostgreSQL a racing one waits for the row and then finds it decided).
   */
  private async claimPending(
    trx: WriteTrx,
    table: 'deposit_requests' | 'withdrawals',
    id: number,
    now: string,
    what: string,
  ): Promise<{ user_id: number; amount_minor: number }> {
    const row = await trx
      .updateTable(table)
      .set({ updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['user_id', 'amount_minor'])
      .executeTakeFirst();
    if (row) return row;
    const existing = await trx
      .selectFrom(table)
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw notFound(`No ${what.toLowerCase()} has id ${id}.`);
    throw new ApiError('CONFLICT', `${what} ${id} is already ${existing.status}.`);
  }

  private async decision(
    trx: WriteTrx,
    id: number,
    userId: number,
    status: DepositStatus | WithdrawStatus,
    amountMinor: number,
  ): Promise<{ userId: number; result: Omit<WalletDecision, 'notified'> }> {
    const user = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      userId,
      result: {
        id,
        username: user.username,
        status,
        coins: amountMinor / 100,
        current_balance: (await this.ledger.balanceMinor(userId, trx)) / 100,
      },
    };
  }

  private notify(userId: number, reason: CoinsChangedPayload['reason']): Promise<boolean> {
    const payload: CoinsChangedPayload = { reason };
    return this.broadcaster
      .publish(privateUserChannel(userId), REALTIME_EVENTS.coinsChanged, payload)
      .then(
        () => true,
        () => false,
      );
  }

  /**
   * After the decision committed: the decided row, read as the history shows it, on the bettor's
   * private channel. Best effort, as `notify`: the decision stands if the broadcast fails.
   */
  private async announceRow(
    kind: 'deposit' | 'withdrawal',
    id: number,
    userId: number,
  ): Promise<boolean> {
    try {
      const [event, payload] =
        kind === 'deposit'
          ? [
              REALTIME_EVENTS.depositUpdated,
              {
                deposit: toDepositRecord(
                  await this.db
                    .selectFrom('deposit_requests')
                    .selectAll()
                    .where('id', '=', id)
                    .executeTakeFirstOrThrow(),
                ),
              } satisfies DepositUpdatedPayload,
            ]
          : [
              REALTIME_EVENTS.withdrawalUpdated,
              {
                withdrawal: toWithdrawRecord(
                  await this.db
                    .selectFrom('withdrawals')
                    .selectAll()
                    .where('id', '=', id)
                    .executeTakeFirstOrThrow(),
                ),
              } satisfies WithdrawalUpdatedPayload,
            ];
      await this.broadcaster.publish(privateUserChannel(userId), event, payload);
      return true;
    } catch {
      return false;
    }
  }

  depositNumbers(): Promise<DepositNumber[]> {
    return depositNumbers(this.db);
  }

  /** Sets (adds or replaces) the house number of a method. */
  async setDepositNumber(type: string, phoneNo: string, operator: string): Promise<DepositNumber> {
    if (!NUMBER_TYPES.includes(type)) {
      throw invalidField('type', `The type must be one of ${NUMBER_TYPES.join(', ')}.`);
    }
    if (!PHONE_PATTERN.test(phoneNo)) {
      throw invalidField('phone_no', `The number must be ${PHONE_LENGTH} digits.`);
    }
    return this.ledger.run(async (trx) => {
      const now = toDbTime(this.now());
      const before = await trx
        .selectFrom('deposit_numbers')
        .select('phone_no')
        .where('type', '=', type)
        .executeTakeFirst();
      if (before) {
        await trx
          .updateTable('deposit_numbers')
          .set({ phone_no: phoneNo, updated_at: now })
          .where('type', '=', type)
          .execute();
      } else {
        await trx
          .insertInto('deposit_numbers')
          .values({ type, phone_no: phoneNo, updated_at: now })
          .execute();
      }
      await this.audit(trx, operator, 'set-deposit-number', {
        subject: `deposit-number:${type}`,
        details: { before: before?.phone_no ?? null, after: phoneNo },
        now,
      });
      return { type, phone_no: phoneNo };
    });
  }

  /** Removes the house number of a method: its deposits are "Deposit Not Available" until set. */
  async removeDepositNumber(type: string, operator: string): Promise<DepositNumber> {
    return this.ledger.run(async (trx) => {
      const now = toDbTime(this.now());
      const removed = await trx
        .deleteFrom('deposit_numbers')
        .where('type', '=', type)
        .returning(['type', 'phone_no'])
        .executeTakeFirst();
      if (!removed) throw notFound(`No deposit number is set for ${type}.`);
      await this.audit(trx, operator, 'remove-deposit-number', {
        subject: `deposit-number:${type}`,
        details: { before: removed.phone_no, after: null },
        now,
      });
      return removed;
    });
  }

  withdrawLimits(): Promise<WithdrawLimits> {
    return withdrawLimits(this.db);
  }

  /** Sets the withdraw limits (whole coins, 1 <= min <= max) in the site settings. */
  async setWithdrawLimits(min: number, max: number, operator: string): Promise<WithdrawLimits> {
    for (const [field, value] of [
      ['min', min],
      ['max', max],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 1 || value > MAX_WITHDRAW_LIMIT) {
        throw invalidField(
          field,
          `The ${field} limit must be a whole number from 1 to ${MAX_WITHDRAW_LIMIT}.`,
        );
      }
    }
    if (min > max) throw invalidField('min', 'The min limit must not be above the max limit.');
    return this.ledger.run(async (trx) => {
      const now = toDbTime(this.now());
      const before = await withdrawLimits(trx);
      for (const [key, value] of [
        [WITHDRAW_LIMIT_KEYS.min, min],
        [WITHDRAW_LIMIT_KEYS.max, max],
      ] as const) {
        const updated = await trx
          .updateTable('site_settings')
          .set({ value: String(value) })
          .where('key', '=', key)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await trx
            .insertInto('site_settings')
            .values({ key, value: String(value) })
            .execute();
        }
      }
      await this.audit(trx, operator, 'withdraw-limits', {
        subject: 'withdraw-limits',
        details: {
          before: { min: before.minMinor / 100, max: before.maxMinor / 100 },
          after: { min, max },
        },
        now,
      });
      return { minMinor: min * 100, maxMinor: max * 100 };
    });
  }

  /** The audit trail, newest first (`ops wallet-audit`). */
  async auditTrail(limit = 50): Promise<WalletAuditEntry[]> {
    const rows = await this.db
      .selectFrom('wallet_audit')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown }));
  }

  private async audit(
    trx: WriteTrx,
    operator: string,
    action: string,
    entry: { subject: string; details: unknown; now: string },
  ): Promise<void> {
    await trx
      .insertInto('wallet_audit')
      .values({
        operator,
        action,
        subject: entry.subject,
        details: JSON.stringify(entry.details),
        created_at: entry.now,
      })
      .execute();
  }
}
