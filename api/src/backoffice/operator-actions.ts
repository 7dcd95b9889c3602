/**
 * Every operator action, for the back office and the ops tool alike: each runs through the
 * services the ops tool has always used (the wallet's operations, market operations, settlement,
 * complaints, the ledger) inside `AuditTrail.act`, so its audit record commits with it. Rights
 * by role are the routes' business (permissions.ts); the rules every caller meets are here: a
 * withdrawal above the four-eyes threshold is paid only when a second operator confirms the
 * first one's approval, and a refusal or rejection names its reason.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  BET_STATUS_LOCKED,
  BET_STATUS_OPEN,
  privateUserChannel,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type { CoinsChangedPayload } from '@sportsbook/shared/contracts';
import type { AccountService } from '../accounts/account-service';
import { revokeSessions } from '../accounts/sessions';
import type {
  SettlementOutcome,
  SettlementService,
  SettlementSummary,
} from '../betting/settlement';
import { parseCoins } from '../betting/stake';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { WriteTransactions } from '../db/write-transaction';
import { ApiError, notFound } from '../errors';
import type { Ledger } from '../ledger/ledger';
import type { MarketOperations, OddsChange } from '../markets/market-operations';
import type { Broadcaster } from '../realtime/broadcaster';
import type { ComplaintService } from '../support/complaint-service';
import type { WalletOperations } from '../wallet/wallet-operations';
import type { Actor, AuditRecord, AuditTrail } from './audit-trail';

/** The site setting of the four-eyes threshold, in whole coins; FOUR_EYES_DEFAULT when unset. */
export const FOUR_EYES_SETTING = 'withdrawal_four_eyes_above';
export const FOUR_EYES_DEFAULT = 5000;
export const REASON_MAX_LENGTH = 500;

export const OPERATOR_MESSAGES = {
  reasonRequired: 'Give a reason.',
  reasonTooLong: `The reason must be at most ${REASON_MAX_LENGTH} characters.`,
  sameOperator:
    'This withdrawal is above the four-eyes threshold: a second operator must confirm your approval.',
} as const;

/** What the back office may do to a bettor's safer gambling: add a time-out, never end one. */
export interface OperatorTimeOuts {
  /** `duration` as the form sent it (24h, 7d, 30d, 6w): the service checks it. */
  addOperatorTimeOut(
    userId: number,
    duration: string | undefined,
    operator: string,
  ): Promise<unknown>;
}

export interface BackofficeServices {
  db: Kysely<Database>;
  transactions: WriteTransactions;
  audit: AuditTrail;
  wallet: WalletOperations;
  markets: MarketOperations;
  settlement: SettlementService;
  complaints: ComplaintService;
  ledger: Ledger;
  accounts: AccountService;
  saferGambling: OperatorTimeOuts;
  broadcaster: Broadcaster;
  now: () => Date;
}

/** What an action answers: the audit record (its after is the object now) and whether replayed. */
export interface ActionOutcome {
  record: AuditRecord;
  replayed: boolean;
}

/** Who acts, why, and the client's retry key. */
export interface ActionContext {
  actor: Actor;
  reason?: string | null;
  requestKey?: string | null;
}

function checkReason(reason: string | null | undefined, required: boolean): string | null {
  const text = reason?.trim() ?? '';
  if (required && text === '') {
    throw new ApiError('VALIDATION_FAILED', OPERATOR_MESSAGES.reasonRequired, {
      fieldErrors: { reason: OPERATOR_MESSAGES.reasonRequired },
    });
  }
  if (text.length > REASON_MAX_LENGTH) {
    throw new ApiError('VALIDATION_FAILED', OPERATOR_MESSAGES.reasonTooLong, {
      fieldErrors: { reason: OPERATOR_MESSAGES.reasonTooLong },
    });
  }
  return text === '' ? null : text;
}

export class OperatorActions {
  constructor(private readonly s: BackofficeServices) {}

  private async act(
    ctx: ActionContext,
    action: string,
    object: string,
    run: () => Promise<unknown>,
    reasonRequired = false,
  ): Promise<ActionOutcome> {
    const reason = checkReason(ctx.reason, reasonRequired);
    const { record, replayed } = await this.s.audit.act(
      { actor: ctx.actor, action, object, reason, requestKey: ctx.requestKey ?? null },
      run,
    );
    return { record, replayed };
  }

  approveDeposit(ctx: ActionContext, id: number): Promise<ActionOutcome> {
    return this.act(ctx, 'approve-deposit', `deposit:${id}`, () =>
      this.s.wallet.approveDeposit(id, ctx.actor.name),
    );
  }

  rejectDeposit(ctx: ActionContext, id: number): Promise<ActionOutcome> {
    return this.act(
      ctx,
      'reject-deposit',
      `deposit:${id}`,
      () => this.s.wallet.rejectDeposit(id, ctx.actor.name),
      true,
    );
  }

  rejectWithdrawal(ctx: ActionContext, id: number): Promise<ActionOutcome> {
    return this.act(
      ctx,
      'reject-withdrawal',
      `withdrawal:${id}`,
      () => this.s.wallet.rejectWithdrawal(id, ctx.actor.name),
      true,
    );
  }

  /** The four-eyes threshold now in force, in whole coins. */
  async fourEyesThreshold(db: Kysely<Database> = this.s.db): Promise<number> {
    const row = await db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', FOUR_EYES_SETTING)
      .executeTakeFirst();
    const value = row && /^[0-9]{1,10}$/.test(row.value) ? Number(row.value) : null;
    return value ?? FOUR_EYES_DEFAULT;
  }

  /**
   * Approves a pending withdrawal. At or below the threshold it is paid at once. Above it, the
   * first approval is recorded and nothing moves; a second operator's approval pays it; the
   * first operator approving again is refused (403).
   */
  async approveWithdrawal(ctx: ActionContext, id: number): Promise<ActionOutcome> {
    const withdrawal = await this.s.db
      .selectFrom('withdrawals')
      .select(['amount_minor', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!withdrawal) throw notFound(`No withdrawal has id ${id}.`);
    const thresholdMinor = (await this.fourEyesThreshold()) * 100;
    const pay = () => this.s.wallet.payWithdrawal(id, ctx.actor.name);
    if (Number(withdrawal.amount_minor) <= thresholdMinor) {
      return this.act(ctx, 'pay-withdrawal', `withdrawal:${id}`, pay);
    }
    const first = await this.s.db
      .selectFrom('withdrawal_approvals')
      .select('operator')
      .where('withdrawal_id', '=', id)
      .executeTakeFirst();
    if (!first) {
      if (withdrawal.status !== 'pending') {
        throw new ApiError('CONFLICT', `Withdrawal ${id} is already ${withdrawal.status}.`);
      }
      return this.act(ctx, 'approve-withdrawal', `withdrawal:${id}`, () =>
        this.s.transactions.run(async (trx) => {
          const still = await trx
            .selectFrom('withdrawals')
            .select('status')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          if (still.status !== 'pending') {
            throw new ApiError('CONFLICT', `Withdrawal ${id} is already ${still.status}.`);
          }
          // The primary key keeps a racing first approval out.
          await trx
            .insertInto('withdrawal_approvals')
            .values({
              withdrawal_id: id,
              operator_id: ctx.actor.operatorId,
              operator: ctx.actor.name,
              created_at: toDbTime(this.s.now()),
            })
            .execute();
        }),
      );
    }
    if (first.operator === ctx.actor.name) {
      throw new ApiError('FORBIDDEN', OPERATOR_MESSAGES.sameOperator);
    }
    return this.act(ctx, 'confirm-withdrawal', `withdrawal:${id}`, pay);
  }

  /** `ops pay-withdrawal` / the app's approval, through the same four-eyes rule. */
  payWithdrawal(ctx: ActionContext, id: number): Promise<ActionOutcome> {
    return this.approveWithdrawal(ctx, id);
  }

  /** Credits a bettor from house:adjustments (once per key), as `ops credit` does. */
  async credit(
    ctx: ActionContext,
    username: string,
    coinsText: string,
    key: string = ctx.requestKey ?? randomUUID(),
  ): Promise<ActionOutcome> {
    const amount = parseCoins(coinsText);
    if (!amount.ok || amount.minor <= 0) {
      const message = 'The coins must be a positive amount with up to 2 decimals.';
      throw new ApiError('VALIDATION_FAILED', message, { fieldErrors: { coins: message } });
    }
    const userId = await this.s.accounts.userIdOf(username);
    return this.act(
      ctx,
      'credit',
      `user:${username}`,
      async () => {
        const result = await this.s.ledger.credit(userId, amount.minor, key);
        if (result.applied) {
          const payload: CoinsChangedPayload = { reason: 'adjustment' };
          await this.s.broadcaster
            .publish(privateUserChannel(userId), REALTIME_EVENTS.coinsChanged, payload)
            .catch(() => undefined);
        }
        return result;
      },
      true,
    );
  }

  setMarketStatus(ctx: ActionContext, marketId: number, locked: boolean): Promise<ActionOutcome> {
    return this.act(ctx, locked ? 'lock-market' : 'unlock-market', `market:${marketId}`, () =>
      this.s.markets.setMarketStatus(marketId, locked ? BET_STATUS_LOCKED : BET_STATUS_OPEN),
    );
  }

  changeOdds(
    ctx: ActionContext,
    marketId: number,
    changes: readonly OddsChange[],
  ): Promise<ActionOutcome> {
    return this.act(ctx, 'change-odds', `market:${marketId}`, () =>
      this.s.markets.changeOdds(marketId, changes),
    );
  }

  /** Settles (a winner) or voids a market, once: a settled market is refused with 409. */
  async settle(
    ctx: ActionContext,
    marketId: number,
    outcome: SettlementOutcome,
  ): Promise<ActionOutcome & { summary: SettlementSummary | null }> {
    const settled = await this.s.db
      .selectFrom('market_settlements')
      .select('bet_id')
      .where('bet_id', '=', marketId)
      .executeTakeFirst();
    if (settled && !ctx.requestKey) {
      throw new ApiError('CONFLICT', `Market ${marketId} is already settled.`);
    }
    let summary: SettlementSummary | null = null;
    const outcomeOf = await this.act(
      ctx,
      outcome === 'void' ? 'void-market' : 'settle-market',
      `market:${marketId}`,
      async () => {
        if (settled) throw new ApiError('CONFLICT', `Market ${marketId} is already settled.`);
        summary = await this.s.settlement.settleMarket(marketId, outcome);
      },
    );
    return { ...outcomeOf, summary };
  }

  answerComplaint(ctx: ActionContext, complaintId: number, answer: string): Promise<ActionOutcome> {
    return this.act(ctx, 'answer-complaint', `complaint:${complaintId}`, () =>
      this.s.complaints.answer(complaintId, answer),
    );
  }

  /**
   * Suspends (inactive: sign-in refused, every session ended, so no bet either) or reactivates
   * a bettor, SPEC's Active/Inactive status.
   */
  async setUserActive(ctx: ActionContext, userId: number, active: boolean): Promise<ActionOutcome> {
    const user = await this.s.db
      .selectFrom('users')
      .select(['username', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound(`No user has id ${userId}.`);
    return this.act(
      ctx,
      active ? 'reactivate-user' : 'suspend-user',
      `user:${user.username}`,
      () =>
        this.s.transactions.run(async (trx) => {
          const changed = await trx
            .updateTable('users')
            .set({ status: active ? 1 : 0, updated_at: toDbTime(this.s.now()) })
            .where('id', '=', userId)
            .where('status', '=', active ? 0 : 1)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) {
            throw new ApiError(
              'CONFLICT',
              `${user.username} is already ${active ? 'active' : 'inactive'}.`,
            );
          }
          if (!active) await revokeSessions(trx, { userId }, 'suspended', this.s.now());
        }),
      !active,
    );
  }

  /** `ops suspend|reactivate <username>`: the same action, the bettor named by username. */
  async setUserActiveByName(
    ctx: ActionContext,
    username: string,
    active: boolean,
  ): Promise<ActionOutcome> {
    return this.setUserActive(ctx, await this.s.accounts.userIdOf(username), active);
  }

  /**
   * Adds a time-out to a bettor (from now, for `duration`), with a reason: the safer-gambling
   * service's own time-out, recorded as the operator's. It never ends or shortens a break in
   * force (the later end counts), and nothing lets an operator lift one early.
   */
  async addTimeOut(
    ctx: ActionContext,
    userId: number,
    duration: string | undefined,
  ): Promise<ActionOutcome> {
    const user = await this.s.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound(`No user has id ${userId}.`);
    return this.act(
      ctx,
      'add-time-out',
      `user:${user.username}`,
      () => this.s.saferGambling.addOperatorTimeOut(userId, duration, ctx.actor.name),
      true,
    );
  }

  /** Sets the four-eyes threshold, in whole coins. */
  setFourEyesThreshold(ctx: ActionContext, coins: number): Promise<ActionOutcome> {
    if (!Number.isSafeInteger(coins) || coins < 0 || coins > 10_000_000) {
      const message = 'The threshold must be a whole number of coins from 0 to 10000000.';
      throw new ApiError('VALIDATION_FAILED', message, { fieldErrors: { threshold: message } });
    }
    return this.act(ctx, 'set-four-eyes-threshold', `setting:${FOUR_EYES_SETTING}`, () =>
      this.s.transactions.run(async (trx) => {
        const updated = await trx
          .updateTable('site_settings')
          .set({ value: String(coins) })
          .where('key', '=', FOUR_EYES_SETTING)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          await trx
            .insertInto('site_settings')
            .values({ key: FOUR_EYES_SETTING, value: String(coins) })
            .execute();
        }
      }),
    );
  }
}
