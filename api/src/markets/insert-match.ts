/** Writes a planned match with its markets and bet events (the seed and the simulator add matches so). */
import type { MatchStatus } from '@sportsbook/shared/contracts';
import type { WriteTrx } from '../db/write-transaction';
import type { MatchPlan } from './match-factory';

export interface InsertMatchInput {
  tournamentId: number;
  plan: MatchPlan;
  status: MatchStatus;
  matchDatetime: string;
  liveUpdates: string | null;
  createdAt: string;
}

/** Writes a match with its markets and bet events in the caller's transaction; returns its id. */
export async function insertMatch(trx: WriteTrx, input: InsertMatchInput): Promise<number> {
  const match = await trx
    .insertInto('matches')
    .values({
      tournament_id: input.tournamentId,
      title: input.plan.title,
      first_team: input.plan.first,
      second_team: input.plan.second,
      status: input.status,
      match_datetime: input.matchDatetime,
      live_updates: input.liveUpdates,
      created_at: input.createdAt,
      updated_at: input.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [marketIndex, market] of input.plan.markets.entries()) {
    const bet = await trx
      .insertInto('bets')
      .values({
        match_id: match.id,
        bet_title: market.title,
        bet_status: market.status,
        cash_limit_minor: market.cashLimitMinor,
        sort_order: marketIndex,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bet_events')
      .values(
        market.events.map((event, eventIndex) => ({
          bet_id: bet.id,
          bet_event_title: event.title,
          odds_cents: event.oddsCents,
          sort_order: eventIndex,
        })),
      )
      .execute();
  }
  return match.id;
}
