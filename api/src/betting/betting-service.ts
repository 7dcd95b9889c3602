/**
 * Placing bets and reading bet history. A placement checks everything and takes the stake as a
 * ledger hold inside one money transaction, reading the market and its odds inside it too, so no
 * bet is placed on a market that has just locked or at a price that has just moved.
 *
 * `submitBet` is the bet submit's one door into the ledger: it asks the ledger for the request's
 * idempotent money transaction and, in it, runs the safer-gambling guard, the checks and the hold.
 * `submitMultiple` is the same door for a multiple (issue 32).
 */
import type { Kysely } from 'kysely';
import type {
  BetHistoryFilter,
  BetHistoryItem,
  BetSubmitResponse,
  Paged,
  PlacedBet,
} from '@sportsbook/shared/contracts';
import { pageOf } from '../db/paging';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { HOUSE } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import type { IdempotentRequest, IdempotentResponse } from '../ledger/idempotency';
import type { SaferGamblingService } from '../safer-gambling/safer-gambling-service';
import { PreparedQuery } from '../db/prepared-query';
import type { WriteTrx } from '../db/write-transaction';
import { oddsToWire } from '../catalog/odds';
import { coinsFromMinor } from '../ledger/coins';
import { betHistoryQuery, toBetHistoryItem, whereBetHistoryFilter } from './bet-history-rows';
import { betReference } from './bet-reference';
import { oddsChangePreferenceOf } from './betting-preferences';
import { withLegs } from './multiple-history';
import type { MultipleBetService, MultiplePlacement } from './multiples';
import { acceptsOdds } from './odds-change';
import {
  BET_PLACED_MESSAGE,
  checkStake,
  ODDS_CHANGED_MESSAGE,
  openEventToBetOn,
} from './placement-checks';
import { payoutMinor } from './stake';

// Cash-out reads a bet's selection as a placement does (cash-out-service.ts).
export { eventToBetOn } from './placement-checks';

export interface BetPlacement {
  userId: number;
  betEventId: number;
  stakeMinor: number;
  /**
   * The odds the slip showed, in hundredths; null when the client sent none. When they differ
   * from the market's, the bettor's odds-change preference decides; a placed bet takes the
   * market's odds.
   */
  oddsSeenCents: number | null;
}

/*
 * A placement's statements, built and compiled once (db/prepared-query.ts): every bet runs them.
 */

const insertPlacedBet = new PreparedQuery(
  ['userId', 'betEventId', 'marketId', 'stakeMinor', 'oddsCents', 'placedAt'],
  (
    trx,
    slots: {
      userId: number;
      betEventId: number;
      marketId: number;
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
        bet_id: slots.marketId,
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
  ['placedBetId', 'holdId'],
  (trx, slots: { placedBetId: number; holdId: number }) =>
    trx
      .updateTable('placed_bets')
      .set({ hold_id: slots.holdId })
      .where('id', '=', slots.placedBetId),
);

/** What a bet must pass before it moves anything, in its transaction: no bet during a break. */
export type BetGuard = Pick<SaferGamblingService, 'guard'>;

export class BettingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly saferGambling: BetGuard,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `POST /ng/bet-submit`: places the bet once per (user, key). One idempotent money transaction
   * asked of the ledger, in which the bettor's breaks are checked and the stake is held; its 201
   * answer is stored with the key, and a retry with the key gets it back and places nothing.
   */
  submitBet(
    request: IdempotentRequest,
    placement: BetPlacement,
  ): Promise<IdempotentResponse<BetSubmitResponse>> {
    return this.ledger.idempotent.run<BetSubmitResponse>(request, async (trx) => {
      await this.saferGambling.guard(trx, placement.userId, { kind: 'bet' });
      return {
        statusCode: 201,
        body: {
          status: 'success',
          message: BET_PLACED_MESSAGE,
          data: await this.placeBet(trx, placement),
        },
      };
    });
  }

  /**
   * `POST /ng/multiple-bet-submit` (issue 32): the multiple's door into the ledger, as `submitBet`
   * is the single's: one idempotent money transaction with the safer-gambling guard and the
   * multiple's placement (multiples.ts) in it.
   */
  submitMultiple(
    request: IdempotentRequest,
    multiples: MultipleBetService,
    placement: MultiplePlacement,
  ): Promise<IdempotentResponse<BetSubmitResponse>> {
    return this.ledger.idempotent.run<BetSubmitResponse>(request, async (trx) => {
      await this.saferGambling.guard(trx, placement.userId, { kind: 'bet' });
      const placed = await multiples.placeMultiple(trx, placement);
      return {
        statusCode: 201,
        body: { status: 'success', message: placed.message, data: placed.bet },
      };
    });
  }

  /**
   * Places a bet in the caller's money transaction (`submitBet`'s, or many to one transaction for
   * the bulk bets of tests and benches); throws a coded ApiError when refused.
   */
  async placeBet(trx: WriteTrx, placement: BetPlacement): Promise<PlacedBet> {
    const event = await openEventToBetOn(trx, placement.betEventId);
    checkStake(placement.stakeMinor, event.cash_limit_minor);
    if (
      placement.oddsSeenCents !== null &&
      placement.oddsSeenCents !== event.odds_cents &&
      // The bettor's preference, read in this transaction: the bet is placed at the current
      // odds when it accepts them, otherwise refused with them (SPEC's slip: `ask`).
      !acceptsOdds(
        await oddsChangePreferenceOf(trx, placement.userId),
        placement.oddsSeenCents,
        event.odds_cents,
      )
    ) {
      throw new ApiError('ODDS_CHANGED', ODDS_CHANGED_MESSAGE, {
        fieldErrors: { bet_ratio: oddsToWire(event.odds_cents).toFixed(2) },
      });
    }

    const placedAt = toDbTime(this.now());
    const bet = await insertPlacedBet.first(trx, {
      userId: placement.userId,
      betEventId: event.id,
      marketId: event.bet_id,
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
    await setHoldOfBet.execute(trx, { placedBetId: bet.id, holdId });
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

  /** `GET /ng/user/profile/bet-history?page=n&status=open|settled`: newest first. */
  async history(
    userId: number,
    page: number,
    filter: BetHistoryFilter = 'all',
  ): Promise<Paged<BetHistoryItem>> {
    const query = whereBetHistoryFilter(betHistoryQuery(this.db), filter)
      .where('p.user_id', '=', userId)
      .orderBy('p.placed_at', 'desc')
      .orderBy('p.id', 'desc');
    const result = await pageOf(query, page, toBetHistoryItem);
    // Issue 32: a multiple's row shows its legs (multiple-history.ts).
    return { ...result, data: await withLegs(this.db, result.data) };
  }
}
