/**
 * Settling a market (operators, `ops settle`): every pending bet on it resolves once. A winner's
 * stake is posted to house:bets-revenue and its payout (stake x odds at placement) paid from
 * house:payouts; a loser's stake is posted to house:bets-revenue; a void market refunds every
 * stake. The market is closed (bet_status 2) and can never settle again.
 *
 * A market may hold tens of thousands of bets, so the work is cut into chunks, each its own short
 * write transaction (SQLite's write lock is held by one writer at a time, the API's bets and
 * sign-ins included): the first claims the market (a `market_settlements` row with the outcome)
 * and closes it, each one resolves the next pending bets, and the last finds none left. Between
 * chunks the lock is given up. A run that stops half way (a crash, kill -9) is finished by the
 * next `ops settle` of the market with the same outcome; a second run at the same time helps.
 * See api/README.md, "Settlement in chunks".
 *
 * After the last chunk it broadcasts the match's markets on `match-bet-update`, and
 * `CoinsChanged` on the private channel of each user who had a bet on it. A failed broadcast
 * never undoes it.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  BET_STATUS_SETTLED,
  privateUserChannel,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type {
  BetSlipStatus,
  BetsSettledPayload,
  BetUpdatedPayload,
  CoinsChangedPayload,
  MatchBetUpdatePayload,
} from '@sportsbook/shared/contracts';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError, notFound } from '../errors';
import { HOUSE } from '../ledger/accounts';
import { isRetryableConflict, isUniqueViolation } from '../db/db-errors';
import type { Ledger } from '../ledger/ledger';
import type { WriteTrx } from '../db/write-transaction';
import type { MarketLogger } from '../markets/market-operations';
import type { Broadcaster } from '../realtime/broadcaster';
import { betHistoryQuery, ridingStakeMinor, toBetHistoryItem } from './bet-history-rows';
import { betReference } from './bet-reference';
import {
  hasPendingLegs,
  legCountsOf,
  multiplesWithLegIn,
  settleLegsChunk,
} from './multiple-settlement';
import type { PlacedBetsTable } from './betting-tables';
import { payoutMinor } from './stake';
import type { SettlementSummary } from '@sportsbook/shared/contracts';

/** `bet_status` of a settled market: not 1, so clients show it locked and it takes no bets. */
export const MARKET_STATUS_SETTLED = BET_STATUS_SETTLED;

export type SettlementOutcome = { winningBetEventId: number } | 'void';

/** What a settlement did: shared's wire type, the operator API's settle answer carries it. */
export type { SettlementSummary };

/** How a settlement is cut into short write transactions. */
export interface SettlementChunking {
  /** The most bets one chunk resolves. */
  chunkSize: number;
  /**
   * A chunk stops early once it has run this long, so a writer waiting behind it (a bet, a
   * sign-in) waits about this much at most, however slow the machine.
   */
  chunkBudgetMs: number;
  /**
   * The pause between two chunks. Writers of this process get their turn at once; this lets the
   * writers of another process (the API beside `ops settle`) take the lock too.
   */
  pauseBetweenChunksMs: number;
}

export const DEFAULT_SETTLEMENT_CHUNKING: SettlementChunking = {
  chunkSize: 250,
  chunkBudgetMs: 50,
  pauseBetweenChunksMs: 10,
};

/**
 * How a chunk chosen as a deadlock victim (40P01) or failing to serialize (40001) on PostgreSQL is
 * run again: after the transaction layer's few quick retries, the chunk waits and tries again,
 * `attempts` times in all, the pause doubling from `firstPauseMs` up to `maxPauseMs` (each with
 * up to half of it again as jitter, so two runs that collided do not collide again).
 */
export interface SettlementRetry {
  attempts: number;
  firstPauseMs: number;
  maxPauseMs: number;
}

export const DEFAULT_SETTLEMENT_RETRY: SettlementRetry = {
  attempts: 8,
  firstPauseMs: 50,
  maxPauseMs: 2000,
};

/** Told before a failed chunk is tried again. */
export interface SettlementRetryNotice {
  marketId: number;
  /** The chunk that failed (1 is the claim's). */
  chunk: number;
  /** The attempt that failed, from 1. */
  attempt: number;
  attempts: number;
  pauseMs: number;
  /** The database's code: 40P01 or 40001. */
  code: string;
}

/**
 * A settlement that stopped with bets of its market still pending: the market is claimed and
 * closed (it takes no bets), `settled` of its bets are resolved, `pending` are not. Running the
 * same settle again finishes it; the message says so, with the command.
 */
export class SettlementUnfinished extends Error {
  constructor(
    readonly marketId: number,
    readonly outcome: string,
    readonly settled: number,
    readonly pending: number,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Market ${marketId} is half settled: ${settled} of ${settled + pending} bets settled, ${pending} still pending, and it takes no bets (${reason}). Run settle ${marketId} ${outcome} again to finish it.`,
    );
    this.name = 'SettlementUnfinished';
  }
}

/**
 * Told after each chunk commits (`resolved` counts this run's bets so far). A watcher that throws
 * stops the run there: the committed chunks stay and the error says what is left (see
 * `SettlementUnfinished`).
 */
export interface SettlementProgress {
  marketId: number;
  chunk: number;
  resolved: number;
  finished: boolean;
}

export interface SettlementDeps {
  db: Kysely<Database>;
  ledger: Ledger;
  catalog: CatalogService;
  broadcaster: Broadcaster;
  log: MarketLogger;
  now?: () => Date;
  chunking?: Partial<SettlementChunking>;
  /** A monotonic clock in milliseconds, for the chunk budget. */
  clockMs?: () => number;
  onChunk?: (progress: SettlementProgress) => void | Promise<void>;
  retry?: Partial<SettlementRetry>;
  /** Told before a chunk that met a deadlock or serialization failure is tried again. */
  onRetry?: (notice: SettlementRetryNotice) => void;
  /** Waits between two attempts of a chunk (tests pass one that does not sleep). */
  wait?: (ms: number) => Promise<void>;
  /** Jitter in [0, 1); tests fix it. */
  random?: () => number;
}

/** The settlement a market is claimed for: its outcome and the time every bet is settled at. */
interface Claim {
  marketId: number;
  winningBetEventId: number | null;
  settledAt: string;
}

interface ChunkResult {
  claim: Claim;
  resolved: number;
  finished: boolean;
}

export class SettlementService {
  private readonly now: () => Date;
  private readonly clockMs: () => number;
  private readonly chunking: SettlementChunking;
  private readonly retry: SettlementRetry;

  constructor(private readonly deps: SettlementDeps) {
    this.now = deps.now ?? (() => new Date());
    this.clockMs = deps.clockMs ?? (() => performance.now());
    this.chunking = { ...DEFAULT_SETTLEMENT_CHUNKING, ...deps.chunking };
    this.retry = { ...DEFAULT_SETTLEMENT_RETRY, ...deps.retry };
  }

  /**
   * Settles a market, or finishes a settlement that stopped half way (a crash, kill -9): the
   * first chunk claims the market, the rest resolve its pending bets. Resolves to the totals of
   * the whole market.
   */
  async settleMarket(marketId: number, outcome: SettlementOutcome): Promise<SettlementSummary> {
    const { onChunk } = this.deps;
    let result: ChunkResult;
    try {
      result = await this.runChunk(marketId, 1, (trx) =>
        this.claimAndSettleChunk(trx, marketId, outcome),
      );
    } catch (error) {
      // PostgreSQL: two operators claimed at once and the primary key let one through. Looking
      // again sees the other's claim: this run helps it finish, or finds the market settled.
      if (!isUniqueViolation(error, 'market_settlements_pkey', 'market_settlements.bet_id')) {
        throw await this.unfinished(marketId, error);
      }
      result = await this.runChunk(marketId, 1, (trx) =>
        this.claimAndSettleChunk(trx, marketId, outcome),
      ).catch(async (again: unknown) => Promise.reject(await this.unfinished(marketId, again)));
    }
    let resolved = result.resolved;
    for (let chunk = 1; ; chunk += 1) {
      try {
        // The watcher may stop the run here, between chunks (the ops tool on Ctrl-C).
        await onChunk?.({ marketId, chunk, resolved, finished: result.finished });
      } catch (error) {
        throw await this.unfinished(marketId, error);
      }
      if (result.finished) break;
      await this.giveOthersTheLock();
      const { claim } = result;
      try {
        result = await this.runChunk(marketId, chunk + 1, (trx) => this.settleChunk(trx, claim));
      } catch (error) {
        throw await this.unfinished(marketId, error);
      }
      resolved += result.resolved;
    }
    const summary = await this.summarize(marketId);
    await this.announce(summary);
    return summary;
  }

  /**
   * One chunk in its own write transaction; chosen as a deadlock victim or failing to serialize
   * (PostgreSQL), it is tried again after a growing pause, a bounded number of times.
   */
  private async runChunk(
    marketId: number,
    chunk: number,
    work: (trx: WriteTrx) => Promise<ChunkResult>,
  ): Promise<ChunkResult> {
    const { ledger, onRetry } = this.deps;
    const wait = this.deps.wait ?? ((ms: number) => delay(ms));
    const random = this.deps.random ?? Math.random;
    const { attempts, firstPauseMs, maxPauseMs } = this.retry;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await ledger.run(work);
      } catch (error) {
        if (attempt >= attempts || !isRetryableConflict(error)) throw error;
        const base = Math.min(maxPauseMs, firstPauseMs * 2 ** (attempt - 1));
        const pauseMs = Math.round(base * (1 + random() / 2));
        onRetry?.({ marketId, chunk, attempt, attempts, pauseMs, code: databaseCode(error) });
        await wait(pauseMs);
      }
    }
  }

  /**
   * The error a settlement stopped with, told as a half-settled market when it stopped after the
   * claim with bets still pending: what is settled, what is not, and how to finish it.
   */
  private async unfinished(marketId: number, error: unknown): Promise<unknown> {
    if (error instanceof ApiError) return error;
    try {
      const { db } = this.deps;
      const claim = await db
        .selectFrom('market_settlements')
        .select('winning_bet_event_id')
        .where('bet_id', '=', marketId)
        .executeTakeFirst();
      if (!claim) return error;
      const rows = await db
        .selectFrom('placed_bets')
        .select((eb) => ['status', eb.fn.countAll<number>().as('bets')])
        .where('bet_id', '=', marketId)
        .where('kind', '=', 'single')
        .groupBy('status')
        .execute();
      const legs = await legCountsOf(db, marketId);
      const pending =
        Number(rows.find((row) => row.status === 'pending')?.bets ?? 0) + legs.pending;
      if (pending === 0) return error;
      const settled = rows.reduce((sum, row) => sum + Number(row.bets), 0) + legs.all - pending;
      const outcome = String(claim.winning_bet_event_id ?? 'void');
      return new SettlementUnfinished(marketId, outcome, settled, pending, error);
    } catch {
      // The database cannot be read either: the original error says more.
      return error;
    }
  }

  private async giveOthersTheLock(): Promise<void> {
    // Writers of this process queued behind the chunk run first; new requests get read too.
    await nextTurn();
    if (this.chunking.pauseBetweenChunksMs > 0) await delay(this.chunking.pauseBetweenChunksMs);
  }

  /** Checks the request, claims the market (or resumes its claim) and settles a first chunk. */
  private async claimAndSettleChunk(
    trx: WriteTrx,
    marketId: number,
    outcome: SettlementOutcome,
  ): Promise<ChunkResult> {
    const market = await trx
      .selectFrom('bets')
      .select(['id', 'match_id'])
      .where('id', '=', marketId)
      .executeTakeFirst();
    if (!market) throw notFound(`Market ${marketId} not found.`);
    const winningBetEventId = outcome === 'void' ? null : outcome.winningBetEventId;
    if (winningBetEventId !== null) {
      const event = await trx
        .selectFrom('bet_events')
        .select('id')
        .where('id', '=', winningBetEventId)
        .where('bet_id', '=', marketId)
        .executeTakeFirst();
      if (!event) {
        throw new ApiError(
          'VALIDATION_FAILED',
          `Bet event ${winningBetEventId} is not in market ${marketId}.`,
        );
      }
    }
    const earlier = await trx
      .selectFrom('market_settlements')
      .select(['winning_bet_event_id', 'settled_at'])
      .where('bet_id', '=', marketId)
      .executeTakeFirst();
    if (earlier) {
      // A claim with bets still pending is a settlement that stopped half way: finish it, with
      // the outcome it was claimed for.
      if (!(await this.hasPendingBets(trx, marketId))) throw alreadySettled(marketId);
      if (earlier.winning_bet_event_id !== winningBetEventId) {
        const claimed = earlier.winning_bet_event_id ?? 'void';
        throw new ApiError(
          'CONFLICT',
          `Market ${marketId} is being settled as ${claimed}; run settle ${marketId} ${claimed} to finish it.`,
        );
      }
      const claim = { marketId, winningBetEventId, settledAt: earlier.settled_at };
      return this.settleChunk(trx, claim);
    }

    const claim = { marketId, winningBetEventId, settledAt: toDbTime(this.now()) };
    await trx
      .insertInto('market_settlements')
      .values({
        bet_id: marketId,
        outcome: winningBetEventId === null ? 'void' : 'winner',
        winning_bet_event_id: winningBetEventId,
        settled_at: claim.settledAt,
      })
      .execute();
    // Closing the market first makes a concurrent placement (PostgreSQL) wait, then see it
    // closed; no bet joins the market after its claim, so the pending ones are all there are.
    await trx
      .updateTable('bets')
      .set({ bet_status: MARKET_STATUS_SETTLED })
      .where('id', '=', marketId)
      .execute();
    return this.settleChunk(trx, claim);
  }

  /**
   * Resolves the market's next pending bets, oldest first: at most `chunkSize` of them, fewer
   * when the chunk has used its time budget. Each bet resolves once (its hold and its row change
   * only while pending), so a chunk that never committed is simply done again by the next run.
   */
  private async settleChunk(trx: WriteTrx, claim: Claim): Promise<ChunkResult> {
    const { ledger } = this.deps;
    const bets = await trx
      .selectFrom('placed_bets')
      .select([
        'id',
        'user_id',
        'bet_event_id',
        'stake_minor',
        'odds_cents',
        'hold_id',
        'remaining_stake_minor',
      ])
      .where('bet_id', '=', claim.marketId)
      .where('kind', '=', 'single')
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(this.chunking.chunkSize)
      // PostgreSQL: a second run helping to finish waits for these rows, then skips them.
      .$if(!ledger.transactions.sqlite, (query) => query.forUpdate())
      .execute();
    if (bets.length === 0) {
      // The singles are done: the chunks that follow settle the legs of multiples (issue 32).
      const resolved = await settleLegsChunk(trx, {
        ledger,
        marketId: claim.marketId,
        winningBetEventId: claim.winningBetEventId,
        settledAt: claim.settledAt,
        ...this.chunking,
        clockMs: this.clockMs,
        lockAccountsOf: async (userIds) =>
          ledger.lockAccounts(trx, await this.accountIds(trx, userIds)),
      });
      return { claim, resolved, finished: !(await this.hasPendingBets(trx, claim.marketId)) };
    }
    const userIds = [...new Set(bets.map((bet) => bet.user_id))];
    await ledger.lockAccounts(trx, await this.accountIds(trx, userIds));
    // The budget bounds how long the chunk holds the accounts others wait for, so it counts from
    // when it has them: the wait for them (PostgreSQL, behind the bets in flight) holds no one.
    const startedMs = this.clockMs();

    let resolved = 0;
    for (const bet of bets) {
      await this.settleBet(trx, claim, bet);
      resolved += 1;
      if (this.clockMs() - startedMs >= this.chunking.chunkBudgetMs) break;
    }
    const finished = !(await this.hasPendingBets(trx, claim.marketId));
    return { claim, resolved, finished };
  }

  private async settleBet(
    trx: WriteTrx,
    claim: Claim,
    bet: Pick<
      PlacedBetsTable,
      | 'user_id'
      | 'bet_event_id'
      | 'stake_minor'
      | 'odds_cents'
      | 'hold_id'
      | 'remaining_stake_minor'
    > & { id: number },
  ): Promise<void> {
    const { ledger } = this.deps;
    if (bet.hold_id === null) throw new Error(`Bet ${bet.id} has no hold.`);
    const reference = betReference(bet.id);
    // After partial cash-outs only the riding stake is held and settles (issue 32); a bet cashed
    // out in full holds nothing more: it takes the market's result and pays nothing.
    const riding = ridingStakeMinor(bet);
    let status: 'won' | 'lost' | 'void';
    let payout = 0;
    if (riding === 0) {
      status =
        claim.winningBetEventId === null
          ? 'void'
          : bet.bet_event_id === claim.winningBetEventId
            ? 'won'
            : 'lost';
    } else if (claim.winningBetEventId === null) {
      await ledger.voidHold(trx, bet.hold_id, {
        kind: 'bet-void',
        transferKey: `${reference}:void`,
      });
      status = 'void';
    } else if (bet.bet_event_id === claim.winningBetEventId) {
      await ledger.postHold(trx, bet.hold_id, HOUSE.betsRevenue, {
        kind: 'bet-won',
        transferKey: `${reference}:won`,
      });
      payout = payoutMinor(riding, bet.odds_cents);
      await ledger.payUser(trx, HOUSE.payouts, bet.user_id, {
        amountMinor: payout,
        kind: 'bet-payout',
        reference,
        transferKey: `${reference}:payout`,
      });
      status = 'won';
    } else {
      await ledger.postHold(trx, bet.hold_id, HOUSE.betsRevenue, {
        kind: 'bet-lost',
        transferKey: `${reference}:lost`,
      });
      status = 'lost';
    }
    const updated = await trx
      .updateTable('placed_bets')
      .set({ status, payout_minor: payout, settled_at: claim.settledAt })
      .where('id', '=', bet.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error(`Bet ${bet.id} settled twice.`);
  }

  /** Singles of the market, or legs of multiples in it, still without a result. */
  private async hasPendingBets(db: Kysely<Database>, marketId: number): Promise<boolean> {
    const pending = await db
      .selectFrom('placed_bets')
      .select('id')
      .where('bet_id', '=', marketId)
      .where('kind', '=', 'single')
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    return pending !== undefined || (await hasPendingLegs(db, marketId));
  }

  /** The totals of the whole market, whichever runs resolved its bets. */
  private async summarize(marketId: number): Promise<SettlementSummary> {
    const { db } = this.deps;
    const settlement = await db
      .selectFrom('market_settlements as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .select(['b.match_id', 's.winning_bet_event_id'])
      .where('s.bet_id', '=', marketId)
      .executeTakeFirstOrThrow();
    const totals = await db
      .selectFrom('placed_bets')
      .select((eb) => [
        'status',
        eb.fn.countAll<number>().as('bets'),
        // A void refunds what still rode after cash-outs (issue 32).
        eb.fn.sum<number>(eb.fn.coalesce('remaining_stake_minor', 'stake_minor')).as('stake_minor'),
        eb.fn.sum<number>('payout_minor').as('payout_minor'),
      ])
      .where('bet_id', '=', marketId)
      .where('kind', '=', 'single')
      .groupBy('status')
      .execute();
    const users = await db
      .selectFrom('placed_bets')
      .select('user_id')
      .distinct()
      .where('bet_id', '=', marketId)
      .where('kind', '=', 'single')
      .orderBy('user_id')
      .execute();
    const userIds = new Set(users.map((row) => row.user_id));
    for (const multiple of await multiplesWithLegIn(db, marketId)) userIds.add(multiple.user_id);
    const of = (status: string) => totals.find((row) => row.status === status);
    return {
      marketId,
      matchId: settlement.match_id,
      outcome: settlement.winning_bet_event_id === null ? 'void' : 'winner',
      winningBetEventId: settlement.winning_bet_event_id,
      won: Number(of('won')?.bets ?? 0),
      lost: Number(of('lost')?.bets ?? 0),
      voided: Number(of('void')?.bets ?? 0),
      paid: Number(of('won')?.payout_minor ?? 0) / 100,
      refunded: Number(of('void')?.stake_minor ?? 0) / 100,
      userIds: [...userIds].sort((a, b) => a - b),
    };
  }

  /** The accounts a settlement touches, for locking in id order: house ones and the users'. */
  private async accountIds(trx: WriteTrx, userIds: readonly number[]): Promise<number[]> {
    const { ledger } = this.deps;
    const ids = [
      await ledger.houseAccountId(trx, HOUSE.betsPending),
      await ledger.houseAccountId(trx, HOUSE.betsRevenue),
      await ledger.houseAccountId(trx, HOUSE.payouts),
    ];
    for (const userId of userIds) ids.push(await ledger.userAccountId(trx, userId));
    return ids;
  }

  private async announce(summary: SettlementSummary): Promise<void> {
    const { catalog, broadcaster, log } = this.deps;
    const publish = async (channel: string, event: string, payload: unknown) => {
      try {
        await broadcaster.publish(channel, event, payload);
      } catch (error) {
        log.warn(
          { channel, event, reason: error instanceof Error ? error.message : String(error) },
          'Realtime broadcast failed; the settlement is saved',
        );
      }
    };
    try {
      const markets: MatchBetUpdatePayload = {
        match_id: summary.matchId,
        data: await catalog.marketsOfMatch(summary.matchId),
      };
      await publish(REALTIME_CHANNELS.matchBetUpdate, REALTIME_EVENTS.matchBetUpdate, markets);
    } catch (error) {
      // The settlement is committed; clients see the closed market at their next load.
      log.error(
        {
          marketId: summary.marketId,
          reason: error instanceof Error ? error.message : String(error),
        },
        'Could not read the settled match markets to broadcast them',
      );
    }
    const coinsChanged: CoinsChangedPayload = { reason: 'bet-settled' };
    const settled = await this.settledBetsByUser(summary.marketId).catch((error: unknown) => {
      log.error(
        {
          marketId: summary.marketId,
          reason: error instanceof Error ? error.message : String(error),
        },
        'Could not read the settled bets to announce them',
      );
      return new Map<number, BetsSettledPayload['bets']>();
    });
    for (const userId of summary.userIds) {
      await publish(privateUserChannel(userId), REALTIME_EVENTS.coinsChanged, coinsChanged);
      const bets = settled.get(userId);
      if (bets && bets.length > 0) {
        const payload: BetsSettledPayload = { bets };
        await publish(privateUserChannel(userId), REALTIME_EVENTS.betsSettled, payload);
      }
    }
    await this.announceBetRows(summary.marketId, publish);
  }

  /** `BetUpdated` for each bet of the market, with its history row as settled (issue 32). */
  private async announceBetRows(
    marketId: number,
    publish: (channel: string, event: string, payload: unknown) => Promise<void>,
  ): Promise<void> {
    try {
      const rows = await betHistoryQuery(this.deps.db)
        .where('p.bet_id', '=', marketId)
        .orderBy('p.id')
        .execute();
      for (const row of rows) {
        const payload: BetUpdatedPayload = { bet: toBetHistoryItem(row) };
        await publish(privateUserChannel(row.user_id), REALTIME_EVENTS.betUpdated, payload);
      }
    } catch (error) {
      this.deps.log.error(
        { marketId, reason: error instanceof Error ? error.message : String(error) },
        'Could not read the settled bets to send their rows',
      );
    }
  }

  /** Each user's bets of the market with their status now (committed), for `BetsSettled`. */
  private async settledBetsByUser(
    marketId: number,
  ): Promise<Map<number, NonNullable<BetsSettledPayload['bets']>>> {
    const rows = await this.deps.db
      .selectFrom('placed_bets')
      .select(['id', 'user_id', 'status'])
      .where('bet_id', '=', marketId)
      .where('kind', '=', 'single')
      .orderBy('id')
      .execute();
    rows.push(...(await multiplesWithLegIn(this.deps.db, marketId)));
    const byUser = new Map<number, NonNullable<BetsSettledPayload['bets']>>();
    for (const row of rows) {
      const list = byUser.get(row.user_id) ?? [];
      list.push({ id: row.id, status: row.status as BetSlipStatus });
      byUser.set(row.user_id, list);
    }
    return byUser;
  }
}

function databaseCode(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
  return typeof code === 'string' ? code : '';
}

function alreadySettled(marketId: number): ApiError {
  return new ApiError('CONFLICT', `Market ${marketId} is already settled.`);
}
