import type {
  ApiErrorBody,
  Bet,
  BetEventDetails,
  DataEnvelope,
  Match,
  Sport,
  UpcomingMatch,
} from '@sportsbook/shared/contracts';
import { buildBeforeAll, json, TEST_PUBLIC_URL } from '../../test/helper';
import type { TestApp } from '../../test/helper';

let t: TestApp;

buildBeforeAll({}, (app) => {
  t = app;
});

const MATCH_KEYS = [
  'bets',
  'first_team',
  'id',
  'live_updates',
  'match_datetime',
  'match_id',
  'match_title',
  'second_team',
  'status',
  'tournaments',
].sort();
const BET_KEYS = ['bet_events', 'bet_status', 'bet_title', 'cash_limit', 'id', 'match_id'].sort();
const BET_EVENT_KEYS = ['bet_event_title', 'bet_id', 'bet_ratio', 'id'].sort();

/** A number with at most two decimals, as odds are on the wire. */
function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-9;
}

function expectMarketShape(bet: Bet, matchId: number): void {
  expect(Object.keys(bet).sort()).toEqual(BET_KEYS);
  expect(bet.match_id).toBe(matchId);
  expect(typeof bet.bet_title).toBe('string');
  expect([0, 1]).toContain(bet.bet_status);
  expect([5000, 10000, 25000]).toContain(bet.cash_limit);
  expect(bet.bet_events.length).toBeGreaterThanOrEqual(2);
  expect(bet.bet_events.length).toBeLessThanOrEqual(3);
  for (const event of bet.bet_events) {
    expect(Object.keys(event).sort()).toEqual(BET_EVENT_KEYS);
    expect(event.bet_id).toBe(bet.id);
    expect(typeof event.bet_ratio).toBe('number');
    expect(event.bet_ratio).toBeGreaterThanOrEqual(1.01);
    expect(hasTwoDecimalsAtMost(event.bet_ratio)).toBe(true);
  }
}

function expectMatchShape(match: Match): void {
  expect(Object.keys(match).sort()).toEqual(MATCH_KEYS);
  expect(match.match_id).toBe(match.id);
  expect(match.match_title).toBe(`${match.first_team} vs ${match.second_team}`);
  expect(new Date(match.match_datetime).toISOString()).toBe(match.match_datetime);
  expect(Object.keys(match.tournaments).sort()).toEqual(['categories', 'id', 'tournament_name']);
  expect(match.tournaments.categories.category_icon_url).toMatch(
    new RegExp(`^${TEST_PUBLIC_URL}/static/icons/[a-z-]+\\.svg$`),
  );
  expect(match.bets.length).toBeGreaterThanOrEqual(2);
  for (const bet of match.bets) expectMarketShape(bet, match.id);
}

function expectSortedByStart(matches: readonly Match[]): void {
  const starts = matches.map((match) => match.match_datetime);
  expect(starts).toEqual([...starts].sort());
}

async function countMatches(status: string): Promise<number> {
  const row = await t.db
    .selectFrom('matches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', status as Match['status'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('GET /ng/live_matches', () => {
  it('lists every live match with its markets, earliest start first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/live_matches' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = json<DataEnvelope<Match[]>>(response);
    expect(body.data).toHaveLength(await countMatches('LIVE'));
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    for (const match of body.data) {
      expectMatchShape(match);
      expect(match.status).toBe('LIVE');
      expect(match.live_updates).toEqual(expect.any(String));
    }
    expectSortedByStart(body.data);
  });

  it('shows the live score text and the stored odds', async () => {
    const body = json<DataEnvelope<Match[]>>(
      await t.app.inject({ method: 'GET', url: '/ng/live_matches' }),
    );
    const bangladesh = body.data.find((match) => match.match_title === 'Bangladesh vs India');
    expect(bangladesh?.live_updates).toMatch(/^BAN \d+\/\d+ \(\d+\.\d ov\)$/);
    const event = bangladesh!.bets[0]!.bet_events[0]!;
    const stored = await t.db
      .selectFrom('bet_events')
      .select('odds_cents')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(event.bet_ratio).toBe(stored.odds_cents / 100);
  });

  it('includes locked markets with bet_status 0', async () => {
    const body = json<DataEnvelope<Match[]>>(
      await t.app.inject({ method: 'GET', url: '/ng/live_matches' }),
    );
    const statuses = body.data.flatMap((match) => match.bets.map((bet) => bet.bet_status));
    expect(statuses).toContain(0);
    expect(statuses).toContain(1);
  });
});

describe('GET /ng/advancebets', () => {
  it('lists upcoming matches soonest first, without live text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/advancebets' });
    expect(response.statusCode).toBe(200);
    const body = json<DataEnvelope<Match[]>>(response);
    expect(body.data).toHaveLength(await countMatches('UPCOMING'));
    for (const match of body.data) {
      expectMatchShape(match);
      expect(match.status).toBe('UPCOMING');
      expect(match.live_updates).toBeNull();
    }
    expectSortedByStart(body.data);
  });
});

describe('GET /ng/upcoming-matches', () => {
  it('answers the bare list of cards with unix-second dates and the headline market', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/upcoming-matches' });
    expect(response.statusCode).toBe(200);
    const cards = json<UpcomingMatch[]>(response);
    expect(Array.isArray(cards)).toBe(true);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(20);

    const advance = json<DataEnvelope<Match[]>>(
      await t.app.inject({ method: 'GET', url: '/ng/advancebets' }),
    ).data;
    cards.forEach((card, index) => {
      expect(Object.keys(card).sort()).toEqual(
        [
          'bet',
          'bets',
          'first_team_name',
          'match_date',
          'match_id',
          'second_team_name',
          'tournament',
        ].sort(),
      );
      const match = advance[index]!;
      expect(card.match_id).toBe(match.id);
      expect(Number.isInteger(card.match_date)).toBe(true);
      expect(card.match_date).toBe(Date.parse(match.match_datetime) / 1000);
      expect(card.tournament).toBe(match.tournaments.tournament_name);
      expect(card.first_team_name).toBe(match.first_team);
      expect(card.second_team_name).toBe(match.second_team);
      const headline = match.bets[0]!;
      expect(card.bet).toEqual({
        id: headline.id,
        bet_title: headline.bet_title,
        bet_status: headline.bet_status,
        bet_events: headline.bet_events,
      });
      expect(card.bets).toEqual(
        match.bets.map((bet) => ({
          id: bet.id,
          bet_status: bet.bet_status,
          bet_events: bet.bet_events,
        })),
      );
    });
  });
});

describe('GET /ng/sports', () => {
  it('lists every sport A-Z with references to its live and upcoming matches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/sports' });
    expect(response.statusCode).toBe(200);
    const sports = json<DataEnvelope<Sport[]>>(response).data;
    const names = sports.map((sport) => sport.category_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining([
        'Cricket',
        'Football',
        'Tennis',
        'Basketball',
        'Kabaddi',
        'Table Tennis',
        'Volleyball',
        'Ice Hockey',
      ]),
    );
    for (const sport of sports) {
      expect(Object.keys(sport).sort()).toEqual(
        ['category_icon', 'category_name', 'id', 'matches', 'matches_count'].sort(),
      );
      expect(sport.category_icon).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/static/icons/.+\\.svg$`));
      expect(sport.matches_count).toBe(sport.matches.length);
      for (const ref of sport.matches) {
        expect(Object.keys(ref).sort()).toEqual(['id', 'status']);
        expect(['LIVE', 'UPCOMING']).toContain(ref.status);
      }
    }
    const total = sports.reduce((sum, sport) => sum + sport.matches_count, 0);
    expect(total).toBe((await countMatches('LIVE')) + (await countMatches('UPCOMING')));
  });
});

describe('GET /ng/sport/{id}/matchesWithEvents and /pre-matches', () => {
  async function cricket(): Promise<Sport> {
    const sports = json<DataEnvelope<Sport[]>>(
      await t.app.inject({ method: 'GET', url: '/ng/sports' }),
    ).data;
    return sports.find((sport) => sport.category_name === 'Cricket')!;
  }

  it("lists the sport's live matches first, then its upcoming ones", async () => {
    const sport = await cricket();
    const response = await t.app.inject({
      method: 'GET',
      url: `/ng/sport/${sport.id}/matchesWithEvents`,
    });
    expect(response.statusCode).toBe(200);
    const matches = json<DataEnvelope<Match[]>>(response).data;
    expect(matches.map((match) => match.id)).toEqual(sport.matches.map((ref) => ref.id));
    const statuses = matches.map((match) => match.status);
    expect(statuses[0]).toBe('LIVE');
    expect(statuses.lastIndexOf('LIVE')).toBeLessThan(statuses.indexOf('UPCOMING'));
    for (const match of matches) {
      expectMatchShape(match);
      expect(match.tournaments.categories.id).toBe(sport.id);
    }
  });

  it("lists only the sport's upcoming matches as pre-matches", async () => {
    const sport = await cricket();
    const response = await t.app.inject({
      method: 'GET',
      url: `/ng/sport/${sport.id}/pre-matches`,
    });
    expect(response.statusCode).toBe(200);
    const matches = json<DataEnvelope<Match[]>>(response).data;
    expect(matches.length).toBe(sport.matches.filter((ref) => ref.status === 'UPCOMING').length);
    for (const match of matches) {
      expect(match.status).toBe('UPCOMING');
      expect(match.tournaments.categories.id).toBe(sport.id);
    }
    expectSortedByStart(matches);
  });

  it.each(['matchesWithEvents', 'pre-matches'])(
    'answers 404 for an unknown sport (%s)',
    async (leaf) => {
      const response = await t.app.inject({ method: 'GET', url: `/ng/sport/987654/${leaf}` });
      expect(response.statusCode).toBe(404);
      expect(json<ApiErrorBody>(response)).toEqual({
        message: 'Sport not found.',
        code: 'NOT_FOUND',
        errors: { message: 'Sport not found.' },
      });
    },
  );
});

describe('GET /ng/match-details/{id}', () => {
  it('answers one match with its markets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/match-details/1' });
    expect(response.statusCode).toBe(200);
    const match = json<DataEnvelope<Match>>(response).data;
    expectMatchShape(match);
    expect(match.id).toBe(1);
  });

  it('answers a finished match too, with every market locked', async () => {
    const finished = await t.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'FINISHED')
      .executeTakeFirstOrThrow();
    const match = json<DataEnvelope<Match>>(
      await t.app.inject({ method: 'GET', url: `/ng/match-details/${finished.id}` }),
    ).data;
    expect(match.status).toBe('FINISHED');
    expect(match.bets.every((bet) => bet.bet_status === 0)).toBe(true);
  });

  it('answers 404 with the error body for a match that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/match-details/424242' });
    expect(response.statusCode).toBe(404);
    expect(json<ApiErrorBody>(response)).toEqual({
      message: 'Match not found.',
      code: 'NOT_FOUND',
      errors: { message: 'Match not found.' },
    });
  });
});

describe('GET /ng/event-details/{id}', () => {
  it('answers the bet event with its market and match for the betslip', async () => {
    const live = json<DataEnvelope<Match[]>>(
      await t.app.inject({ method: 'GET', url: '/ng/live_matches' }),
    ).data[0]!;
    const bet = live.bets[0]!;
    const event = bet.bet_events[1]!;
    const response = await t.app.inject({ method: 'GET', url: `/ng/event-details/${event.id}` });
    expect(response.statusCode).toBe(200);
    expect(json<DataEnvelope<BetEventDetails>>(response).data).toEqual({
      id: event.id,
      bet_id: bet.id,
      bet_event_title: event.bet_event_title,
      bet_ratio: event.bet_ratio,
      bets: {
        id: bet.id,
        bet_title: bet.bet_title,
        bet_status: bet.bet_status,
        cash_limit: bet.cash_limit,
        match_id: live.id,
        matches: {
          id: live.id,
          match_title: live.match_title,
          first_team: live.first_team,
          second_team: live.second_team,
          status: 'LIVE',
          match_datetime: live.match_datetime,
        },
      },
    });
  });

  it('answers 404 with the error body for an unknown bet event', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ng/event-details/2000000000' });
    expect(response.statusCode).toBe(404);
    expect(json<ApiErrorBody>(response).code).toBe('NOT_FOUND');
    expect(json<ApiErrorBody>(response).errors.message).toBe('Bet event not found.');
  });
});
