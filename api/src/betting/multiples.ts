/**
 * Placing a multiple (accumulator, issue 32) and reading its legs. A multiple is one stake on 2 to
 * MAX_MULTIPLE_LEGS selections of different matches: a `placed_bets` row of kind `multiple` with
 * the combined odds (product of the legs' odds to 2 decimals, accumulator.ts) and one
 * `placed_bet_legs` row per selection. Placement runs in the caller's money transaction, reading
 * every leg there as a single's selection is read (betting-service.ts), so no leg is taken on a
 * market that has just locked or at a price the bettor's odds-change preference refuses.
 * See docs/multiples.md.
 */
import type { Kysely } from 'kysely';
import {
  multiplePayoutCappedMessage,
  MULTIPLE_CORRELATED_MESSAGE,
} from '@sportsbook/shared/contracts';
import type { PlacedBet, PlacedBetLeg } from '@sportsbook/shared/contracts';
import { oddsToWire } from '../catalog/odds';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError } from '../errors';
import { HOUSE } from '../ledger/accounts';
import { coinsFromMinor } from '../ledger/coins';
import type { Ledger } from '../ledger/ledger';
import { accumulatorPayoutMinor, combinedOddsCents } from './accumulator';
import { betDisplayReference, betReference } from './bet-reference';
import { oddsChangePreferenceOf } from './betting-preferences';
import {
  BET_PLACED_MESSAGE,
  checkStake,
  ODDS_CHANGED_MESSAGE,
  openEventToBetOn,
} from './placement-checks';
import type { EventToBetOn } from './placement-checks';
import { acceptsOdds } from './odds-change';

/**
 * The largest combined odds a multiple's row keeps, in hundredths (the column is a 32-bit
 * integer). Twenty long shots can multiply past it; the payout is capped far below, and the legs
 * keep every leg's own odds, which settlement uses.
 */
export const MAX_ODDS_CENTS = 2_147_483_647;

export interface MultiplePlacement {
  userId: number;
  /** The legs' selections, distinct, in the order the slip submitted them (2 to 20). */
  betEventIds: readonly number[];
  stakeMinor: number;
  /** The odds the slip showed for each leg (same order), null where it sent none. */
  oddsSeenCents: readonly (number | null)[];
}

/** A placed multiple and the message its answer carries (it names the payout cap when reached). */
export interface PlacedMultiple {
  bet: PlacedBet;
  message: string;
}

/** The same refusal, naming the leg it is about in `errors.bet_event_ids`. */
function aboutLeg(error: unknown, betEventId: number): unknown {
  if (!(error instanceof ApiError)) return error;
  return new ApiError(error.code, error.message, {
    fieldErrors: { ...error.fieldErrors, bet_event_ids: String(betEventId) },
    statusCode: error.statusCode,
  });
}

export class MultipleBetService {
  constructor(
    private readonly ledger: Ledger,
    /** The site's maximum multiple payout (config `MAX_MULTIPLE_PAYOUT`), minor units. */
    private readonly maxPayoutMinor: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Places a multiple in the caller's money transaction; throws a coded ApiError when refused. */
  async placeMultiple(trx: WriteTrx, placement: MultiplePlacement): Promise<PlacedMultiple> {
    // Read in id order, so two placements sharing markets take their share locks (PostgreSQL)
    // in one order; kept in the submitted order afterwards.
    const byId = new Map<number, EventToBetOn>();
    for (const betEventId of [...placement.betEventIds].sort((a, b) => a - b)) {
      try {
        byId.set(betEventId, await openEventToBetOn(trx, betEventId));
      } catch (error) {
        throw aboutLeg(error, betEventId);
      }
    }
    const legs = placement.betEventIds.map((id) => byId.get(id)!);

    const firstOfMatch = new Map<number, number>();
    for (const leg of legs) {
      const other = firstOfMatch.get(leg.match_id);
      if (other !== undefined) {
        throw new ApiError('MULTIPLE_CORRELATED', MULTIPLE_CORRELATED_MESSAGE, {
          fieldErrors: { bet_event_ids: `${other},${leg.id}` },
        });
      }
      firstOfMatch.set(leg.match_id, leg.id);
    }

    // SPEC's stake rules apply to the one stake; the tightest market's cash limit bounds it.
    checkStake(placement.stakeMinor, Math.min(...legs.map((leg) => leg.cash_limit_minor)));

    await this.checkOdds(trx, placement, legs);

    const legsOdds = legs.map((leg) => leg.odds_cents);
    const combined = combinedOddsCents(legsOdds);
    const possibleWinMinor = accumulatorPayoutMinor(
      placement.stakeMinor,
      legsOdds,
      this.maxPayoutMinor,
    );
    const capped =
      accumulatorPayoutMinor(placement.stakeMinor, legsOdds, this.maxPayoutMinor + 1) >
      this.maxPayoutMinor;

    const placedAt = toDbTime(this.now());
    const first = legs[0]!;
    const bet = await trx
      .insertInto('placed_bets')
      .values({
        user_id: placement.userId,
        bet_event_id: first.id,
        bet_id: first.bet_id,
        stake_minor: placement.stakeMinor,
        odds_cents: combined > BigInt(MAX_ODDS_CENTS) ? MAX_ODDS_CENTS : Number(combined),
        status: 'pending',
        hold_id: null,
        payout_minor: null,
        placed_at: placedAt,
        settled_at: null,
        kind: 'multiple',
        max_payout_minor: this.maxPayoutMinor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('placed_bet_legs')
      .values(
        legs.map((leg, index) => ({
          placed_bet_id: bet.id,
          leg_no: index + 1,
          bet_event_id: leg.id,
          bet_id: leg.bet_id,
          odds_cents: leg.odds_cents,
          result: 'pending' as const,
          settled_at: null,
        })),
      )
      .execute();
    // Refuses with INSUFFICIENT_BALANCE (and so rolls the multiple back) when the stake is not there.
    const holdId = await this.ledger.hold(trx, {
      userId: placement.userId,
      pendingAccount: HOUSE.betsPending,
      amountMinor: placement.stakeMinor,
      kind: 'multiple-stake',
      reference: betReference(bet.id),
      transferKey: `${betReference(bet.id)}:stake`,
    });
    await trx
      .updateTable('placed_bets')
      .set({ hold_id: holdId })
      .where('id', '=', bet.id)
      .execute();

    const cap = coinsFromMinor(this.maxPayoutMinor);
    return {
      message: capped
        ? `${BET_PLACED_MESSAGE} ${multiplePayoutCappedMessage(cap)}`
        : BET_PLACED_MESSAGE,
      bet: {
        id: bet.id,
        bet_event_id: first.id,
        bet_amount: coinsFromMinor(placement.stakeMinor),
        bet_rate: combinedOddsToWire(combined),
        possible_win: coinsFromMinor(possibleWinMinor),
        status: 'pending',
        bet_placed_at: placedAt,
        kind: 'multiple',
        reference: betDisplayReference(bet.id),
        legs: (await legsOf(trx, [bet.id])).get(bet.id) ?? [],
      },
    };
  }

  /**
   * The bettor's odds-change preference (read in this transaction) applied to each leg whose
   * odds the slip showed: refused with ODDS_CHANGED and the current odds of every leg when one
   * leg's change is not accepted.
   */
  private async checkOdds(
    trx: WriteTrx,
    placement: MultiplePlacement,
    legs: readonly EventToBetOn[],
  ): Promise<void> {
    const changed = legs.some((leg, index) => {
      const seen = placement.oddsSeenCents[index] ?? null;
      return seen !== null && seen !== leg.odds_cents;
    });
    if (!changed) return;
    const preference = await oddsChangePreferenceOf(trx, placement.userId);
    const accepted = legs.every((leg, index) => {
      const seen = placement.oddsSeenCents[index] ?? null;
      return seen === null || acceptsOdds(preference, seen, leg.odds_cents);
    });
    if (accepted) return;
    throw new ApiError('ODDS_CHANGED', ODDS_CHANGED_MESSAGE, {
      fieldErrors: {
        bet_ratios: legs.map((leg) => oddsToWire(leg.odds_cents).toFixed(2)).join(','),
      },
    });
  }
}

/** Combined odds in hundredths as the wire's decimal number. */
export function combinedOddsToWire(combinedCents: bigint): number {
  return Number(combinedCents) / 100;
}

/** The legs of these multiples, each in its submitted order, for answers and bet history. */
export async function legsOf(
  db: Kysely<Database>,
  placedBetIds: readonly number[],
): Promise<Map<number, PlacedBetLeg[]>> {
  const byBet = new Map<number, PlacedBetLeg[]>();
  if (placedBetIds.length === 0) return byBet;
  const rows = await db
    .selectFrom('placed_bet_legs as l')
    .innerJoin('bet_events as e', 'e.id', 'l.bet_event_id')
    .innerJoin('bets as b', 'b.id', 'l.bet_id')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'l.placed_bet_id',
      'l.bet_event_id',
      'l.odds_cents',
      'l.result',
      'e.bet_event_title',
      'm.title as match_title',
      't.name as tournament',
    ])
    .where('l.placed_bet_id', 'in', placedBetIds)
    .orderBy('l.placed_bet_id')
    .orderBy('l.leg_no')
    .execute();
  for (const row of rows) {
    const legs = byBet.get(row.placed_bet_id) ?? [];
    legs.push({
      bet_event_id: row.bet_event_id,
      title: row.bet_event_title,
      match_title: row.match_title,
      tournament: row.tournament,
      odds: oddsToWire(row.odds_cents),
      result: row.result,
    });
    byBet.set(row.placed_bet_id, legs);
  }
  return byBet;
}
