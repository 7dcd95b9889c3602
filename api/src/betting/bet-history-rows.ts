/**
 * A placed bet as bet history shows it (`BetHistoryItem`), with the cash-out fields of issue 32:
 * reference, returns, cashed out so far, the stake still riding, the automatic cash-out value;
 * and a multiple's kind and legs (multiple-history.ts). The history list, a cash-out's answer and
 * `BetUpdated` all build the row here.
 */
import type { Kysely } from 'kysely';
import type { BetHistoryFilter, BetHistoryItem, BetSlipStatus } from '@sportsbook/shared/contracts';
import { oddsToWire } from '../catalog/odds';
import type { Database } from '../db/schema';
import { coinsFromMinor } from '../ledger/coins';
import { betDisplayReference } from './bet-reference';
import { withLegs } from './multiple-history';
import { payoutMinor } from './stake';

/** Every bet with what its history row shows; filter and order it for a list or one bet. */
export function betHistoryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('placed_bets as p')
    .innerJoin('bet_events as e', 'e.id', 'p.bet_event_id')
    .innerJoin('bets as b', 'b.id', 'p.bet_id')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
    .select([
      'p.id',
      'p.user_id',
      'p.placed_at',
      'p.stake_minor',
      'p.odds_cents',
      'p.status',
      'p.kind',
      'p.max_payout_minor',
      'p.payout_minor',
      'p.remaining_stake_minor',
      'p.cashed_out_minor',
      'p.cash_out_value_minor',
      't.name as tournament',
      'm.title as match_title',
      'b.bet_title',
      'e.bet_event_title',
    ]);
}

/**
 * Bet history's `?status=` filter in SQL, so pages stay full: shared's `betHistoryFilterMatches`
 * reading (`isOpenBet`: pending with stake still riding; a bet cashed out in full is settled).
 */
export function whereBetHistoryFilter(
  query: ReturnType<typeof betHistoryQuery>,
  filter: BetHistoryFilter,
): ReturnType<typeof betHistoryQuery> {
  if (filter === 'all') return query;
  return query.where((eb) => {
    const open = eb.and([
      eb('p.status', '=', 'pending'),
      eb.or([eb('p.remaining_stake_minor', 'is', null), eb('p.remaining_stake_minor', '>', 0)]),
    ]);
    return filter === 'open' ? open : eb.not(open);
  });
}

export type BetHistoryRow = Awaited<
  ReturnType<ReturnType<typeof betHistoryQuery>['execute']>
>[number];

/** The stake still riding: all of it until the first cash-out. */
export function ridingStakeMinor(row: {
  stake_minor: number | string;
  remaining_stake_minor: number | string | null;
}): number {
  return Number(row.remaining_stake_minor ?? row.stake_minor);
}

/** What the riding stake would win now: stake x odds, within a multiple's payout cap. */
export function possibleWinMinor(
  row: {
    odds_cents: number;
    max_payout_minor: number | string | null;
  },
  ridingMinor: number,
): number {
  const win = payoutMinor(ridingMinor, row.odds_cents);
  return row.max_payout_minor === null ? win : Math.min(win, Number(row.max_payout_minor));
}

/**
 * What the bet returns, in hundredths: its cash-outs plus, while open, what the riding stake
 * would win; once settled, what settlement paid (winnings, or the riding stake back on a void).
 */
export function returnsMinor(row: BetHistoryRow): number {
  const cashedOut = Number(row.cashed_out_minor);
  const riding = ridingStakeMinor(row);
  switch (row.status as BetSlipStatus) {
    case 'pending':
      return cashedOut + (riding > 0 ? possibleWinMinor(row, riding) : 0);
    case 'won':
      return cashedOut + Number(row.payout_minor ?? 0);
    case 'void':
      return cashedOut + riding;
    case 'lost':
      return cashedOut;
  }
}

export function toBetHistoryItem(row: BetHistoryRow): BetHistoryItem {
  const value = row.cash_out_value_minor;
  return {
    id: row.id,
    bet_placed_at: row.placed_at,
    tournament: row.tournament,
    match_title: row.match_title,
    bet_title: row.bet_title,
    bet_event: { bet_event_title: row.bet_event_title },
    bet_rate: oddsToWire(row.odds_cents),
    bet_amount: coinsFromMinor(Number(row.stake_minor)),
    status: row.status,
    kind: row.kind,
    reference: betDisplayReference(row.id),
    returns: coinsFromMinor(returnsMinor(row)),
    cashed_out: coinsFromMinor(Number(row.cashed_out_minor)),
    remaining_stake: coinsFromMinor(ridingStakeMinor(row)),
    cash_out_value: value === null ? null : coinsFromMinor(Number(value)),
  };
}

/** One bet's history row as `db` sees it, or undefined when there is no such bet. */
export async function betHistoryItemOf(
  db: Kysely<Database>,
  placedBetId: number,
): Promise<BetHistoryItem | undefined> {
  const row = await betHistoryQuery(db).where('p.id', '=', placedBetId).executeTakeFirst();
  if (!row) return undefined;
  const [item] = await withLegs(db, [toBetHistoryItem(row)]);
  return item;
}
