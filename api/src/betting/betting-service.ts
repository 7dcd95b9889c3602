/**
 * Placing bets and reading bet history. A placement checks everything and takes the stake as a
 * ledger hold inside one money transaction, reading the market and its odds inside it too, so no
 * bet is placed on a market that has just locked or at a price that has just moved.
 */
import type { Kysely } from 'kysely';
import {
  BET_STATUS_OPEN,
  STAKE_MIN,
  STAKE_TOO_LOW_MESSAGE,
  stakeTooHighMessage,
} from '@sportsbook/shared/contracts';
import type { BetHistoryItem, Paged, PlacedBet } from '@sportsbook/shared/contracts';
import { pageOf } from '../accounts/paging';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { HOUSE } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import { PreparedQuery } from '../db/prepared-query';
import { isSqlite } from '../db/write-transaction';
import type { WriteTrx } from '../db/write-transaction';
import { coinsFromMinor, oddsToWire } from '../markets/odds';
import { betReference } from './bet-reference';
import { payoutMinor } from './stake';

export const BET_PLACED_MESSAGE = 'Your bet has been placed successfully.';
export const BET_UNAVAILABLE_MESSAGE = 'This bet is no longer available.';
export const MARKET_LOCKED_MESSAGE = 'This market is locked. Please choose another bet.';
export const MATCH_FINISHED_MESSAGE = 'This match has finished. Please choose another bet.';
export const ODDS_CHANGED_MESSAGE =
  'Odds have changed. Please review the new odds and submit again.';

export interface BetPlacement {
  userId: number;
  betEventId: number;
  stakeMinor: number;
  /** The odds the slip showed, in hundredths; null when the client sent none. */
  oddsSeenCents: number | null;
}

/*
 * A placement's statements, built and compiled once (db/prepared-query.ts): every bet runs them.
 */

/** The bet event with its market, match and settlement, read inside the bet's transaction. */
const eventToBetOn = new PreparedQuery(['betEventId'], (trx, slots: { betEventId: number }) => {
  const query = trx
    .selectFrom('bet_events as e')
    .innerJoin('bets as b', 'b.id', 'e.bet_id')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .leftJoin('market_settlements as s', 's.bet_id', 'b.id')
    .select([
      'e.id',
      'e.odds_cents',
      'b.id as bet_id',
      'b.bet_status',
      'b.cash_limit_minor',
      'm.status as match_status',
      's.bet_id as settled_bet_id',
    ])
    .where('e.id', '=', slots.betEventId);
  // PostgreSQL: an odds change, lock or settlement of this market waits for this bet, and this
  // bet waits for them; SQLite's IMMEDIATE transaction already excludes every other writer.
  return isSqlite(trx) ? query : query.forShare(['e', 'b']);
});

const insertPlacedBet = new PreparedQuery(
  ['userId', 'betEventId', 'betId', 'stakeMinor', 'oddsCents', 'placedAt'],
  (
    trx,
    slots: {
      userId: number;
      betEventId: number;
      betId: number;
      stakeMinor: number;
      oddsCents: number;
      placedAt: string;
    },
  ) =>
    trx
      .insertInto('placed_bets')
      .values({
        user_id: slots.userId,
        bet_event_id: slots.betEventId,
        bet_id: slots.betId,
        stake_minor: slots.stakeMinor,
        odds_cents: slots.oddsCents,
        status: 'pending',
        hold_id: null,
        payout_minor: null,
        placed_at: slots.placedAt,
        settled_at: null,
      })
      .returning('id'),
);

const setHoldOfBet = new PreparedQuery(
  ['betId', 'holdId'],
  (trx, slots: { betId: number; holdId: number }) =>
    trx.updateTable('placed_bets').set({ hold_id: slots.holdId }).where('id', '=', slots.betId),
);

export class BettingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Places a bet in the caller's money transaction; throws a coded ApiError when refused. */
  async placeBet(trx: WriteTrx, placement: BetPlacement): Promise<PlacedBet> {
    const event = await eventToBetOn.first(trx, { betEventId: placement.betEventId });
    if (!event) throw new ApiError('NOT_FOUND', BET_UNAVAILABLE_MESSAGE);
    if (event.match_status === 'FINISHED') {
      throw new ApiError('MATCH_FINISHED', MATCH_FINISHED_MESSAGE);
    }
    if (event.bet_status !== BET_STATUS_OPEN || event.settled_bet_id !== null) {
      throw new ApiError('MARKET_LOCKED', MARKET_LOCKED_MESSAGE);
    }
    if (placement.stakeMinor < STAKE_MIN * 100) {
      throw new ApiError('STAKE_TOO_LOW', STAKE_TOO_LOW_MESSAGE, {
        fieldErrors: { bet_amount: STAKE_TOO_LOW_MESSAGE },
      });
    }
    if (placement.stakeMinor > event.cash_limit_minor) {
      const message = stakeTooHighMessage(coinsFromMinor(event.cash_limit_minor));
      throw new ApiError('STAKE_TOO_HIGH', message, { fieldErrors: { bet_amount: message } });
    }
    if (placement.oddsSeenCents !== null && placement.oddsSeenCents !== event.odds_cents) {
      throw new ApiError('ODDS_CHANGED', ODDS_CHANGED_MESSAGE, {
        fieldErrors: { bet_ratio: oddsToWire(event.odds_cents).toFixed(2) },
      });
    }

    const placedAt = toDbTime(this.now());
    const bet = await insertPlacedBet.first(trx, {
      userId: placement.userId,
      betEventId: event.id,
      betId: event.bet_id,
      stakeMinor: placement.stakeMinor,
      oddsCents: event.odds_cents,
      placedAt,
    });
    if (!bet) throw new Error('The bet was not written.');
    // Refuses with INSUFFICIENT_BALANCE (and so rolls the bet back) when the stake is not there.
    const holdId = await this.ledger.hold(trx, {
      userId: placement.userId,
      pendingAccount: HOUSE.betsPending,
      amountMinor: placement.stakeMinor,
      kind: 'bet-stake',
      reference: betReference(bet.id),
      transferKey: `${betReference(bet.id)}:stake`,
    });
    await setHoldOfBet.execute(trx, { betId: bet.id, holdId });
    return {
      id: bet.id,
      bet_event_id: event.id,
      bet_amount: coinsFromMinor(placement.stakeMinor),
      bet_rate: oddsToWire(event.odds_cents),
      possible_win: coinsFromMinor(payoutMinor(placement.stakeMinor, event.odds_cents)),
      status: 'pending',
      bet_placed_at: placedAt,
    };
  }

  /** `GET /ng/user/profile/bet-history?page=n`: newest first. */
  history(userId: number, page: number): Promise<Paged<BetHistoryItem>> {
    const query = this.db
      .selectFrom('placed_bets as p')
      .innerJoin('bet_events as e', 'e.id', 'p.bet_event_id')
      .innerJoin('bets as b', 'b.id', 'p.bet_id')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .select([
        'p.id',
        'p.placed_at',
        'p.stake_minor',
        'p.odds_cents',
        'p.status',
        't.name as tournament',
        'm.title as match_title',
        'b.bet_title',
        'e.bet_event_title',
      ])
      .where('p.user_id', '=', userId)
      .orderBy('p.placed_at', 'desc')
      .orderBy('p.id', 'desc');
    return pageOf(query, page, (row) => ({
      id: row.id,
      bet_placed_at: row.placed_at,
      tournament: row.tournament,
      match_title: row.match_title,
      bet_title: row.bet_title,
      bet_event: { bet_event_title: row.bet_event_title },
      bet_rate: oddsToWire(row.odds_cents),
      bet_amount: coinsFromMinor(Number(row.stake_minor)),
      status: row.status,
    }));
  }
}
