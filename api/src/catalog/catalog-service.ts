/**
 * Reads of the catalog: sports, matches, markets and odds, mapped to the wire types of
 * shared/src/contracts/catalog.ts. Rows never leave this file.
 */
import type { Kysely } from 'kysely';
import type {
  Bet,
  BetEvent,
  BetEventDetails,
  Match,
  MatchStatus,
  Sport,
  UpcomingMatch,
} from '@sportsbook/shared/contracts';
import type { Database } from '../db/schema';
import { toUnixSeconds } from '../db/time';
import { notFound } from '../errors';
import { coinsFromMinor } from '../ledger/coins';
import { oddsToWire } from './odds';

/** Statuses of matches still open for betting, shown in the lists. */
const OPEN_STATUSES: MatchStatus[] = ['LIVE', 'UPCOMING'];

/** How many cards the Upcoming Matches section gets. */
export const UPCOMING_CARDS_LIMIT = 20;

/** SQLite allows a limited number of bound parameters; `in (...)` lists are read in chunks. */
const IN_LIST_CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += IN_LIST_CHUNK) {
    result.push(items.slice(start, start + IN_LIST_CHUNK));
  }
  return result;
}

interface MatchFilter {
  statuses: MatchStatus[];
  sportId?: number;
  matchId?: number;
  limit?: number;
}

export class CatalogService {
  constructor(
    private readonly db: Kysely<Database>,
    /** Base of absolute icon URLs, without a trailing slash. */
    private readonly publicUrl: string,
  ) {}

  /** `GET /ng/live_matches`: matches in play, earliest start first. */
  liveMatches(): Promise<Match[]> {
    return this.findMatches({ statuses: ['LIVE'] });
  }

  /** `GET /ng/advancebets`: matches not started yet, soonest first. */
  advanceMatches(): Promise<Match[]> {
    return this.findMatches({ statuses: ['UPCOMING'] });
  }

  /** `GET /ng/upcoming-matches`: the soonest upcoming matches as cards. */
  async upcomingMatches(limit = UPCOMING_CARDS_LIMIT): Promise<UpcomingMatch[]> {
    const matches = await this.findMatches({ statuses: ['UPCOMING'], limit });
    return matches.map((match) => {
      const headline = match.bets[0];
      return {
        match_id: match.id,
        match_date: toUnixSeconds(match.match_datetime),
        tournament: match.tournaments.tournament_name,
        first_team_name: match.first_team,
        second_team_name: match.second_team,
        bet: headline
          ? {
              id: headline.id,
              bet_title: headline.bet_title,
              bet_status: headline.bet_status,
              bet_events: headline.bet_events,
            }
          : null,
        bets: match.bets.map((bet) => ({
          id: bet.id,
          bet_status: bet.bet_status,
          bet_events: bet.bet_events,
        })),
      };
    });
  }

  /** `GET /ng/sports`: every sport A-Z with references to its open matches. */
  async sports(): Promise<Sport[]> {
    const sports = await this.db
      .selectFrom('sports')
      .select(['id', 'name', 'icon_path'])
      .orderBy('name')
      .orderBy('id')
      .execute();
    const refs = await this.db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .select(['m.id', 'm.status', 't.sport_id'])
      .where('m.status', 'in', OPEN_STATUSES)
      .orderBy((eb) => eb.case().when('m.status', '=', 'LIVE').then(0).else(1).end())
      .orderBy('m.match_datetime')
      .orderBy('m.id')
      .execute();
    return sports.map((sport) => {
      const matches = refs
        .filter((ref) => ref.sport_id === sport.id)
        .map((ref) => ({ id: ref.id, status: ref.status }));
      return {
        id: sport.id,
        category_name: sport.name,
        category_icon: this.url(sport.icon_path),
        matches,
        matches_count: matches.length,
      };
    });
  }

  /** `GET /ng/sport/{id}/matchesWithEvents`: the sport's live then upcoming matches. */
  async sportMatchesWithEvents(sportId: number): Promise<Match[]> {
    await this.assertSportExists(sportId);
    return this.findMatches({ statuses: OPEN_STATUSES, sportId });
  }

  /** `GET /ng/sport/{id}/pre-matches`: the sport's upcoming matches, soonest first. */
  async sportPreMatches(sportId: number): Promise<Match[]> {
    await this.assertSportExists(sportId);
    return this.findMatches({ statuses: ['UPCOMING'], sportId });
  }

  /** `GET /ng/match-details/{id}`: one match in any status. */
  async matchDetails(matchId: number): Promise<Match> {
    const [match] = await this.findMatches({
      statuses: ['LIVE', 'UPCOMING', 'FINISHED'],
      matchId,
    });
    if (!match) throw notFound('Match not found.');
    return match;
  }

  /** `GET /ng/event-details/{id}`: a bet event with its market and match, for the betslip. */
  async betEventDetails(betEventId: number): Promise<BetEventDetails> {
    const row = await this.db
      .selectFrom('bet_events as e')
      .innerJoin('bets as b', 'b.id', 'e.bet_id')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .select([
        'e.id',
        'e.bet_id',
        'e.bet_event_title',
        'e.odds_cents',
        'b.bet_title',
        'b.bet_status',
        'b.cash_limit_minor',
        'b.match_id',
        'm.title',
        'm.first_team',
        'm.second_team',
        'm.status',
        'm.match_datetime',
      ])
      .where('e.id', '=', betEventId)
      .executeTakeFirst();
    if (!row) throw notFound('Bet event not found.');
    return {
      id: row.id,
      bet_id: row.bet_id,
      bet_event_title: row.bet_event_title,
      bet_ratio: oddsToWire(row.odds_cents),
      bets: {
        id: row.bet_id,
        bet_title: row.bet_title,
        bet_status: row.bet_status,
        cash_limit: coinsFromMinor(row.cash_limit_minor),
        match_id: row.match_id,
        matches: {
          id: row.match_id,
          match_title: row.title,
          first_team: row.first_team,
          second_team: row.second_team,
          status: row.status,
          match_datetime: row.match_datetime,
        },
      },
    };
  }

  /**
   * A match's markets with their bet events, in display order. Pass a transaction to read what
   * it has written before it commits.
   */
  async marketsOfMatch(matchId: number, db: Kysely<Database> = this.db): Promise<Bet[]> {
    return (await this.marketsOfMatches([matchId], db)).get(matchId) ?? [];
  }

  private async assertSportExists(sportId: number): Promise<void> {
    const sport = await this.db
      .selectFrom('sports')
      .select('id')
      .where('id', '=', sportId)
      .executeTakeFirst();
    if (!sport) throw notFound('Sport not found.');
  }

  private async findMatches(filter: MatchFilter): Promise<Match[]> {
    let query = this.db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .innerJoin('sports as s', 's.id', 't.sport_id')
      .select([
        'm.id',
        'm.title',
        'm.first_team',
        'm.second_team',
        'm.status',
        'm.match_datetime',
        'm.live_updates',
        't.id as tournament_id',
        't.name as tournament_name',
        's.id as sport_id',
        's.name as sport_name',
        's.icon_path',
      ])
      .where('m.status', 'in', filter.statuses)
      .orderBy((eb) => eb.case().when('m.status', '=', 'LIVE').then(0).else(1).end())
      .orderBy('m.match_datetime')
      .orderBy('m.id');
    if (filter.sportId !== undefined) query = query.where('s.id', '=', filter.sportId);
    if (filter.matchId !== undefined) query = query.where('m.id', '=', filter.matchId);
    if (filter.limit !== undefined) query = query.limit(filter.limit);
    const rows = await query.execute();

    const markets = await this.marketsOfMatches(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      match_id: row.id,
      match_title: row.title,
      first_team: row.first_team,
      second_team: row.second_team,
      status: row.status,
      live_updates: row.live_updates,
      match_datetime: row.match_datetime,
      tournaments: {
        id: row.tournament_id,
        tournament_name: row.tournament_name,
        categories: {
          id: row.sport_id,
          category_name: row.sport_name,
          category_icon_url: this.url(row.icon_path),
        },
      },
      bets: markets.get(row.id) ?? [],
    }));
  }

  private async marketsOfMatches(
    matchIds: readonly number[],
    db: Kysely<Database> = this.db,
  ): Promise<Map<number, Bet[]>> {
    const byMatch = new Map<number, Bet[]>();
    for (const ids of chunks(matchIds)) {
      const bets = await db
        .selectFrom('bets')
        .select(['id', 'match_id', 'bet_title', 'bet_status', 'cash_limit_minor'])
        .where('match_id', 'in', ids)
        .orderBy('match_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const eventsByBet = new Map<number, BetEvent[]>();
      for (const marketIds of chunks(bets.map((bet) => bet.id))) {
        const events = await db
          .selectFrom('bet_events')
          .select(['id', 'bet_id', 'bet_event_title', 'odds_cents'])
          .where('bet_id', 'in', marketIds)
          .orderBy('bet_id')
          .orderBy('sort_order')
          .orderBy('id')
          .execute();
        for (const event of events) {
          const list = eventsByBet.get(event.bet_id) ?? [];
          list.push({
            id: event.id,
            bet_id: event.bet_id,
            bet_event_title: event.bet_event_title,
            bet_ratio: oddsToWire(event.odds_cents),
          });
          eventsByBet.set(event.bet_id, list);
        }
      }
      for (const bet of bets) {
        const list = byMatch.get(bet.match_id) ?? [];
        list.push({
          id: bet.id,
          match_id: bet.match_id,
          bet_title: bet.bet_title,
          bet_status: bet.bet_status,
          cash_limit: coinsFromMinor(bet.cash_limit_minor),
          bet_events: eventsByBet.get(bet.id) ?? [],
        });
        byMatch.set(bet.match_id, list);
      }
    }
    return byMatch;
  }

  /** An absolute URL for a path served by this API. */
  private url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.publicUrl}${path}`;
  }
}
