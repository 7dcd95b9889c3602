/**
 * Settling a market (operators, `ops settle`): every pending bet on it resolves in one money
 * transaction. A winner's stake is posted to house:bets-revenue and its payout (stake x odds at
 * placement) paid from house:payouts; a loser's stake is posted to house:bets-revenue; a void
 * market refunds every stake. The market is then closed (bet_status 2) and can never settle again.
 *
 * After the commit it broadcasts the match's markets on `match-bet-update`, and `CoinsChanged` on
 * the private channel of each user whose balance changed. A failed broadcast never undoes it.
 */
import type { Kysely } from 'kysely';
import {
  BET_STATUS_SETTLED,
  privateUserChannel,
  REALTIME_CHANNELS,
  REALTIME_EVENTS,
} from '@sportsbook/shared/contracts';
import type { CoinsChangedPayload, MatchBetUpdatePayload } from '@sportsbook/shared/contracts';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError, notFound } from '../errors';
import { HOUSE } from '../ledger/accounts';
import { isUniqueViolation } from '../ledger/db-errors';
import type { Ledger } from '../ledger/ledger';
import type { MoneyTrx } from '../ledger/money-transaction';
import type { MarketLogger } from '../markets/market-operations';
import type { Broadcaster } from '../realtime/broadcaster';
import { betReference } from './bet-reference';
import { payoutMinor } from './stake';

/** `bet_status` of a settled market: not 1, so clients show it locked and it takes no bets. */
export const MARKET_STATUS_SETTLED = BET_STATUS_SETTLED;

export type SettlementOutcome = { winningBetEventId: number } | 'void';

export interface SettlementSummary {
  betId: number;
  matchId: number;
  outcome: 'winner' | 'void';
  winningBetEventId: number | null;
  won: number;
  lost: number;
  voided: number;
  /** Coins paid to winners (payouts, stakes included), 2 decimals. */
  paid: number;
  /** Coins refunded by a void, 2 decimals. */
  refunded: number;
  /** Users who had a bet settled (a loser's balance is unchanged, but its history changed). */
  userIds: number[];
}

export interface SettlementDeps {
  db: Kysely<Database>;
  ledger: Ledger;
  catalog: CatalogService;
  broadcaster: Broadcaster;
  log: MarketLogger;
  now?: () => Date;
}

export class SettlementService {
  private readonly now: () => Date;

  constructor(private readonly deps: SettlementDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async settleMarket(betId: number, outcome: SettlementOutcome): Promise<SettlementSummary> {
    let summary: SettlementSummary;
    try {
      summary = await this.deps.ledger.run((trx) => this.settleIn(trx, betId, outcome));
    } catch (error) {
      // PostgreSQL: two operators settled at once; the primary key let one through.
      if (isUniqueViolation(error, 'market_settlements_pkey', 'market_settlements.bet_id')) {
        throw alreadySettled(betId);
      }
      throw error;
    }
    await this.announce(summary);
    return summary;
  }

  private async settleIn(
    trx: MoneyTrx,
    betId: number,
    outcome: SettlementOutcome,
  ): Promise<SettlementSummary> {
    const { ledger } = this.deps;
    const market = await trx
      .selectFrom('bets')
      .select(['id', 'match_id'])
      .where('id', '=', betId)
      .executeTakeFirst();
    if (!market) throw notFound(`Market ${betId} not found.`);
    const winningBetEventId = outcome === 'void' ? null : outcome.winningBetEventId;
    if (winningBetEventId !== null) {
      const event = await trx
        .selectFrom('bet_events')
        .select('id')
        .where('id', '=', winningBetEventId)
        .where('bet_id', '=', betId)
        .executeTakeFirst();
      if (!event) {
        throw new ApiError(
          'VALIDATION_FAILED',
          `Bet event ${winningBetEventId} is not in market ${betId}.`,
        );
      }
    }
    const earlier = await trx
      .selectFrom('market_settlements')
      .select('bet_id')
      .where('bet_id', '=', betId)
      .executeTakeFirst();
    if (earlier) throw alreadySettled(betId);

    const settledAt = toDbTime(this.now());
    await trx
      .insertInto('market_settlements')
      .values({
        bet_id: betId,
        outcome: winningBetEventId === null ? 'void' : 'winner',
        winning_bet_event_id: winningBetEventId,
        settled_at: settledAt,
      })
      .execute();
    // Closing the market first makes a concurrent placement (PostgreSQL) wait, then see it closed.
    await trx
      .updateTable('bets')
      .set({ bet_status: MARKET_STATUS_SETTLED })
      .where('id', '=', betId)
      .execute();

    const bets = await trx
      .selectFrom('placed_bets')
      .select(['id', 'user_id', 'bet_event_id', 'stake_minor', 'odds_cents', 'hold_id'])
      .where('bet_id', '=', betId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    const userIds = [...new Set(bets.map((bet) => bet.user_id))];
    await ledger.lockAccounts(trx, await this.accountIds(trx, userIds));

    const summary: SettlementSummary = {
      betId,
      matchId: market.match_id,
      outcome: winningBetEventId === null ? 'void' : 'winner',
      winningBetEventId,
      won: 0,
      lost: 0,
      voided: 0,
      paid: 0,
      refunded: 0,
      userIds,
    };
    let paidMinor = 0;
    let refundedMinor = 0;
    for (const bet of bets) {
      if (bet.hold_id === null) throw new Error(`Bet ${bet.id} has no hold.`);
      const reference = betReference(bet.id);
      const stakeMinor = Number(bet.stake_minor);
      let status: 'won' | 'lost' | 'void';
      let payout = 0;
      if (winningBetEventId === null) {
        await ledger.voidHold(trx, bet.hold_id, {
          kind: 'bet-void',
          transferKey: `${reference}:void`,
        });
        status = 'void';
        refundedMinor += stakeMinor;
        summary.voided += 1;
      } else if (bet.bet_event_id === winningBetEventId) {
        await ledger.postHold(trx, bet.hold_id, HOUSE.betsRevenue, {
          kind: 'bet-won',
          transferKey: `${reference}:won`,
        });
        payout = payoutMinor(stakeMinor, bet.odds_cents);
        await ledger.payUser(trx, HOUSE.payouts, bet.user_id, {
          amountMinor: payout,
          kind: 'bet-payout',
          reference,
          transferKey: `${reference}:payout`,
        });
        status = 'won';
        paidMinor += payout;
        summary.won += 1;
      } else {
        await ledger.postHold(trx, bet.hold_id, HOUSE.betsRevenue, {
          kind: 'bet-lost',
          transferKey: `${reference}:lost`,
        });
        status = 'lost';
        summary.lost += 1;
      }
      const updated = await trx
        .updateTable('placed_bets')
        .set({ status, payout_minor: payout, settled_at: settledAt })
        .where('id', '=', bet.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Error(`Bet ${bet.id} settled twice.`);
    }
    summary.paid = paidMinor / 100;
    summary.refunded = refundedMinor / 100;
    return summary;
  }

  /** The accounts a settlement touches, for locking in id order: house ones and the users'. */
  private async accountIds(trx: MoneyTrx, userIds: readonly number[]): Promise<number[]> {
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
        { betId: summary.betId, reason: error instanceof Error ? error.message : String(error) },
        'Could not read the settled match markets to broadcast them',
      );
    }
    const coinsChanged: CoinsChangedPayload = { reason: 'bet-settled' };
    for (const userId of summary.userIds) {
      await publish(privateUserChannel(userId), REALTIME_EVENTS.coinsChanged, coinsChanged);
    }
  }
}

function alreadySettled(betId: number): ApiError {
  return new ApiError('CONFLICT', `Market ${betId} is already settled.`);
}
