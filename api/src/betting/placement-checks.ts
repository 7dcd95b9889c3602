/**
 * What every placement checks in its money transaction, a single's selection and each leg of a
 * multiple alike: the selection is open to bets (read with its market and match) and the stake
 * keeps SPEC's rules. The single's door (betting-service.ts) and the multiple's placement
 * (multiples.ts) both use it, so neither imports the other for it.
 */
import {
  BET_STATUS_OPEN,
  STAKE_MIN,
  STAKE_TOO_LOW_MESSAGE,
  stakeTooHighMessage,
} from '@sportsbook/shared/contracts';
import { PreparedQuery } from '../db/prepared-query';
import { isSqlite } from '../db/write-transaction';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError } from '../errors';
import { coinsFromMinor } from '../ledger/coins';

export const BET_PLACED_MESSAGE = 'Your bet has been placed successfully.';
export const BET_UNAVAILABLE_MESSAGE = 'This bet is no longer available.';
export const MARKET_LOCKED_MESSAGE = 'This market is locked. Please choose another bet.';
export const MATCH_FINISHED_MESSAGE = 'This match has finished. Please choose another bet.';
export const ODDS_CHANGED_MESSAGE =
  'Odds have changed. Please review the new odds and submit again.';

/** The bet event with its market, match and settlement, read inside the bet's transaction. */
export const eventToBetOn = new PreparedQuery(
  ['betEventId'],
  (trx, slots: { betEventId: number }) => {
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
        'b.match_id',
        'm.status as match_status',
        's.bet_id as settled_bet_id',
      ])
      .where('e.id', '=', slots.betEventId);
    // PostgreSQL: an odds change, lock or settlement of this market waits for this bet, and this
    // bet waits for them; SQLite's IMMEDIATE transaction already excludes every other writer.
    return isSqlite(trx) ? query : query.forShare(['e', 'b']);
  },
);

export type EventToBetOn = NonNullable<Awaited<ReturnType<typeof eventToBetOn.first>>>;

/**
 * The selection with its market and match, read (PostgreSQL: share-locked) in the bet's
 * transaction; refused when no bet may be placed on it: unknown, its match finished, its market
 * locked or settled. A single's selection, and each leg of a multiple.
 */
export async function openEventToBetOn(trx: WriteTrx, betEventId: number): Promise<EventToBetOn> {
  const event = await eventToBetOn.first(trx, { betEventId });
  if (!event) throw new ApiError('NOT_FOUND', BET_UNAVAILABLE_MESSAGE);
  if (event.match_status === 'FINISHED') {
    throw new ApiError('MATCH_FINISHED', MATCH_FINISHED_MESSAGE);
  }
  if (event.bet_status !== BET_STATUS_OPEN || event.settled_bet_id !== null) {
    throw new ApiError('MARKET_LOCKED', MARKET_LOCKED_MESSAGE);
  }
  return event;
}

/** SPEC's stake rules (section 5): at least STAKE_MIN coins, at most the market's cash limit. */
export function checkStake(stakeMinor: number, cashLimitMinor: number): void {
  if (stakeMinor < STAKE_MIN * 100) {
    throw new ApiError('STAKE_TOO_LOW', STAKE_TOO_LOW_MESSAGE, {
      fieldErrors: { bet_amount: STAKE_TOO_LOW_MESSAGE },
    });
  }
  if (stakeMinor > cashLimitMinor) {
    const message = stakeTooHighMessage(coinsFromMinor(cashLimitMinor));
    throw new ApiError('STAKE_TOO_HIGH', message, { fieldErrors: { bet_amount: message } });
  }
}
