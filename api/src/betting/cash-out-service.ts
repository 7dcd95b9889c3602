/**
 * Cash-out (issue 32): an open bet is bought back by the house at a price from the live odds
 * (cash-out-price.ts) less the house margin (site setting `cash_out_margin_percent`), in full or
 * in part; and the bettor's automatic cash-out, run when the odds of the bet's market move.
 *
 * A single or a multiple (its legs, docs/cash-out.md "Multiples"). A cash-out runs in one money
 * transaction. It reads each leg's market as a bet placement does (shared row locks on
 * PostgreSQL, in market id order, so an odds move, a lock or a settlement waits for it or it for
 * them), then locks the bet's row (FOR UPDATE) and reads what still rides: two cash-outs of one bet,
 * whatever instance runs them, take turns, and the second sees what the first left. The coins
 * move through the ledger once (transfer keys `bet:N:cash-out:S:*`, S the cash-out's sequence,
 * unique per bet): the riding stake's hold is voided, the part that keeps riding held again, the
 * part cashed out taken by house:bets-revenue and the price paid from house:payouts. See
 * docs/cash-out.md.
 */
import type { Kysely } from 'kysely';
import {
  BET_STATUS_OPEN,
  cashOutAmountProblem,
  CASH_OUT_MESSAGES,
  partialCashOutPrice,
  privateUserChannel,
  REALTIME_EVENTS,
  stakeTooHighMessage,
} from '@sportsbook/shared/contracts';
import type {
  BetHistoryItem,
  BetUpdatedPayload,
  CashOutQuote,
  CashOutResponse,
  CoinsChangedPayload,
  OddsChangePreference,
} from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { isSqlite } from '../db/write-transaction';
import type { WriteTrx } from '../db/write-transaction';
import { ApiError, notFound } from '../errors';
import { HOUSE } from '../ledger/accounts';
import { coinsFromMinor, minorFromCoins } from '../ledger/coins';
import type { IdempotentRequest, IdempotentResponse } from '../ledger/idempotency';
import type { Ledger } from '../ledger/ledger';
import type { MarketLogger } from '../markets/market-operations';
import type { Broadcaster } from '../realtime/broadcaster';
import { betHistoryItemOf, ridingStakeMinor } from './bet-history-rows';
import { betReference } from './bet-reference';
import { oddsChangePreferenceOf } from './betting-preferences';
import { eventToBetOn } from './betting-service';
import { cashOutPriceMinor, MARGIN_BPS_WHOLE } from './cash-out-price';
import type { CashOutLeg } from './cash-out-price';
import { acceptsOdds } from './odds-change';
import { parseCoins } from './stake';

/** The site setting of the house margin, in percent with up to 2 decimals ("5", "2.5"). */
export const CASH_OUT_MARGIN_KEY = 'cash_out_margin_percent';
/** The margin when the setting is absent or unreadable: 5 %. */
export const DEFAULT_CASH_OUT_MARGIN_BPS = 500;

export const BET_NOT_FOUND_MESSAGE = 'Bet not found.';
export const CASH_OUT_AMOUNT_MESSAGES = {
  noPrice: 'Cash out is not available for this bet now.',
} as const;

/** The house margin now in force, in basis points (the site setting, or 5 %). */
export async function cashOutMarginBps(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', CASH_OUT_MARGIN_KEY)
    .executeTakeFirst();
  // Percent with 2 decimals is basis points: "2.5" is 250.
  const parsed = parseCoins(row?.value);
  return parsed.ok && parsed.minor <= MARGIN_BPS_WHOLE ? parsed.minor : DEFAULT_CASH_OUT_MARGIN_BPS;
}

export interface CashOutRequestInput {
  userId: number;
  placedBetId: number;
  /** The part of the riding stake to cash out, hundredths; null for all of it. */
  amountMinor: number | null;
  /** The full price the page showed, hundredths; null when the client sent none. */
  priceSeenMinor: number | null;
}

export interface CashOutDone {
  placedBetId: number;
  userId: number;
  paidMinor: number;
}

/** What a bet's row and market say about cashing it out, read inside the caller's transaction. */
interface BetState {
  userId: number;
  status: string;
  ridingMinor: number;
  holdId: number | null;
  cashOutValueMinor: number | null;
  /** A multiple's payout cap (placed with it): no cash-out pays more; null for a single. */
  maxPayoutMinor: number | null;
  sequence: number;
  legs: CashOutLeg[];
  /** Why it cannot be cashed out now, or null. */
  unavailable: string | null;
}

export class CashOutService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly broadcaster: Broadcaster,
    private readonly log: MarketLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * After a cash-out commits: `BetUpdated` with the bet's row and `CoinsChanged` on the bettor's
   * private channel. A failed broadcast is logged; the cash-out stands.
   */
  async announce(done: CashOutDone): Promise<void> {
    const channel = privateUserChannel(done.userId);
    try {
      const bet = await betHistoryItemOf(this.db, done.placedBetId);
      const updated: BetUpdatedPayload = bet ? { bet } : {};
      await this.broadcaster.publish(channel, REALTIME_EVENTS.betUpdated, updated);
      const coins: CoinsChangedPayload = { reason: 'bet-cashed-out' };
      await this.broadcaster.publish(channel, REALTIME_EVENTS.coinsChanged, coins);
    } catch (error) {
      this.log.warn(
        { channel, reason: error instanceof Error ? error.message : String(error) },
        'Realtime broadcast failed; the cash-out is saved',
      );
    }
  }

  /** `GET /ng/bet/{id}/cash-out`: the bettor's own bet's price now (404 for anyone else's). */
  async quote(userId: number, placedBetId: number): Promise<CashOutQuote> {
    const state = await this.stateOf(this.db, placedBetId, false);
    if (!state || state.userId !== userId) throw notFound(BET_NOT_FOUND_MESSAGE);
    const price = state.unavailable === null ? priceOf(state, await cashOutMarginBps(this.db)) : 0;
    const unavailable = state.unavailable ?? (price > 0 ? null : CASH_OUT_AMOUNT_MESSAGES.noPrice);
    return {
      bet_id: placedBetId,
      available: unavailable === null,
      ...(unavailable === null ? {} : { reason: unavailable }),
      price: unavailable === null ? coinsFromMinor(price) : 0,
      stake: coinsFromMinor(state.ridingMinor),
      cash_out_value:
        state.cashOutValueMinor === null ? null : coinsFromMinor(state.cashOutValueMinor),
    };
  }

  /**
   * `POST /ng/bet/cash-out`: the cash-out's one door into the ledger, as `BettingService.submitBet`
   * is the bet submit's. One idempotent money transaction asked of the ledger for the request's
   * key, in which the bet is cashed out (`cashOut`); its answer is stored with the key, and a
   * retry with the key gets it back and pays nothing. After the commit (not for a replay) the
   * bettor hears `BetUpdated` and `CoinsChanged`.
   */
  async cashOutOnce(
    request: IdempotentRequest,
    input: CashOutRequestInput,
  ): Promise<IdempotentResponse<CashOutResponse>> {
    let done: CashOutDone | undefined;
    const answer = await this.ledger.idempotent.run<CashOutResponse>(request, async (trx) => {
      // A retried attempt (PostgreSQL) replaces what the one that rolled back did.
      done = await this.cashOut(trx, input);
      const bet = await betHistoryItemOf(trx, done.placedBetId);
      if (!bet) throw notFound(BET_NOT_FOUND_MESSAGE);
      return {
        statusCode: 200,
        body: {
          status: 'success',
          message:
            bet.remaining_stake === 0
              ? CASH_OUT_MESSAGES.cashedOut
              : CASH_OUT_MESSAGES.partlyCashedOut,
          data: { bet, paid: coinsFromMinor(done.paidMinor) },
        },
      };
    });
    if (!answer.replayed && done) await this.announce(done);
    return answer;
  }

  /**
   * Cashes the bettor's bet out, fully or in part, in the caller's money transaction; throws a
   * coded ApiError (and so moves nothing) when refused.
   */
  async cashOut(trx: WriteTrx, input: CashOutRequestInput): Promise<CashOutDone> {
    const state = await this.stateOf(trx, input.placedBetId, true);
    if (!state || state.userId !== input.userId) throw notFound(BET_NOT_FOUND_MESSAGE);
    if (state.unavailable !== null) throw new ApiError('CASH_OUT_UNAVAILABLE', state.unavailable);
    const riding = state.ridingMinor;
    const amount = input.amountMinor ?? riding;
    if (input.amountMinor !== null) checkAmount(amount, riding);
    const marginBps = await cashOutMarginBps(trx);
    const fullPrice = priceOf(state, marginBps);
    if (
      input.priceSeenMinor !== null &&
      !acceptsOdds(await this.preferenceOf(trx, input.userId), input.priceSeenMinor, fullPrice)
    ) {
      throw new ApiError('CASH_OUT_PRICE_CHANGED', CASH_OUT_MESSAGES.priceChanged, {
        fieldErrors: { price_seen: coinsFromMinor(fullPrice).toFixed(2) },
      });
    }
    // A part pays its share of the full price, exactly as the page's confirmation shows it.
    const price = minorFromCoins(
      partialCashOutPrice(
        coinsFromMinor(fullPrice),
        coinsFromMinor(riding),
        coinsFromMinor(amount),
      ),
    );
    if (price <= 0) throw new ApiError('CASH_OUT_UNAVAILABLE', CASH_OUT_AMOUNT_MESSAGES.noPrice);
    await this.pay(trx, input.placedBetId, state, amount, price, false);
    return { placedBetId: input.placedBetId, userId: input.userId, paidMinor: price };
  }

  /** `POST /ng/bet/auto-cash-out`: sets (hundredths) or clears (null) the automatic value. */
  async setAutomatic(
    userId: number,
    placedBetId: number,
    valueMinor: number | null,
  ): Promise<BetHistoryItem> {
    return this.ledger.run(async (trx) => {
      const state = await this.stateOf(trx, placedBetId, true);
      if (!state || state.userId !== userId) throw notFound(BET_NOT_FOUND_MESSAGE);
      if (state.status !== 'pending' || state.ridingMinor === 0) {
        throw new ApiError('CASH_OUT_UNAVAILABLE', CASH_OUT_MESSAGES.notOpen);
      }
      await trx
        .updateTable('placed_bets')
        .set({ cash_out_value_minor: valueMinor })
        .where('id', '=', placedBetId)
        .execute();
      const row = await betHistoryItemOf(trx, placedBetId);
      if (!row) throw notFound(BET_NOT_FOUND_MESSAGE);
      return row;
    });
  }

  /**
   * The automatic cash-outs of a market whose odds moved: each bet (a single on the market, a
   * multiple with an open leg on it) whose price has reached the
   * value its bettor set is cashed out in full, once, in its own money transaction. Every API
   * instance that sees the move may run this at the same time: inside the transaction the bet's
   * row is locked and read again, so only the first finds the value still set and pays.
   */
  async runAutomatic(marketId: number): Promise<CashOutDone[]> {
    // Two indexed reads (a market's bets; a market's pending legs), not one OR that scans.
    const singles = await this.db
      .selectFrom('placed_bets')
      .select('id')
      .where('bet_id', '=', marketId)
      .where('kind', '=', 'single')
      .where('status', '=', 'pending')
      .where('cash_out_value_minor', 'is not', null)
      .execute();
    const multiples = await this.db
      .selectFrom('placed_bet_legs as l')
      .innerJoin('placed_bets as p', 'p.id', 'l.placed_bet_id')
      .select('p.id')
      .where('l.bet_id', '=', marketId)
      .where('l.result', '=', 'pending')
      .where('p.status', '=', 'pending')
      .where('p.cash_out_value_minor', 'is not', null)
      .execute();
    const candidates = [...singles, ...multiples].sort((a, b) => a.id - b.id);
    const done: CashOutDone[] = [];
    for (const { id } of candidates) {
      try {
        const paid = await this.ledger.run((trx) => this.cashOutAutomatically(trx, id));
        if (paid) {
          done.push(paid);
          await this.announce(paid);
        }
      } catch (error) {
        // One bet's failure (a busy database) leaves the others to run; the next move retries it.
        this.log.error(
          { placedBetId: id, reason: error instanceof Error ? error.message : String(error) },
          'Automatic cash-out failed; the bet is unchanged',
        );
      }
    }
    return done;
  }

  private async cashOutAutomatically(
    trx: WriteTrx,
    placedBetId: number,
  ): Promise<CashOutDone | null> {
    const state = await this.stateOf(trx, placedBetId, true);
    if (!state || state.unavailable !== null || state.cashOutValueMinor === null) return null;
    const price = priceOf(state, await cashOutMarginBps(trx));
    if (price <= 0 || price < state.cashOutValueMinor) return null;
    await this.pay(trx, placedBetId, state, state.ridingMinor, price, true);
    return { placedBetId, userId: state.userId, paidMinor: price };
  }

  private preferenceOf(trx: WriteTrx, userId: number): Promise<OddsChangePreference> {
    return oddsChangePreferenceOf(trx, userId);
  }

  /**
   * The bet, its legs' markets and its price inputs. A single is one leg (its selection); a
   * multiple's legs are its `placed_bet_legs` rows. With `lock` (inside a money transaction) every
   * leg's market is share-locked first, in market id order (one lock order for every reader), and
   * then the bet's row locked for update (PostgreSQL; SQLite's IMMEDIATE transaction already
   * excludes every other writer), in the order a bet placement and a settlement take them.
   */
  private async stateOf(
    db: Kysely<Database>,
    placedBetId: number,
    lock: boolean,
  ): Promise<BetState | undefined> {
    const located = await db
      .selectFrom('placed_bets')
      .select(['kind', 'bet_event_id', 'odds_cents'])
      .where('id', '=', placedBetId)
      .executeTakeFirst();
    if (!located) return undefined;
    const legRows =
      located.kind === 'multiple'
        ? await db
            .selectFrom('placed_bet_legs')
            .select(['bet_event_id', 'odds_cents', 'result'])
            .where('placed_bet_id', '=', placedBetId)
            .orderBy('bet_id')
            .execute()
        : [
            {
              bet_event_id: located.bet_event_id,
              odds_cents: located.odds_cents,
              result: 'pending' as const,
            },
          ];
    const legs: CashOutLeg[] = [];
    let marketProblem: string | null = null;
    for (const leg of legRows) {
      // Outside a transaction (a quote) the share lock ends with the statement.
      const event = await eventToBetOn.first(db, { betEventId: leg.bet_event_id });
      if (!event) return undefined;
      legs.push({
        placedOddsCents: leg.odds_cents,
        currentOddsCents: event.odds_cents,
        result: leg.result,
      });
      // Only an open leg's market matters: a leg already won or void is decided.
      if (leg.result !== 'pending' || marketProblem === CASH_OUT_MESSAGES.marketSettled) continue;
      if (event.settled_bet_id !== null || event.match_status === 'FINISHED') {
        marketProblem = CASH_OUT_MESSAGES.marketSettled;
      } else if (event.bet_status !== BET_STATUS_OPEN) {
        marketProblem = CASH_OUT_MESSAGES.marketLocked;
      }
    }
    const bet = await db
      .selectFrom('placed_bets')
      .select([
        'user_id',
        'status',
        'stake_minor',
        'hold_id',
        'remaining_stake_minor',
        'cash_out_value_minor',
        'max_payout_minor',
      ])
      .where('id', '=', placedBetId)
      .$if(lock && !isSqlite(db), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!bet) return undefined;
    const sequence = await db
      .selectFrom('bet_cash_outs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('placed_bet_id', '=', placedBetId)
      .executeTakeFirstOrThrow();
    const riding = ridingStakeMinor(bet);
    // A lost leg settles its multiple lost at once: it is no longer open.
    const open = bet.status === 'pending' && riding > 0 && !legs.some((l) => l.result === 'lost');
    return {
      userId: bet.user_id,
      status: bet.status,
      ridingMinor: riding,
      holdId: bet.hold_id,
      cashOutValueMinor:
        bet.cash_out_value_minor === null ? null : Number(bet.cash_out_value_minor),
      maxPayoutMinor: bet.max_payout_minor === null ? null : Number(bet.max_payout_minor),
      sequence: Number(sequence.n) + 1,
      legs,
      unavailable: open ? marketProblem : CASH_OUT_MESSAGES.notOpen,
    };
  }

  /** The ledger moves and the rows of one cash-out of `amount` for `price`. */
  private async pay(
    trx: WriteTrx,
    placedBetId: number,
    state: BetState,
    amount: number,
    price: number,
    automatic: boolean,
  ): Promise<void> {
    const { ledger } = this;
    if (state.holdId === null) throw new Error(`Bet ${placedBetId} has no hold.`);
    const reference = betReference(placedBetId);
    const key = `${reference}:cash-out:${state.sequence}`;
    const rest = state.ridingMinor - amount;
    // PostgreSQL: the accounts in id order up front, as settlement takes them, so the four
    // transfers below never wait for each other's accounts in a circle.
    await ledger.lockAccounts(trx, [
      await ledger.houseAccountId(trx, HOUSE.betsPending),
      await ledger.houseAccountId(trx, HOUSE.betsRevenue),
      await ledger.houseAccountId(trx, HOUSE.payouts),
      await ledger.userAccountId(trx, state.userId),
    ]);
    let holdId = state.holdId;
    if (rest === 0) {
      // All of it: the riding stake's hold goes to the house as a settled stake would.
      await ledger.postHold(trx, state.holdId, HOUSE.betsRevenue, {
        kind: 'bet-cash-out-stake',
        transferKey: `${key}:stake`,
      });
    } else {
      await ledger.voidHold(trx, state.holdId, {
        kind: 'bet-cash-out-release',
        transferKey: `${key}:release`,
      });
      holdId = await ledger.hold(trx, {
        userId: state.userId,
        pendingAccount: HOUSE.betsPending,
        amountMinor: rest,
        kind: 'bet-cash-out-ride',
        reference,
        transferKey: `${key}:ride`,
      });
      const { userAccountId, houseAccountId } = await ledger.userAndHouseAccountIds(
        trx,
        state.userId,
        HOUSE.betsRevenue,
      );
      await ledger.transfer(trx, {
        fromAccountId: userAccountId,
        toAccountId: houseAccountId,
        amountMinor: amount,
        kind: 'bet-cash-out-stake',
        reference,
        transferKey: `${key}:stake`,
      });
    }
    await ledger.payUser(trx, HOUSE.payouts, state.userId, {
      amountMinor: price,
      kind: 'bet-cash-out',
      reference,
      transferKey: `${key}:paid`,
    });
    const updated = await trx
      .updateTable('placed_bets')
      .set((eb) => ({
        hold_id: holdId,
        remaining_stake_minor: rest,
        cashed_out_minor: eb('cashed_out_minor', '+', price),
        // The value was set for the bet as it stood: any cash-out clears it.
        cash_out_value_minor: null,
      }))
      .where('id', '=', placedBetId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error(`Bet ${placedBetId} is not open.`);
    await trx
      .insertInto('bet_cash_outs')
      .values({
        placed_bet_id: placedBetId,
        user_id: state.userId,
        sequence: state.sequence,
        stake_minor: amount,
        price_minor: price,
        automatic: automatic ? 1 : 0,
        created_at: toDbTime(this.now()),
      })
      .execute();
  }
}

/**
 * The whole riding stake's price now (cash-out-price.ts), within a multiple's payout cap: a
 * cash-out never pays more than the bet could win.
 */
function priceOf(state: BetState, marginBps: number): number {
  const price = cashOutPriceMinor(state.ridingMinor, state.legs, marginBps);
  return state.maxPayoutMinor === null ? price : Math.min(price, state.maxPayoutMinor);
}

/**
 * The part asked for against what rides: shared's `cashOutAmountProblem`, the page's rule and
 * message (at least SPEC's smallest stake, at most what rides, and 0 or at least the smallest
 * stake left riding); a coded 422 naming `amount`.
 */
function checkAmount(amount: number, riding: number): void {
  const problem = cashOutAmountProblem(coinsFromMinor(amount), coinsFromMinor(riding));
  if (problem === null) return;
  const code =
    problem === stakeTooHighMessage(coinsFromMinor(riding)) ? 'VALIDATION_FAILED' : 'STAKE_TOO_LOW';
  throw new ApiError(code, problem, { fieldErrors: { amount: problem }, statusCode: 422 });
}
