/**
 * The catalog's answers are written by their reply schemas (shared's wire-schemas) into the
 * catalog cache, which the tests' reply check does not see: each served body is compared here
 * with what JSON.stringify makes of the service's object, so a schema changes no field.
 */
import { API_PATHS } from '@sportsbook/shared/contracts';
import { build } from '../../test/helper';
import type { TestApp } from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});

afterAll(async () => {
  await t.close();
});

function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

async function served(path: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url: `/${path}` });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body);
}

describe('a catalog reply written by its schema', () => {
  it('is exactly the service’s object, on every catalog route', async () => {
    const catalog = t.app.catalog;
    const live = await catalog.liveMatches();
    const sportId = (await catalog.sports())[0]!.id;
    const match = (await catalog.advanceMatches()).find((each) => each.bets.length > 0)!;
    const betEventId = match.bets[0]!.bet_events[0]!.id;
    const cases: [string, unknown][] = [
      [API_PATHS.liveMatches, { data: live }],
      [API_PATHS.advanceBets, { data: await catalog.advanceMatches() }],
      [API_PATHS.upcomingMatches, await catalog.upcomingMatches()],
      [API_PATHS.sports, { data: await catalog.sports() }],
      [API_PATHS.sportPreMatches(sportId), { data: await catalog.sportPreMatches(sportId) }],
      [
        API_PATHS.sportMatchesWithEvents(sportId),
        { data: await catalog.sportMatchesWithEvents(sportId) },
      ],
      [API_PATHS.matchDetails(match.id), { data: await catalog.matchDetails(match.id) }],
      [API_PATHS.eventDetails(betEventId), { data: await catalog.betEventDetails(betEventId) }],
    ];
    for (const [path, expected] of cases) {
      expect([path, await served(path)]).toEqual([path, plain(expected)]);
    }
  });
});
