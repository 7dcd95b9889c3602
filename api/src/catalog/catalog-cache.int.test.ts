/**
 * The catalog cache answers from memory only while the catalog is unchanged, whoever changes it:
 * this process, another connection (a second API instance on the same database) or another
 * process (the ops tool). Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import type { DataEnvelope, Match, Sport, UpcomingMatch } from '@sportsbook/shared/contracts';
import { runScript } from '../../test/child-process';
import { build, json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { createDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { WriteTransactions } from '../db/write-transaction';

let t: TestApp;
/** A second connection to the same database, as another API instance would have. */
let other: DatabaseHandle;

beforeAll(async () => {
  t = await build();
  other = createDatabase(t.config);
});

afterAll(async () => {
  await other.close();
  await t.close();
});

async function get<T>(url: string): Promise<{ body: T; text: string }> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return { body: json<T>(response), text: response.body };
}

const liveMatches = () => get<DataEnvelope<Match[]>>('/ng/live_matches');

/** A live match's open market and its first bet event, as the API shows it now. */
async function liveMarket(): Promise<{ matchId: number; marketId: number; eventId: number }> {
  const { body } = await liveMatches();
  for (const match of body.data) {
    const bet = match.bets.find((candidate) => candidate.bet_status === 1);
    const event = bet?.bet_events[0];
    if (bet && event) return { matchId: match.id, marketId: bet.id, eventId: event.id };
  }
  throw new Error('No open market of a live match in the seed.');
}

function oddsOf(body: DataEnvelope<Match[]>, eventId: number): number | undefined {
  for (const match of body.data) {
    for (const bet of match.bets) {
      const event = bet.bet_events.find((candidate) => candidate.id === eventId);
      if (event) return event.bet_ratio;
    }
  }
  return undefined;
}

it('builds an answer once and serves the same text until the catalog changes', async () => {
  const first = await liveMatches();
  const build = jest.spyOn(t.app.catalog, 'liveMatches');
  try {
    const again = await liveMatches();
    expect(again.text).toBe(first.text);
    expect(build).not.toHaveBeenCalled();
    // A write of this process, through the market operations, is seen by the next request.
    const market = await liveMarket();
    await t.app.markets.changeOdds(market.marketId, [{ id: market.eventId, bet_ratio: 3.33 }]);
    const changed = await liveMatches();
    expect(build).toHaveBeenCalledTimes(1);
    expect(oddsOf(changed.body, market.eventId)).toBe(3.33);
  } finally {
    build.mockRestore();
  }
});

it('sees at once an odds change made by another process (the ops tool)', async () => {
  const market = await liveMarket();
  expect(oddsOf((await liveMatches()).body, market.eventId)).not.toBe(4.44);
  const ops = runScript(
    t,
    'src/ops/cli.ts',
    ['odds', String(market.marketId), `${market.eventId}=4.44`],
    { PUSHER_PORT: '9' },
  );
  expect(await ops.exited).toBe(0);
  expect(oddsOf((await liveMatches()).body, market.eventId)).toBe(4.44);
});

it('sees at once changes committed on another connection, by any writer', async () => {
  const market = await liveMarket();
  const sports = await get<DataEnvelope<Sport[]>>('/ng/sports');
  await get<UpcomingMatch[]>('/ng/upcoming-matches');
  const writer = new WriteTransactions(other.db);

  // Another instance locks the market: the lists show it locked.
  await writer.run((trx) =>
    trx.updateTable('bets').set({ bet_status: 0 }).where('id', '=', market.marketId).execute(),
  );
  const locked = (await liveMatches()).body.data
    .flatMap((match) => match.bets)
    .find((bet) => bet.id === market.marketId);
  expect(locked?.bet_status).toBe(0);

  // ... finishes the match: it leaves the live list and its sport's open matches.
  await writer.run((trx) =>
    trx
      .updateTable('matches')
      .set({ status: 'FINISHED' })
      .where('id', '=', market.matchId)
      .execute(),
  );
  expect((await liveMatches()).body.data.map((match) => match.id)).not.toContain(market.matchId);
  const sportsAfter = await get<DataEnvelope<Sport[]>>('/ng/sports');
  expect(sportsAfter.text).not.toBe(sports.text);
  expect(
    sportsAfter.body.data.flatMap((sport) => sport.matches.map((ref) => ref.id)),
  ).not.toContain(market.matchId);

  // ... renames a sport with a raw statement (no service of this code base involved).
  const sport = sportsAfter.body.data[0]!;
  await writer.run((trx) =>
    sql`update sports set name = ${'Renamed sport'} where id = ${sport.id}`.execute(trx),
  );
  const renamed = await get<DataEnvelope<Sport[]>>('/ng/sports');
  expect(renamed.body.data.map((entry) => entry.category_name)).toContain('Renamed sport');
});

it('does not move the version for a change that rolled back', async () => {
  const before = await t.app.catalogCache.currentVersion();
  const writer = new WriteTransactions(other.db);
  await expect(
    writer.run(async (trx) => {
      await trx.updateTable('bet_events').set({ odds_cents: 999 }).execute();
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await t.app.catalogCache.currentVersion()).toBe(before);
});

it('does not keep a refused answer: an unknown sport is 404 every time', async () => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await t.app.inject({ method: 'GET', url: '/ng/sport/999999/pre-matches' });
    expect(response.statusCode).toBe(404);
  }
});

describe('validators: ETag and 304', () => {
  const CATALOG_URLS = [
    '/ng/live_matches',
    '/ng/advancebets',
    '/ng/upcoming-matches',
    '/ng/sports',
    '/ng/sport/1/matchesWithEvents',
    '/ng/sport/1/pre-matches',
    '/ng/match-details/1',
  ];

  async function etagOfUrl(url: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    if (typeof etag !== 'string') throw new Error(`${url} answered without an ETag`);
    return etag;
  }

  it.each(CATALOG_URLS)(
    '%s answers a second GET with If-None-Match with 304 and no body',
    async (url) => {
      const etag = await etagOfUrl(url);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // Another validator (an older answer) gets the whole body.
      const stale = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': '"an-older-answer"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.body.length).toBeGreaterThan(2);
    },
  );

  it('answers the whole new body after an odds move, under a new ETag, and keeps the ETag of an answer the move did not change', async () => {
    const market = await liveMarket();
    const urls = ['/ng/live_matches', `/ng/match-details/${market.matchId}`];
    const before = await Promise.all(urls.map(etagOfUrl));
    await t.app.markets.changeOdds(market.marketId, [{ id: market.eventId, bet_ratio: 5.55 }]);
    for (const [index, url] of urls.entries()) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': before[index] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).not.toBe(before[index]);
      expect(response.body).toContain('5.55');
    }
    // The sports list names no odds: its answer, and so its ETag, stay the same.
    const sports = await etagOfUrl('/ng/sports');
    await t.app.markets.changeOdds(market.marketId, [{ id: market.eventId, bet_ratio: 6.66 }]);
    const again = await t.app.inject({
      method: 'GET',
      url: '/ng/sports',
      headers: { 'if-none-match': sports },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never answers 304 for an unknown match or sport', async () => {
    const etag = await etagOfUrl('/ng/live_matches');
    for (const url of ['/ng/match-details/424242', '/ng/sport/987654/pre-matches']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
