/**
 * Safer gambling (issue 31): a bettor's deposit limits, breaks and reality-check interval, read
 * from their append-only history, and the guard every money route runs in its own transaction.
 *
 * - A limit that is lower than the one in force (or the first one) applies at once. A higher one,
 *   or a removal, is stored as `requested`: confirmable 24 hours later, and then only by the
 *   bettor's confirmation (a second row, `applied`).
 * - A break (time-out or self-exclusion) starts at once and is never ended early: a later one
 *   can only end later, and nothing removes a row. Self-exclusion also ends every sign-in.
 * - `guard` refuses a movement during a break and a deposit request that would pass a limit, in
 *   the movement's transaction after taking the bettor's lock (SQLite's IMMEDIATE transactions
 *   are serial; on PostgreSQL the bettor's `users` row is locked), so parallel requests cannot
 *   together pass a limit.
 * Every time comes from the app's clock.
 */
import type { Kysely, Selectable } from 'kysely';
import {
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_LIMIT_WINDOW_MS,
  LIMIT_COOLING_OFF_MS,
  REALITY_CHECK_INTERVALS,
  SAFER_GAMBLING_MESSAGES,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
  playPausedMessage,
} from '@sportsbook/shared/contracts';
import type {
  ActivitySummary,
  ActivityTotals,
  DepositLimitPeriod,
  DepositLimitState,
  PlayBreak,
  RealityCheckMinutes,
  SaferGamblingChange,
  SaferGamblingState,
  SelfExclusionDuration,
  SessionActivity,
  TimeOutDuration,
} from '@sportsbook/shared/contracts';
import { revokeSessions } from '../accounts/sessions';
import type { Database } from '../db/schema';
import { DAY_MS, HOUR_MS, toDbTime } from '../db/time';
import type { WriteTransactions, WriteTrx } from '../db/write-transaction';
import { isSqlite } from '../db/write-transaction';
import { ApiError } from '../errors';
import type { SaferGamblingChangesTable, SaferGamblingSubject } from './safer-gambling-tables';

type ChangeRow = Selectable<SaferGamblingChangesTable>;

/** What a money route is about to move; only a deposit request counts against a limit. */
export type GuardedMovement =
  { kind: 'deposit'; amountMinor: number } | { kind: 'bet' | 'prediction' | 'transfer' };

const BETTOR = 'bettor';

function limitSubject(period: DepositLimitPeriod): SaferGamblingSubject {
  return `deposit-limit-${period}`;
}

/** The end of a break taken at `start`: calendar months and years in UTC, fixed days otherwise. */
export function breakEnd(start: Date, duration: TimeOutDuration | SelfExclusionDuration): Date {
  const end = new Date(start.getTime());
  switch (duration) {
    case '24h':
      return new Date(start.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(start.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(start.getTime() + 30 * DAY_MS);
    case '6w':
      return new Date(start.getTime() + 42 * DAY_MS);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '2y':
      end.setUTCFullYear(end.getUTCFullYear() + 2);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

const toCoins = (minor: number): number => minor / 100;
const minorOrNull = (text: string | null): number | null => (text === null ? null : Number(text));

function formError(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', message, {
    fieldErrors: { [field]: message },
    statusCode: 422,
  });
}

/** A limit as the rows of its subject leave it: in force, and any raise waiting. */
interface LimitFromRows {
  limitMinor: number | null;
  pending: { limitMinor: number | null; requestedAt: string; confirmableAt: string } | null;
}

function limitFromRows(rows: readonly ChangeRow[]): LimitFromRows {
  let limitMinor: number | null = null;
  let pending: LimitFromRows['pending'] = null;
  for (const row of rows) {
    if (row.change === 'applied') {
      limitMinor = minorOrNull(row.to_value);
      pending = null;
    } else if (row.change === 'requested') {
      pending = {
        limitMinor: minorOrNull(row.to_value),
        requestedAt: row.created_at,
        confirmableAt: row.effective_at ?? row.created_at,
      };
    } else pending = null;
  }
  return { limitMinor, pending };
}

async function sumMinor(
  query: Promise<{ total: string | number | bigint | null } | undefined>,
): Promise<number> {
  const row = await query;
  return Number(row?.total ?? 0);
}

export class SaferGamblingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly now: () => Date,
  ) {}

  /**
   * Serializes this bettor's guarded work: on PostgreSQL a lock on their `users` row, held to the
   * end of the transaction; SQLite's write transactions are already one at a time. NO KEY
   * UPDATE, not UPDATE: the rows this transaction inserts that reference the user (the
   * idempotency record, the deposit request) take KEY SHARE locks on it, which UPDATE would wait
   * for, deadlocking two parallel requests; NO KEY UPDATE still excludes every other guard.
   */
  private async lockBettor(trx: WriteTrx, userId: number): Promise<void> {
    if (isSqlite(trx)) return;
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  }

  private rowsOf(db: Kysely<Database>, userId: number): Promise<ChangeRow[]> {
    return db
      .selectFrom('safer_gambling_changes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  private async append(
    trx: WriteTrx,
    row: Omit<ChangeRow, 'id' | 'created_at'>,
    at: Date,
  ): Promise<void> {
    await trx
      .insertInto('safer_gambling_changes')
      .values({ ...row, created_at: toDbTime(at) })
      .execute();
  }

  /** Deposits requested in the window ending at `now` and not rejected. */
  private depositedSince(db: Kysely<Database>, userId: number, since: Date): Promise<number> {
    return sumMinor(
      db
        .selectFrom('deposit_requests')
        .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'rejected')
        .where('created_at', '>', toDbTime(since))
        .executeTakeFirst(),
    );
  }

  /** The break in force at `now`, the one that ends last. */
  private breakOf(rows: readonly ChangeRow[], now: Date): PlayBreak | null {
    const at = toDbTime(now);
    let found: PlayBreak | null = null;
    for (const row of rows) {
      if (row.subject !== 'time-out' && row.subject !== 'self-exclusion') continue;
      if (row.change !== 'applied' || row.effective_at === null || row.effective_at <= at) continue;
      if (found === null || row.effective_at > found.until) {
        found = { kind: row.subject, started_at: row.created_at, until: row.effective_at };
      }
    }
    return found;
  }

  private async stateFrom(
    db: Kysely<Database>,
    userId: number,
    rows: readonly ChangeRow[],
    now: Date,
  ): Promise<SaferGamblingState> {
    const deposit_limits: DepositLimitState[] = [];
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const { limitMinor, pending } = limitFromRows(
        rows.filter((row) => row.subject === limitSubject(period)),
      );
      const usedMinor = await this.depositedSince(
        db,
        userId,
        new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period]),
      );
      deposit_limits.push({
        period,
        limit: limitMinor === null ? null : toCoins(limitMinor),
        used: toCoins(usedMinor),
        left: limitMinor === null ? null : toCoins(Math.max(0, limitMinor - usedMinor)),
        pending: pending && {
          limit: pending.limitMinor === null ? null : toCoins(pending.limitMinor),
          requested_at: pending.requestedAt,
          confirmable_at: pending.confirmableAt,
        },
      });
    }
    const reality = rows.filter((row) => row.subject === 'reality-check').at(-1);
    return {
      deposit_limits,
      play_break: this.breakOf(rows, now),
      reality_check_minutes: Number(reality?.to_value ?? 0) as RealityCheckMinutes,
      server_time: toDbTime(now),
    };
  }

  /** A bettor's state now (the bettor's page and the back office). */
  async stateOf(userId: number): Promise<SaferGamblingState> {
    return this.stateFrom(this.db, userId, await this.rowsOf(this.db, userId), this.now());
  }

  /** Every change, newest first (the bettor's page and the back office). */
  async historyOf(userId: number): Promise<SaferGamblingChange[]> {
    const rows = await this.rowsOf(this.db, userId);
    return rows.reverse().map((row) => ({ ...row }));
  }

  /** Runs `work` in a write transaction holding the bettor's lock, then answers the new state. */
  private change(
    userId: number,
    work: (trx: WriteTrx, rows: ChangeRow[], now: Date) => Promise<string>,
  ): Promise<{ message: string; state: SaferGamblingState }> {
    return this.transactions.run(async (trx) => {
      await this.lockBettor(trx, userId);
      const now = this.now();
      const message = await work(trx, await this.rowsOf(trx, userId), now);
      return {
        message,
        state: await this.stateFrom(trx, userId, await this.rowsOf(trx, userId), now),
      };
    });
  }

  /** Reads the form fields of a limit: a period and a positive amount (blank removes it). */
  static readLimit(
    periodText: string | undefined,
    limitText: string | undefined,
  ): { period: DepositLimitPeriod; limitMinor: number | null } {
    const period = DEPOSIT_LIMIT_PERIODS.find((p) => p === periodText?.trim());
    if (!period) throw formError('period', SAFER_GAMBLING_MESSAGES.periodInvalid);
    const text = (limitText ?? '').trim();
    if (text === '') return { period, limitMinor: null };
    const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
    const minor = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
    if (minor <= 0) throw formError('limit', SAFER_GAMBLING_MESSAGES.limitInvalid);
    return { period, limitMinor: minor };
  }

  static readPeriod(text: string | undefined): DepositLimitPeriod {
    const period = DEPOSIT_LIMIT_PERIODS.find((p) => p === text?.trim());
    if (!period) throw formError('period', SAFER_GAMBLING_MESSAGES.periodInvalid);
    return period;
  }

  /** Lower (or first) limits apply at once; a raise or removal waits 24 hours for a confirmation. */
  setDepositLimit(userId: number, period: DepositLimitPeriod, limitMinor: number | null) {
    return this.change(userId, async (trx, rows, now) => {
      const subject = limitSubject(period);
      const current = limitFromRows(rows.filter((row) => row.subject === subject)).limitMinor;
      const from = current === null ? null : String(current);
      const to = limitMinor === null ? null : String(limitMinor);
      const lowers = limitMinor !== null && (current === null || limitMinor <= current);
      if (lowers) {
        await this.append(
          trx,
          {
            user_id: userId,
            subject,
            change: 'applied',
            from_value: from,
            to_value: to,
            effective_at: null,
            actor: BETTOR,
          },
          now,
        );
        return SAFER_GAMBLING_MESSAGES.limitApplied;
      }
      if (current === null) return SAFER_GAMBLING_MESSAGES.limitApplied; // removing no limit
      const confirmableAt = toDbTime(new Date(now.getTime() + LIMIT_COOLING_OFF_MS));
      await this.append(
        trx,
        {
          user_id: userId,
          subject,
          change: 'requested',
          from_value: from,
          to_value: to,
          effective_at: confirmableAt,
          actor: BETTOR,
        },
        now,
      );
      return SAFER_GAMBLING_MESSAGES.raiseRequested(confirmableAt);
    });
  }

  /** The optional limit of the registration form (already checked by `registerSchema`). */
  async limitAtSignup(
    userId: number,
    form: { deposit_limit?: string; deposit_limit_period?: string },
  ): Promise<void> {
    if ((form.deposit_limit ?? '').trim() === '') return;
    const { period, limitMinor } = SaferGamblingService.readLimit(
      form.deposit_limit_period?.trim() || 'day',
      form.deposit_limit,
    );
    await this.setDepositLimit(userId, period, limitMinor);
  }

  /** The bettor's confirmation of a waiting raise or removal, once its 24 hours have passed. */
  confirmDepositLimit(userId: number, period: DepositLimitPeriod) {
    return this.change(userId, async (trx, rows, now) => {
      const subject = limitSubject(period);
      const { limitMinor, pending } = limitFromRows(rows.filter((row) => row.subject === subject));
      if (!pending) throw new ApiError('CONFLICT', SAFER_GAMBLING_MESSAGES.nothingPending);
      if (pending.confirmableAt > toDbTime(now)) {
        throw new ApiError('CONFLICT', SAFER_GAMBLING_MESSAGES.raiseTooSoon(pending.confirmableAt));
      }
      await this.append(
        trx,
        {
          user_id: userId,
          subject,
          change: 'applied',
          from_value: limitMinor === null ? null : String(limitMinor),
          to_value: pending.limitMinor === null ? null : String(pending.limitMinor),
          effective_at: null,
          actor: BETTOR,
        },
        now,
      );
      return SAFER_GAMBLING_MESSAGES.raiseConfirmed;
    });
  }

  /** Drops a waiting raise or removal: the limit in force stays. */
  cancelDepositLimit(userId: number, period: DepositLimitPeriod) {
    return this.change(userId, async (trx, rows, now) => {
      const subject = limitSubject(period);
      const { limitMinor, pending } = limitFromRows(rows.filter((row) => row.subject === subject));
      if (!pending) throw new ApiError('CONFLICT', SAFER_GAMBLING_MESSAGES.nothingPending);
      await this.append(
        trx,
        {
          user_id: userId,
          subject,
          change: 'cancelled',
          from_value: limitMinor === null ? null : String(limitMinor),
          to_value: pending.limitMinor === null ? null : String(pending.limitMinor),
          effective_at: null,
          actor: BETTOR,
        },
        now,
      );
      return SAFER_GAMBLING_MESSAGES.raiseCancelled;
    });
  }

  static readTimeOut(text: string | undefined): TimeOutDuration {
    const duration = TIME_OUT_DURATIONS.find((d) => d === text?.trim());
    if (!duration) throw formError('duration', SAFER_GAMBLING_MESSAGES.durationInvalid);
    return duration;
  }

  static readSelfExclusion(text: string | undefined): SelfExclusionDuration {
    const duration = SELF_EXCLUSION_DURATIONS.find((d) => d === text?.trim());
    if (!duration) throw formError('duration', SAFER_GAMBLING_MESSAGES.durationInvalid);
    return duration;
  }

  /**
   * A time-out from now; `actor` is `bettor` or the operator who adds it (the back office). It
   * never shortens a break in force: the later end is the one that counts.
   */
  takeTimeOut(userId: number, duration: TimeOutDuration, actor: string = BETTOR) {
    return this.change(userId, async (trx, rows, now) => {
      const until = toDbTime(breakEnd(now, duration));
      const before = this.breakOf(rows, now)?.until ?? null;
      await this.append(
        trx,
        {
          user_id: userId,
          subject: 'time-out',
          change: 'applied',
          from_value: before,
          to_value: duration,
          effective_at: until,
          actor,
        },
        now,
      );
      return SAFER_GAMBLING_MESSAGES.timeOutTaken(
        before !== null && before > until ? before : until,
      );
    });
  }

  /**
   * The back office's way to add a time-out (`duration` as the operator's form sent it, checked
   * here like the bettor's); it cannot end or shorten any break.
   */
  addOperatorTimeOut(userId: number, duration: string | undefined, operator: string) {
    return this.takeTimeOut(userId, SaferGamblingService.readTimeOut(duration), operator);
  }

  /** Self-exclusion from now, and every sign-in of the bettor ended in the same transaction. */
  selfExclude(userId: number, duration: SelfExclusionDuration) {
    return this.change(userId, async (trx, rows, now) => {
      const until = toDbTime(breakEnd(now, duration));
      await this.append(
        trx,
        {
          user_id: userId,
          subject: 'self-exclusion',
          change: 'applied',
          from_value: this.breakOf(rows, now)?.until ?? null,
          to_value: duration,
          effective_at: until,
          actor: BETTOR,
        },
        now,
      );
      await revokeSessions(trx, { userId }, 'self-exclusion', now);
      return SAFER_GAMBLING_MESSAGES.exclusionTaken(until);
    });
  }

  static readRealityCheck(text: string | undefined): RealityCheckMinutes {
    const minutes = REALITY_CHECK_INTERVALS.find((m) => String(m) === text?.trim());
    if (minutes === undefined) {
      throw formError('minutes', SAFER_GAMBLING_MESSAGES.realityCheckInvalid);
    }
    return minutes;
  }

  setRealityCheck(userId: number, minutes: RealityCheckMinutes) {
    return this.change(userId, async (trx, rows, now) => {
      const last = rows.filter((row) => row.subject === 'reality-check').at(-1);
      await this.append(
        trx,
        {
          user_id: userId,
          subject: 'reality-check',
          change: 'applied',
          from_value: last?.to_value ?? '0',
          to_value: String(minutes),
          effective_at: null,
          actor: BETTOR,
        },
        now,
      );
      return SAFER_GAMBLING_MESSAGES.realityCheckSaved;
    });
  }

  /**
   * The check of every money route, inside its transaction and before it moves anything: no
   * movement during a break; no deposit request past a limit (all three windows).
   */
  async guard(trx: WriteTrx, userId: number, movement: GuardedMovement): Promise<void> {
    await this.lockBettor(trx, userId);
    const now = this.now();
    const rows = await this.rowsOf(trx, userId);
    const pause = this.breakOf(rows, now);
    if (pause) throw new ApiError('PLAY_PAUSED', playPausedMessage(pause.kind, pause.until));
    if (movement.kind !== 'deposit') return;
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const { limitMinor } = limitFromRows(
        rows.filter((row) => row.subject === limitSubject(period)),
      );
      if (limitMinor === null) continue;
      const used = await this.depositedSince(
        trx,
        userId,
        new Date(now.getTime() - DEPOSIT_LIMIT_WINDOW_MS[period]),
      );
      if (used + movement.amountMinor > limitMinor) {
        const message = SAFER_GAMBLING_MESSAGES.depositLimitReached(
          period,
          toCoins(limitMinor),
          toCoins(Math.max(0, limitMinor - used)),
        );
        throw new ApiError('DEPOSIT_LIMIT_REACHED', message, {
          fieldErrors: { coin_number: message },
        });
      }
    }
  }

  private async totalsSince(userId: number, since: Date): Promise<ActivityTotals> {
    const at = toDbTime(since);
    const db = this.db;
    const [deposits, withdrawals, betStakes, entryStakes, betReturns, entryReturns, cashOuts] =
      await Promise.all([
        this.depositedSince(db, userId, since),
        sumMinor(
          db
            .selectFrom('withdrawals')
            .select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
            .where('user_id', '=', userId)
            .where('status', 'not in', ['rejected', 'cancelled'])
            .where('created_at', '>', at)
            .executeTakeFirst(),
        ),
        sumMinor(
          db
            .selectFrom('placed_bets')
            .select((eb) => eb.fn.sum<number>('stake_minor').as('total'))
            .where('user_id', '=', userId)
            .where('placed_at', '>', at)
            .executeTakeFirst(),
        ),
        sumMinor(
          db
            .selectFrom('prediction_entries')
            .select((eb) => eb.fn.sum<number>('stake_minor').as('total'))
            .where('user_id', '=', userId)
            .where('entered_at', '>', at)
            .executeTakeFirst(),
        ),
        sumMinor(
          db
            .selectFrom('placed_bets')
            .select((eb) => eb.fn.sum<number>('payout_minor').as('total'))
            .where('user_id', '=', userId)
            .where('settled_at', '>', at)
            .executeTakeFirst(),
        ),
        sumMinor(
          db
            .selectFrom('prediction_entries')
            .select((eb) => eb.fn.sum<number>('payout_minor').as('total'))
            .where('user_id', '=', userId)
            .where('settled_at', '>', at)
            .executeTakeFirst(),
        ),
        // What cash-outs paid is returned to the bettor as a settled win is (issue 32).
        sumMinor(
          db
            .selectFrom('bet_cash_outs')
            .select((eb) => eb.fn.sum<number>('price_minor').as('total'))
            .where('user_id', '=', userId)
            .where('created_at', '>', at)
            .executeTakeFirst(),
        ),
      ]);
    return {
      deposits: toCoins(deposits),
      withdrawals: toCoins(withdrawals),
      stakes: toCoins(betStakes + entryStakes),
      returns: toCoins(betReturns + entryReturns + cashOuts),
    };
  }

  /** Deposits, withdrawals, stakes and returns of the last 7 and 30 days. */
  async activityOf(userId: number): Promise<ActivitySummary> {
    const now = this.now().getTime();
    const [last_7_days, last_30_days] = await Promise.all([
      this.totalsSince(userId, new Date(now - 7 * DAY_MS)),
      this.totalsSince(userId, new Date(now - 30 * DAY_MS)),
    ]);
    return { last_7_days, last_30_days };
  }

  /** The sign-in `familyId`: when it started, and its stakes and returns (the reality check). */
  async sessionOf(userId: number, familyId: number): Promise<SessionActivity> {
    const family = await this.db
      .selectFrom('token_families')
      .select('created_at')
      .where('id', '=', familyId)
      .executeTakeFirst();
    const startedAt = family?.created_at ?? toDbTime(this.now());
    const totals = await this.totalsSince(userId, new Date(Date.parse(startedAt) - 1));
    return {
      started_at: startedAt,
      server_time: toDbTime(this.now()),
      stakes: totals.stakes,
      returns: totals.returns,
    };
  }
}
