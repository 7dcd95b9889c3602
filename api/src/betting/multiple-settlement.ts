/**
 * Settling the legs of multiples (issue 32) when a market settles (settlement.ts runs these
 * chunks after the market's singles). Each leg of the market gets its result (the winner won,
 * the other selections lost, a void market voids it); then its multiple is looked at again
 * (accumulator.ts): a lost leg loses it at once, even while other legs are open; when its last
 * leg is known, every void leg counts 1.00, a multiple with a won leg pays stake x product (capped
 * at the payout cap it was placed with), and one whose every leg is void gets its stake back. Its
 * hold is posted or voided once, through the ledger, with the multiple's transfer keys. After
 * cash-outs all of this is on the riding stake (docs/cash-out.md).
 *
 * Chunks are bounded like the singles' (chunk size and time budget). The multiples a chunk
 * touches are locked first (PostgreSQL: FOR UPDATE, in id order), so two markets settling legs
 * of one multiple at once take turns and the second sees the first's leg.
 */
import type { Kysely } from 'kysely';
import type { BetSlipStatus } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import type { WriteTrx } from '../db/write-transaction';
import { HOUSE } from '../ledger/accounts';
import type { Ledger } from '../ledger/ledger';
import { settleAccumulator } from './accumulator';
import type { AccumulatorOutcome } from './accumulator';
import { ridingStakeMinor } from './bet-history-rows';
import { betReference } from './bet-reference';

export interface LegsChunkContext {
  ledger: Ledger;
  marketId: number;
  /** The market's winning selection; null when the market is void. */
  winningBetEventId: number | null;
  settledAt: string;
  chunkSize: number;
  chunkBudgetMs: number;
  clockMs: () => number;
  /** Locks the ledger accounts these users' settlements touch (house ones included), in order. */
  lockAccountsOf: (userIds: readonly number[]) => Promise<void>;
}

/** Whether the market still has legs of multiples without a result. */
export async function hasPendingLegs(db: Kysely<Database>, marketId: number): Promise<boolean> {
  const pending = await db
    .selectFrom('placed_bet_legs')
    .select('placed_bet_id')
    .where('bet_id', '=', marketId)
    .where('result', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return pending !== undefined;
}

/** How many legs of multiples the market has, and how many of them are still pending. */
export async function legCountsOf(
  db: Kysely<Database>,
  marketId: number,
): Promise<{ all: number; pending: number }> {
  const rows = await db
    .selectFrom('placed_bet_legs')
    .select((eb) => ['result', eb.fn.countAll<number>().as('legs')])
    .where('bet_id', '=', marketId)
    .groupBy('result')
    .execute();
  return {
    all: rows.reduce((sum, row) => sum + Number(row.legs), 0),
    pending: Number(rows.find((row) => row.result === 'pending')?.legs ?? 0),
  };
}

/** Resolves the market's next pending legs, oldest multiple first; returns how many. */
export async function settleLegsChunk(trx: WriteTrx, context: LegsChunkContext): Promise<number> {
  const { ledger, marketId } = context;
  const legs = await trx
    .selectFrom('placed_bet_legs')
    .select(['placed_bet_id', 'leg_no', 'bet_event_id'])
    .where('bet_id', '=', marketId)
    .where('result', '=', 'pending')
    .orderBy('placed_bet_id')
    .limit(context.chunkSize)
    .execute();
  if (legs.length === 0) return 0;
  const multipleIds = [...new Set(legs.map((leg) => leg.placed_bet_id))];
  const multiples = await trx
    .selectFrom('placed_bets')
    .select([
      'id',
      'user_id',
      'status',
      'stake_minor',
      'remaining_stake_minor',
      'hold_id',
      'max_payout_minor',
    ])
    .where('id', 'in', multipleIds)
    .orderBy('id')
    .$if(!ledger.transactions.sqlite, (query) => query.forUpdate())
    .execute();
  await context.lockAccountsOf([
    ...new Set(multiples.filter((m) => m.status === 'pending').map((m) => m.user_id)),
  ]);
  const byId = new Map(multiples.map((multiple) => [multiple.id, multiple]));
  const startedMs = context.clockMs();

  let resolved = 0;
  for (const leg of legs) {
    const result =
      context.winningBetEventId === null
        ? 'void'
        : leg.bet_event_id === context.winningBetEventId
          ? 'won'
          : 'lost';
    const updated = await trx
      .updateTable('placed_bet_legs')
      .set({ result, settled_at: context.settledAt })
      .where('placed_bet_id', '=', leg.placed_bet_id)
      .where('leg_no', '=', leg.leg_no)
      .where('result', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new Error(`Leg ${leg.leg_no} of bet ${leg.placed_bet_id} settled twice.`);
    }
    const multiple = byId.get(leg.placed_bet_id);
    if (multiple && multiple.status === 'pending') {
      multiple.status = await settleMultipleIfKnown(trx, context, multiple);
    }
    resolved += 1;
    if (context.clockMs() - startedMs >= context.chunkBudgetMs) break;
  }
  return resolved;
}

/** The multiple's outcome from its legs now; when known, its money moves and its row is settled. */
async function settleMultipleIfKnown(
  trx: WriteTrx,
  context: LegsChunkContext,
  multiple: {
    id: number;
    user_id: number;
    stake_minor: number;
    remaining_stake_minor: number | null;
    hold_id: number | null;
    max_payout_minor: number | null;
  },
): Promise<AccumulatorOutcome['status']> {
  // After partial cash-outs only the riding stake is held and settles (docs/cash-out.md); a
  // multiple cashed out in full holds nothing more: it takes its legs' result and moves nothing.
  const riding = ridingStakeMinor(multiple);
  const outcome = await outcomeOf(trx, { ...multiple, stake_minor: riding });
  if (outcome.status === 'pending') return 'pending';
  let payout = 0;
  // Cashed out in full: no money left to move.
  if (riding > 0) payout = await moveMoney(trx, context, multiple, outcome);
  const updated = await trx
    .updateTable('placed_bets')
    .set({ status: outcome.status, payout_minor: payout, settled_at: context.settledAt })
    .where('id', '=', multiple.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Error(`Bet ${multiple.id} settled twice.`);
  return outcome.status;
}

/** The ledger moves of a multiple's known outcome on its riding stake; returns the payout. */
async function moveMoney(
  trx: WriteTrx,
  context: LegsChunkContext,
  multiple: { id: number; user_id: number; hold_id: number | null },
  outcome: Exclude<AccumulatorOutcome, { status: 'pending' }>,
): Promise<number> {
  const { ledger } = context;
  if (multiple.hold_id === null) throw new Error(`Bet ${multiple.id} has no hold.`);
  const reference = betReference(multiple.id);
  switch (outcome.status) {
    case 'void':
      await ledger.voidHold(trx, multiple.hold_id, {
        kind: 'multiple-void',
        transferKey: `${reference}:void`,
      });
      break;
    case 'lost':
      await ledger.postHold(trx, multiple.hold_id, HOUSE.betsRevenue, {
        kind: 'multiple-lost',
        transferKey: `${reference}:lost`,
      });
      break;
    case 'won':
      await ledger.postHold(trx, multiple.hold_id, HOUSE.betsRevenue, {
        kind: 'multiple-won',
        transferKey: `${reference}:won`,
      });
      await ledger.payUser(trx, HOUSE.payouts, multiple.user_id, {
        amountMinor: outcome.payoutMinor,
        kind: 'multiple-payout',
        reference,
        transferKey: `${reference}:payout`,
      });
      return outcome.payoutMinor;
  }
  return 0;
}

/** What a multiple's legs, as they stand, make of it (the ledger verifier asks the same). */
export async function outcomeOf(
  db: Kysely<Database>,
  multiple: { id: number; stake_minor: number; max_payout_minor: number | null },
): Promise<AccumulatorOutcome> {
  const legs = await db
    .selectFrom('placed_bet_legs')
    .select(['odds_cents', 'result'])
    .where('placed_bet_id', '=', multiple.id)
    .orderBy('leg_no')
    .execute();
  if (multiple.max_payout_minor === null) {
    throw new Error(`Multiple ${multiple.id} has no payout cap.`);
  }
  return settleAccumulator(
    Number(multiple.stake_minor),
    legs.map((leg) => ({ oddsCents: leg.odds_cents, result: leg.result })),
    Number(multiple.max_payout_minor),
  );
}

/** The multiples with a leg in the market, with their status now, for the settlement's news. */
export function multiplesWithLegIn(
  db: Kysely<Database>,
  marketId: number,
): Promise<{ id: number; user_id: number; status: BetSlipStatus }[]> {
  return db
    .selectFrom('placed_bets as p')
    .innerJoin('placed_bet_legs as l', 'l.placed_bet_id', 'p.id')
    .select(['p.id', 'p.user_id', 'p.status'])
    .where('l.bet_id', '=', marketId)
    .orderBy('p.id')
    .execute();
}
