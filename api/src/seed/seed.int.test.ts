import type { Kysely } from 'kysely';
import { DEPOSIT_CARD_METHODS, DEPOSIT_MOBILE_METHODS } from '@sportsbook/shared/contracts';
import { DEMO_OPENING_BALANCE_MINOR, DEMO_USER } from '../accounts/demo-user';
import { loadConfig } from '../config';
import { Ledger } from '../ledger/ledger';
import { createTestDatabase, TEST_NOW, TEST_PRODUCTION_SECRET } from '../../test/helper';
import type { TestDatabase } from '../../test/helper';
import { migrateToLatest, migrateToNothing } from '../migrations/migrate';
import { MIGRATIONS } from '../migrations';
import type { Database } from '../db/schema';
import { isDatabaseEmpty, seedDatabase, seedIfEmpty } from './seed';
import { MINUTE_MS } from '../db/time';

let first: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  first = await createTestDatabase();
  db = first.handle.db;
  await seedDatabase(db, { now: TEST_NOW, demoUser: true });
});

afterAll(async () => {
  await first.dispose();
});

const minutesFromNow = (time: string) => (Date.parse(time) - TEST_NOW.getTime()) / MINUTE_MS;

describe('the seed', () => {
  it('lists Bangladesh first among the countries', async () => {
    const countries = await db.selectFrom('countries').selectAll().orderBy('sort_order').execute();
    expect(countries.slice(0, 2).map((country) => [country.name, country.phone_code])).toEqual([
      ['Bangladesh', '+880'],
      ['India', '+91'],
    ]);
    expect(countries.map((country) => country.phone_code)).toEqual(
      expect.arrayContaining(['+92', '+94', '+977', '+971', '+44']),
    );
  });

  it('writes prediction event 1 with the ten teams of SPEC section 3 as ids 1 to 10', async () => {
    const event = await db.selectFrom('prediction_events').selectAll().executeTakeFirstOrThrow();
    expect(event.id).toBe(1);
    expect(event.remuneration_cents).toBe(185);
    const teams = await db.selectFrom('prediction_teams').selectAll().orderBy('id').execute();
    expect(teams.map((team) => `${team.id}:${team.short_name}`)).toEqual([
      '1:csk',
      '2:dc',
      '3:gt',
      '4:kkr',
      '5:lsg',
      '6:mi',
      '7:pbks',
      '8:rr',
      '9:rcb',
      '10:srh',
    ]);
    expect(teams.every((team) => team.prediction_event_id === 1)).toBe(true);
  });

  it('writes a demo deposit number for every deposit method (outside production)', async () => {
    const numbers = await db
      .selectFrom('deposit_numbers')
      .select(['type', 'phone_no'])
      .orderBy('id')
      .execute();
    expect(numbers.map((number) => number.type)).toEqual([
      ...DEPOSIT_CARD_METHODS,
      ...DEPOSIT_MOBILE_METHODS,
    ]);
    for (const number of numbers) expect(number.phone_no).toMatch(/^\d{11}$/);
  });

  it('writes the settings the withdraw screen reads', async () => {
    const settings = await db.selectFrom('site_settings').selectAll().execute();
    const byKey = Object.fromEntries(settings.map((setting) => [setting.key, setting.value]));
    expect(byKey).toMatchObject({ withdraw_min_limit: '500', withdraw_max_limit: '15000' });
    expect(Object.keys(byKey).length).toBeGreaterThan(2);
    expect(await db.selectFrom('site_notices').selectAll().execute()).not.toHaveLength(0);
    expect((await db.selectFrom('clubs').selectAll().execute()).length).toBeGreaterThanOrEqual(3);
  });

  it('has the sports and tournaments the site is about', async () => {
    const sports = await db.selectFrom('sports').select('slug').execute();
    expect(sports.map((sport) => sport.slug)).toEqual(
      expect.arrayContaining([
        'cricket',
        'football',
        'tennis',
        'basketball',
        'kabaddi',
        'table-tennis',
        'volleyball',
        'ice-hockey',
      ]),
    );
    const tournaments = await db.selectFrom('tournaments').select('name').execute();
    expect(tournaments.map((tournament) => tournament.name)).toEqual(
      expect.arrayContaining([
        'Indian Premier League',
        'Bangladesh Premier League',
        'Premier League',
        'La Liga',
        'ATP Tour',
        'NBA',
        'Pro Kabaddi League',
      ]),
    );
  });

  it('has live matches that started in the last two hours, with score text', async () => {
    const live = await db.selectFrom('matches').selectAll().where('status', '=', 'LIVE').execute();
    expect(live.length).toBeGreaterThanOrEqual(5);
    for (const match of live) {
      expect(minutesFromNow(match.match_datetime)).toBeGreaterThanOrEqual(-121);
      expect(minutesFromNow(match.match_datetime)).toBeLessThan(0);
      expect(match.live_updates).toEqual(expect.any(String));
    }
  });

  it('has upcoming matches a few minutes away and more over the next days', async () => {
    const upcoming = await db
      .selectFrom('matches')
      .selectAll()
      .where('status', '=', 'UPCOMING')
      .execute();
    const minutes = upcoming.map((match) => minutesFromNow(match.match_datetime));
    expect(minutes.every((minute) => minute > 0)).toBe(true);
    expect(minutes.filter((minute) => minute >= 5 && minute <= 20).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(Math.max(...minutes)).toBeGreaterThan(3 * 24 * 60);
    expect(upcoming.every((match) => match.live_updates === null)).toBe(true);
  });

  it('gives every match several markets of two or three bet events, some locked', async () => {
    const markets = await db
      .selectFrom('bets as b')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .select(['b.id', 'b.match_id', 'b.bet_status', 'b.cash_limit_minor', 'm.status'])
      .execute();
    const events = await db.selectFrom('bet_events').selectAll().execute();
    const matchIds = new Set(markets.map((market) => market.match_id));
    for (const matchId of matchIds) {
      expect(markets.filter((market) => market.match_id === matchId).length).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const market of markets) {
      const count = events.filter((event) => event.bet_id === market.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
      expect([500_000, 1_000_000, 2_500_000]).toContain(market.cash_limit_minor);
    }
    const live = markets.filter((market) => market.status === 'LIVE');
    expect(live.some((market) => market.bet_status === 0)).toBe(true);
    expect(live.some((market) => market.bet_status === 1)).toBe(true);
    const finished = markets.filter((market) => market.status === 'FINISHED');
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((market) => market.bet_status === 0)).toBe(true);
    const odds = events.map((event) => event.odds_cents);
    expect(odds.every((cents) => Number.isInteger(cents) && cents >= 101)).toBe(true);
    expect(new Set(odds).size).toBeGreaterThan(20);
  });

  it('writes the same catalog again for the same clock', async () => {
    const second = await createTestDatabase();
    try {
      await seedDatabase(second.handle.db, { now: TEST_NOW, demoUser: true });
      const dump = async (target: Kysely<Database>) => ({
        matches: await target
          .selectFrom('matches')
          .select(['id', 'title', 'status', 'match_datetime', 'live_updates'])
          .orderBy('id')
          .execute(),
        events: await target
          .selectFrom('bet_events')
          .select(['id', 'bet_id', 'bet_event_title', 'odds_cents'])
          .orderBy('id')
          .execute(),
        bets: await target
          .selectFrom('bets')
          .select(['id', 'match_id', 'bet_title', 'bet_status', 'cash_limit_minor'])
          .orderBy('id')
          .execute(),
      });
      expect(await dump(second.handle.db)).toEqual(await dump(db));
    } finally {
      await second.dispose();
    }
  });

  it('is written only into an empty database', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const before = await db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(await seedIfEmpty(db, { now: TEST_NOW, demoUser: true })).toBeNull();
    const after = await db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});

describe('the demo user', () => {
  it('is seeded with its 10,000.00 coins when asked (development)', async () => {
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO_USER.username)
      .executeTakeFirstOrThrow();
    expect(await new Ledger(db).balanceMinor(demo.id)).toBe(DEMO_OPENING_BALANCE_MINOR);
  });

  it('is never seeded into a production database: no user, no coins', async () => {
    const scratch = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'production', PUSHER_SECRET: TEST_PRODUCTION_SECRET });
      await seedIfEmpty(scratch.handle.db, { now: TEST_NOW, demoUser: config.seedDemoUser });
      const users = await scratch.handle.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
      const entries = await scratch.handle.db.selectFrom('ledger_entries').select('id').execute();
      expect(entries).toEqual([]);
      // No demo deposit number: an operator sets the real ones.
      expect(await scratch.handle.db.selectFrom('deposit_numbers').select('id').execute()).toEqual(
        [],
      );
      // The catalog a new bettor needs is there.
      expect(await isDatabaseEmpty(scratch.handle.db)).toBe(false);
    } finally {
      await scratch.dispose();
    }
  });
});

describe('migrations', () => {
  it('are listed once each, in name order', () => {
    const names = MIGRATIONS.map((migration) => migration.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('run down to nothing and up again, on this database', async () => {
    const scratch = await createTestDatabase();
    try {
      expect(await migrateToLatest(scratch.handle)).toEqual([]);
      await seedDatabase(scratch.handle.db, { now: TEST_NOW, demoUser: true });
      expect(await migrateToNothing(scratch.handle)).toEqual(
        MIGRATIONS.map((migration) => migration.name).reverse(),
      );
      const gone = await isDatabaseEmpty(scratch.handle.db).then(
        () => 'the sports table is still there',
        (error: unknown) => String(error),
      );
      expect(gone).toMatch(/no such table: sports|relation "sports" does not exist/);
      expect(await migrateToLatest(scratch.handle)).toEqual(MIGRATIONS.map((m) => m.name));
      expect(await isDatabaseEmpty(scratch.handle.db)).toBe(true);
      // Ids start at 1 again, so the prediction teams keep ids 1 to 10 after a reset.
      await seedDatabase(scratch.handle.db, { now: TEST_NOW, demoUser: true });
      const team = await scratch.handle.db
        .selectFrom('prediction_teams')
        .select('id')
        .where('short_name', '=', 'csk')
        .executeTakeFirstOrThrow();
      expect(team.id).toBe(1);
    } finally {
      await scratch.dispose();
    }
  });
});
