/**
 * The automatic cash-out with several API instances on one database (PostgreSQL with
 * TEST_DATABASE_URL, else one SQLite file): every instance sees the odds move and runs the
 * market's automatic cash-outs at the same time, and each bet is cashed out exactly once.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { CatalogService } from '../catalog/catalog-service';
import { createDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database';
import { MarketOperations } from '../markets/market-operations';
import { MemoryBroadcaster } from '../realtime/broadcaster';
import { seedDatabase } from '../seed/seed';
import { createTestDatabase, TEST_NOW } from '../../test/helper';
import type { TestApp, TestDatabase } from '../../test/helper';
import {
  expectLedgerVerified,
  newUser,
  openMarket,
  placeBet,
  postForm,
  bearer,
} from '../../test/session';

const INSTANCES = 3;
const BETTORS = 8;

let testDb: TestDatabase;
const handles: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
const broadcasters: MemoryBroadcaster[] = [];
let t: TestApp;

beforeAll(async () => {
  testDb = await createTestDatabase({
    ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000',
    TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
  });
  await seedDatabase(testDb.handle.db, { now: TEST_NOW, demoUser: true });
  for (let i = 0; i < INSTANCES; i += 1) {
    // Each instance has its own connections, as separate processes would.
    const handle = createDatabase(testDb.config);
    const broadcaster = new MemoryBroadcaster();
    handles.push(handle);
    broadcasters.push(broadcaster);
    apps.push(buildApp({ db: handle.db, config: testDb.config, broadcaster }));
  }
  t = {
    app: apps[0]!,
    db: handles[0]!.db,
    database: handles[0]!,
    config: testDb.config,
    broadcaster: broadcasters[0]!,
    close: async () => undefined,
  };
});

afterAll(async () => {
  await expectLedgerVerified(t);
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  await testDb.dispose();
});

it('fires once per bet when every instance sees the odds move', async () => {
  const market = await openMarket(t);
  const event = market.events[0]!;
  await t.app.markets.changeOdds(market.marketId, [{ id: event.id, bet_ratio: 2 }]);
  const bettors: { userId: number; betId: number; before: number }[] = [];
  for (let i = 0; i < BETTORS; i += 1) {
    const user = await newUser(t, 1000);
    const betId = await placeBet(t, user, event.id, 100);
    const set = await postForm(
      t,
      '/ng/bet/auto-cash-out',
      { bet_id: betId, value: '110' },
      bearer(user.token),
    );
    expect(set.statusCode).toBe(200);
    bettors.push({ userId: user.id, betId, before: await t.app.ledger.balanceMinor(user.id) });
  }

  // The feed moves the odds through its own connections, telling no instance itself...
  const feed = createDatabase(testDb.config);
  try {
    const markets = new MarketOperations({
      db: feed.db,
      catalog: new CatalogService(feed.db, testDb.config.publicUrl),
      broadcaster: new MemoryBroadcaster(),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    // 100 x 2.00 / 1.70 less 5 % = 111.76, above every value set.
    await markets.changeOdds(market.marketId, [{ id: event.id, bet_ratio: 1.7 }]);
  } finally {
    await feed.close();
  }
  // ...and every instance hears of it at once, twice over.
  const runs = await Promise.all(
    [...apps, ...apps].map((app) => app.cashOut.runAutomatic(market.marketId)),
  );

  const fired = runs.flat();
  expect(fired.map((done) => done.placedBetId).sort((a, b) => a - b)).toEqual(
    bettors.map((bettor) => bettor.betId).sort((a, b) => a - b),
  );
  for (const bettor of bettors) {
    expect(await t.app.ledger.balanceMinor(bettor.userId)).toBe(bettor.before + 11_176);
    const rows = await t.db
      .selectFrom('bet_cash_outs')
      .select(['automatic', 'price_minor'])
      .where('placed_bet_id', '=', bettor.betId)
      .execute();
    expect(rows.map((row) => [row.automatic, Number(row.price_minor)])).toEqual([[1, 11_176]]);
  }
  // Each bettor heard BetUpdated once, from the instance that paid.
  for (const bettor of bettors) {
    const heard = broadcasters
      .flatMap((broadcaster) => broadcaster.sent)
      .filter(
        (sent) => sent.channel === `private-user.${bettor.userId}` && sent.event === 'BetUpdated',
      );
    expect(heard).toHaveLength(1);
  }
});
