/**
 * The operations that change markets and matches: odds, market status, match start and finish,
 * new matches. Each writes the database first, in one write transaction (IMMEDIATE on SQLite,
 * see db/write-transaction.ts), and only after the commit broadcasts the realtime event of SPEC
 * section 7. A failed broadcast is logged and never undoes or fails the write: clients catch up
 * at their next list load.
 *
 * Used by the simulator and the ops tool; bet settlement (the ledger) hooks in at `finishMatch`.
 */
import type { Kysely } from 'kysely';
import {
  BET_STATUS_LOCKED,
  BET_STATUS_OPEN,
  BET_STATUS_SETTLED,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type {
  MatchBetUpdatePayload,
  OddsChangePayload,
  ReloadMatchesPayload,
} from '@sportsbook/shared/contracts';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { WriteTransactions } from '../db/write-transaction';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError, notFound } from '../errors';
import type { Broadcaster } from '../realtime/broadcaster';
import { insertMatch } from './insert-match';
import { initialLiveUpdate } from './live-updates';
import type { MatchPlan } from './match-factory';
import { MAX_ODDS_CENTS, MIN_ODDS_CENTS, oddsFromDecimal, oddsToWire } from '../catalog/odds';

/** The log calls the operations and the simulator make; Fastify's (pino) logger fits. */
export interface MarketLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A new decimal price for one bet event of a market. */
export interface OddsChange {
  id: number;
  bet_ratio: number;
}

export type MarketStatus = typeof BET_STATUS_OPEN | typeof BET_STATUS_LOCKED;

export interface NewMatchInput {
  tournamentId: number;
  plan: MatchPlan;
  startsAt: Date;
}

export interface MarketOperationsDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  broadcaster: Broadcaster;
  log: MarketLogger;
  /** The clock for updated_at; injected so tests and the simulator agree on time. */
  now?: () => Date;
}

export class MarketOperations {
  private readonly transactions: WriteTransactions;
  private readonly catalog: CatalogService;
  private readonly broadcaster: Broadcaster;
  private readonly log: MarketLogger;
  private readonly now: () => Date;
  private failedBroadcasts = 0;
  private readonly oddsListeners: ((marketId: number) => Promise<unknown>)[] = [];

  constructor(deps: MarketOperationsDeps) {
    this.transactions = new WriteTransactions(deps.db);
    this.catalog = deps.catalog;
    this.broadcaster = deps.broadcaster;
    this.log = deps.log;
    this.now = deps.now ?? (() => new Date());
  }

  /** Sets new odds on bet events of one market; broadcasts `MatchEvents` on `bet-ratio-change`. */
  async changeOdds(marketId: number, changes: readonly OddsChange[]): Promise<OddsChangePayload> {
    if (changes.length === 0) {
      throw new ApiError('VALIDATION_FAILED', 'Give at least one new price.');
    }
    const ids = changes.map((change) => change.id);
    if (new Set(ids).size !== ids.length) {
      throw new ApiError('VALIDATION_FAILED', 'Each bet event may be priced once.');
    }
    const priced = changes.map((change) => {
      const oddsCents = oddsFromDecimal(change.bet_ratio);
      if (
        !Number.isFinite(change.bet_ratio) ||
        oddsCents < MIN_ODDS_CENTS ||
        oddsCents > MAX_ODDS_CENTS
      ) {
        throw new ApiError(
          'VALIDATION_FAILED',
          `Odds must be from ${oddsToWire(MIN_ODDS_CENTS)} to ${oddsToWire(MAX_ODDS_CENTS)}.`,
          { fieldErrors: { bet_ratio: `Odds of bet event ${change.id} are out of range.` } },
        );
      }
      return { id: change.id, oddsCents };
    });

    const payload = await this.transactions.run(async (trx) => {
      const market = await this.openMatchMarket(trx, marketId);
      const events = await trx
        .selectFrom('bet_events')
        .select('id')
        .where('bet_id', '=', market.id)
        .execute();
      const known = new Set(events.map((event) => event.id));
      const stranger = priced.find((change) => !known.has(change.id));
      if (stranger) {
        throw new ApiError(
          'VALIDATION_FAILED',
          `Bet event ${stranger.id} is not in market ${marketId}.`,
        );
      }
      for (const change of priced) {
        await trx
          .updateTable('bet_events')
          .set({ odds_cents: change.oddsCents })
          .where('id', '=', change.id)
          .where('bet_id', '=', market.id)
          .execute();
      }
      await this.touchMatch(trx, market.match_id);
      return {
        betId: market.id,
        data: priced.map((change) => ({ id: change.id, bet_ratio: oddsToWire(change.oddsCents) })),
      } satisfies OddsChangePayload;
    });
    await this.publish(REALTIME_CHANNELS.betRatioChange, REALTIME_EVENTS.matchEvents, payload);
    await this.tellOddsListeners(marketId);
    return payload;
  }

  /**
   * Runs `listener` after each odds move of a market has committed (the automatic cash-out,
   * issue 32). Its failure is logged and never undoes or fails the move.
   */
  onOddsChanged(listener: (marketId: number) => Promise<unknown>): void {
    this.oddsListeners.push(listener);
  }

  private async tellOddsListeners(marketId: number): Promise<void> {
    for (const listener of this.oddsListeners) {
      try {
        await listener(marketId);
      } catch (error) {
        this.log.error(
          { marketId, reason: error instanceof Error ? error.message : String(error) },
          'Work after an odds move failed; the odds are saved',
        );
      }
    }
  }

  /**
   * Opens or locks a market; broadcasts `MatchBetUpdate` on `match-bet-update` with the match's
   * full list of markets.
   */
  async setMarketStatus(marketId: number, status: number): Promise<MatchBetUpdatePayload> {
    if (status !== BET_STATUS_OPEN && status !== BET_STATUS_LOCKED) {
      throw new ApiError(
        'VALIDATION_FAILED',
        `Market status must be ${BET_STATUS_OPEN} (open) or ${BET_STATUS_LOCKED} (locked).`,
      );
    }
    const payload = await this.transactions.run(async (trx) => {
      const market = await this.openMatchMarket(trx, marketId);
      await trx
        .updateTable('bets')
        .set({ bet_status: status })
        .where('id', '=', marketId)
        .execute();
      await this.touchMatch(trx, market.match_id);
      return {
        match_id: market.match_id,
        data: await this.catalog.marketsOfMatch(market.match_id, trx),
      } satisfies MatchBetUpdatePayload;
    });
    await this.publish(REALTIME_CHANNELS.matchBetUpdate, REALTIME_EVENTS.matchBetUpdate, payload);
    return payload;
  }

  /**
   * Moves an upcoming match to live with its opening score text ("BAN 0/0 (0.0 ov)");
   * broadcasts `ReloadMatches`.
   */
  async startMatch(matchId: number): Promise<ReloadMatchesPayload> {
    await this.transactions.run(async (trx) => {
      const match = await this.findMatch(trx, matchId);
      if (match.status !== 'UPCOMING') {
        throw new ApiError('CONFLICT', `Match ${matchId} is ${match.status}, not UPCOMING.`);
      }
      const liveUpdates = initialLiveUpdate(match.slug, match.first_team, match.second_team);
      await trx
        .updateTable('matches')
        .set({ status: 'LIVE', live_updates: liveUpdates, updated_at: toDbTime(this.now()) })
        .where('id', '=', matchId)
        .execute();
    });
    return this.reload('match-started', matchId);
  }

  /**
   * Ends a live or upcoming match and locks all its markets, so it takes no more bets; broadcasts
   * `ReloadMatches`. Settling the bets placed on it is the ledger's job.
   */
  async finishMatch(matchId: number): Promise<ReloadMatchesPayload> {
    await this.transactions.run(async (trx) => {
      const match = await this.findMatch(trx, matchId);
      if (match.status === 'FINISHED') {
        throw new ApiError('MATCH_FINISHED', `Match ${matchId} is already finished.`);
      }
      await trx
        .updateTable('matches')
        .set({ status: 'FINISHED', updated_at: toDbTime(this.now()) })
        .where('id', '=', matchId)
        .execute();
      await trx
        .updateTable('bets')
        .set({ bet_status: BET_STATUS_LOCKED })
        .where('match_id', '=', matchId)
        .where('bet_status', '!=', BET_STATUS_SETTLED)
        .execute();
    });
    return this.reload('match-finished', matchId);
  }

  /** Adds an upcoming match with its markets; broadcasts `ReloadMatches`. */
  async addMatch(input: NewMatchInput): Promise<ReloadMatchesPayload> {
    const matchId = await this.transactions.run(async (trx) => {
      const tournament = await trx
        .selectFrom('tournaments')
        .select('id')
        .where('id', '=', input.tournamentId)
        .executeTakeFirst();
      if (!tournament) throw notFound(`Tournament ${input.tournamentId} not found.`);
      return insertMatch(trx, {
        tournamentId: input.tournamentId,
        plan: input.plan,
        status: 'UPCOMING',
        matchDatetime: toDbTime(input.startsAt),
        liveUpdates: null,
        createdAt: toDbTime(this.now()),
      });
    });
    return this.reload('match-added', matchId);
  }

  /**
   * Writes a live match's score text. No event of its own: clients see it at their next list
   * load (the simulator sends a `live-update` reload now and then).
   */
  async setLiveUpdates(matchId: number, liveUpdates: string): Promise<void> {
    const result = await this.transactions.run((trx) =>
      trx
        .updateTable('matches')
        .set({ live_updates: liveUpdates, updated_at: toDbTime(this.now()) })
        .where('id', '=', matchId)
        .where('status', '=', 'LIVE')
        .executeTakeFirst(),
    );
    if (Number(result.numUpdatedRows) !== 1) {
      throw new ApiError('CONFLICT', `Match ${matchId} is not live.`);
    }
  }

  /** Tells clients to refetch their lists. */
  async reload(reason: ReloadMatchesPayload['reason'], matchId: number | null) {
    const payload: ReloadMatchesPayload = { reason, match_id: matchId };
    await this.publish(REALTIME_CHANNELS.reloadMatches, REALTIME_EVENTS.reloadMatches, payload);
    return payload;
  }

  /** A market whose match is still open; markets of finished matches are frozen. */
  private async openMatchMarket(db: Kysely<Database>, marketId: number) {
    const market = await db
      .selectFrom('bets as b')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .select(['b.id', 'b.match_id', 'b.bet_status', 'm.status'])
      .where('b.id', '=', marketId)
      .executeTakeFirst();
    if (!market) throw notFound(`Market ${marketId} not found.`);
    if (market.status === 'FINISHED') {
      throw new ApiError('MATCH_FINISHED', `The match of market ${marketId} is finished.`);
    }
    // A settled market has paid out: reopening it or moving its odds would mislead bettors.
    if (market.bet_status === BET_STATUS_SETTLED) {
      throw new ApiError('CONFLICT', `Market ${marketId} is settled.`);
    }
    return market;
  }

  private async findMatch(db: Kysely<Database>, matchId: number) {
    const match = await db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .innerJoin('sports as s', 's.id', 't.sport_id')
      .select(['m.status', 'm.first_team', 'm.second_team', 's.slug'])
      .where('m.id', '=', matchId)
      .executeTakeFirst();
    if (!match) throw notFound(`Match ${matchId} not found.`);
    return match;
  }

  private async touchMatch(trx: WriteTrx, matchId: number): Promise<void> {
    await trx
      .updateTable('matches')
      .set({ updated_at: toDbTime(this.now()) })
      .where('id', '=', matchId)
      .execute();
  }

  private async publish(channel: string, event: string, payload: unknown): Promise<void> {
    try {
      await this.broadcaster.publish(channel, event, payload);
      this.failedBroadcasts = 0;
    } catch (error) {
      // While the realtime server is down every change fails the same way: log the first
      // failure, then one line per hundred, instead of one per tick.
      this.failedBroadcasts += 1;
      if (this.failedBroadcasts % 100 === 1) {
        this.log.warn(
          { channel, event, reason: describeError(error), failures: this.failedBroadcasts },
          'Realtime broadcast failed; the change is saved, clients see it at their next load',
        );
      }
    }
  }
}

/** The message of an error and of its causes (the Pusher SDK nests the network error). */
function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    parts.push(current.message);
    const nested: unknown =
      current.cause ?? (current as Error & { error?: unknown }).error ?? undefined;
    current = nested;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}
