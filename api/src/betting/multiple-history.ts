/**
 * How bet history shows a multiple (issue 32): SPEC's columns stay, filled for the multiple as a
 * whole (tournament the legs' tournaments, each once; match "Multiple (3 legs)", bet "Multiple",
 * selection the legs' selections, odds the combined odds), and the optional `legs` carry each leg
 * with its match, odds and result.
 */
import type { Kysely } from 'kysely';
import type { BetHistoryItem } from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { legsOf } from './multiples';

export async function withLegs(
  db: Kysely<Database>,
  rows: readonly BetHistoryItem[],
): Promise<BetHistoryItem[]> {
  const legs = await legsOf(
    db,
    rows.filter((row) => row.kind === 'multiple').map((row) => row.id),
  );
  return rows.map((row) => {
    const its = legs.get(row.id);
    if (!its) return row;
    const tournaments = [...new Set(its.map((leg) => leg.tournament ?? row.tournament))];
    return {
      ...row,
      tournament: tournaments.join(', '),
      match_title: `Multiple (${its.length} legs)`,
      bet_title: 'Multiple',
      bet_event: { bet_event_title: its.map((leg) => leg.title).join(', ') },
      legs: its,
    };
  });
}
