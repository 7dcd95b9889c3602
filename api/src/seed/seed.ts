/**
 * The seed: a realistic catalog around the current time, loaded into an empty database. Given the
 * same `now` it writes the same rows (the randomness is a fixed-seed generator), so tests can
 * assert on it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { BET_STATUS_LOCKED } from '@sportsbook/shared/contracts';
import type { MatchStatus } from '@sportsbook/shared/contracts';
import { seedDemoUser } from '../accounts/demo-user';
import { planMatch } from '../markets/match-factory';
import { insertMatch } from '../markets/insert-match';
import { fastForwardLiveUpdate } from '../markets/live-updates';
import { seededRandom } from '../markets/random';
import { seedDemoComplaints } from '../support/demo-complaints';
import type { Random } from '../markets/random';
import type { Database } from '../db/schema';
import { CLUBS, DEMO_DEPOSIT_NUMBERS, COUNTRIES, SITE_NOTICES, SITE_SETTINGS } from './seed-data';
import { SPORTS, TOURNAMENTS } from '../markets/tournaments';
import type { TournamentSeed } from '../markets/tournaments';
import { PREDICTION_EVENT, PREDICTION_TEAMS } from '../prediction/prediction-teams';
import { addMs, DAY_MS, HOUR_MS, MINUTE_MS, toDbTime } from '../db/time';
import { isSqlite, WriteTransactions } from '../db/write-transaction';

export interface SeedOptions {
  /** The clock the match times are relative to. */
  now: Date;
  /** Defaults to a fixed-seed generator. */
  random?: Random;
  /**
   * Also write the demo user (demo / demo12345, 10,000 coins): `config.seedDemoUser`, which is
   * false in production. Required, so no caller gets the demo account by forgetting it.
   */
  demoUser: boolean;
}

export interface SeedSummary {
  sports: number;
  tournaments: number;
  matches: Record<MatchStatus, number>;
  bets: number;
  betEvents: number;
}

/** The seed's fixed generator seed: change it and every seeded odds value changes. */
const SEED = 20_250_601;

export function sportIconPath(slug: string): string {
  return `/static/icons/${slug}.svg`;
}

export function teamLogoPath(shortName: string): string {
  return `/static/teams/${shortName}.svg`;
}

/**
 * The reference data every site needs, demo or not: the countries and clubs of the sign-up form
 * and the site settings. Written once (when there are no countries yet), by the demo seed and by
 * `npm run migrate -w api`, so a production database gets them without the demo catalog.
 */
/**
 * Makes the seeding transaction `trx` the only one of its schema until it ends. "Is it empty?
 * then write" is one transaction, but on PostgreSQL (READ COMMITTED) several instances starting
 * at once all see the empty tables and all but one fail on a duplicate key; the advisory lock,
 * held to the commit, makes the others wait and then see the seed. SQLite's write transaction
 * (BEGIN IMMEDIATE) already admits one writer at a time.
 */
async function seedAlone(trx: Kysely<Database>): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':sportsbook-seed'))`.execute(
    trx,
  );
}

async function insertReferenceDataIfMissing(trx: Kysely<Database>): Promise<boolean> {
  await seedAlone(trx);
  const row = await trx
    .selectFrom('countries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(row.count) > 0) return false;
  await trx
    .insertInto('countries')
    .values(COUNTRIES.map((country, index) => ({ ...country, sort_order: index })))
    .execute();
  await trx
    .insertInto('clubs')
    .values(CLUBS.map((name, index) => ({ name, sort_order: index })))
    .execute();
  await trx
    .insertInto('site_settings')
    .values(Object.entries(SITE_SETTINGS).map(([key, value]) => ({ key, value })))
    .execute();
  return true;
}

/** Writes the reference data when missing (one write transaction); true when it wrote it. */
export function seedReferenceData(db: Kysely<Database>): Promise<boolean> {
  return new WriteTransactions(db).run((trx) => insertReferenceDataIfMissing(trx));
}

/** True when the catalog has never been seeded (no sports). */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('sports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/**
 * Seeds the database when it is empty; returns the summary, or null when it was not empty. The
 * check and the seed are one write transaction, so two processes starting at once seed once.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  return new WriteTransactions(db).run(async (trx) => {
    await seedAlone(trx);
    return (await isDatabaseEmpty(trx)) ? seedDatabase(trx, options) : null;
  });
}

interface MatchSeed {
  tournament: string;
  status: MatchStatus;
  /** Start time relative to the seed's clock. */
  offsetMs: number;
  teams?: [string, string];
}

/** Which matches to write: a few live, a few about to start, many over the next days, a few done. */
function matchSeeds(random: Random): MatchSeed[] {
  const live: MatchSeed[] = [
    {
      tournament: 'International T20 Series',
      status: 'LIVE',
      offsetMs: -75 * MINUTE_MS,
      teams: ['Bangladesh', 'India'],
    },
    { tournament: 'Indian Premier League', status: 'LIVE', offsetMs: -105 * MINUTE_MS },
    { tournament: 'Bangladesh Premier League', status: 'LIVE', offsetMs: -40 * MINUTE_MS },
    { tournament: 'Premier League', status: 'LIVE', offsetMs: -62 * MINUTE_MS },
    { tournament: 'La Liga', status: 'LIVE', offsetMs: -30 * MINUTE_MS },
    { tournament: 'ATP Tour', status: 'LIVE', offsetMs: -80 * MINUTE_MS },
    { tournament: 'NBA', status: 'LIVE', offsetMs: -95 * MINUTE_MS },
    { tournament: 'Pro Kabaddi League', status: 'LIVE', offsetMs: -20 * MINUTE_MS },
  ];
  // These start within minutes, so a running simulator soon moves them to live.
  const soon: MatchSeed[] = [
    { tournament: 'Bangladesh Premier League', status: 'UPCOMING', offsetMs: 6 * MINUTE_MS },
    { tournament: 'Premier League', status: 'UPCOMING', offsetMs: 12 * MINUTE_MS },
    { tournament: 'WTT Champions', status: 'UPCOMING', offsetMs: 18 * MINUTE_MS },
  ];
  const later: MatchSeed[] = [];
  for (let index = 0; index < 24; index += 1) {
    const tournament = TOURNAMENTS[index % TOURNAMENTS.length] as TournamentSeed;
    // Spread over six days, on quarter hours.
    const jitterMs = Math.floor(random() * 8) * 15 * MINUTE_MS;
    later.push({
      tournament: tournament.name,
      status: 'UPCOMING',
      offsetMs: HOUR_MS + index * 6 * HOUR_MS + jitterMs,
    });
  }
  const finished: MatchSeed[] = [
    { tournament: 'Indian Premier League', status: 'FINISHED', offsetMs: -DAY_MS },
    { tournament: 'Premier League', status: 'FINISHED', offsetMs: -DAY_MS - 3 * HOUR_MS },
    { tournament: 'NBA', status: 'FINISHED', offsetMs: -2 * DAY_MS },
  ];
  return [...live, ...soon, ...later, ...finished];
}

/** Writes the whole seed in one write transaction. The database must be empty. */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
): Promise<SeedSummary> {
  const random = options.random ?? seededRandom(SEED);
  // Whole minutes read better in match times than the seconds of "now".
  const base = new Date(Math.floor(options.now.getTime() / MINUTE_MS) * MINUTE_MS);
  const createdAt = toDbTime(options.now);

  return new WriteTransactions(db).run(async (trx) => {
    const sportIds = new Map<string, number>();
    for (const sport of SPORTS) {
      const row = await trx
        .insertInto('sports')
        .values({ slug: sport.slug, name: sport.name, icon_path: sportIconPath(sport.slug) })
        .returning('id')
        .executeTakeFirstOrThrow();
      sportIds.set(sport.slug, row.id);
    }

    const tournamentIds = new Map<string, number>();
    for (const [index, tournament] of TOURNAMENTS.entries()) {
      const sportId = sportIds.get(tournament.sport);
      if (sportId === undefined) throw new Error(`Unknown sport ${tournament.sport}`);
      const row = await trx
        .insertInto('tournaments')
        .values({ sport_id: sportId, name: tournament.name, sort_order: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      tournamentIds.set(tournament.name, row.id);
    }

    const summary: SeedSummary = {
      sports: SPORTS.length,
      tournaments: TOURNAMENTS.length,
      matches: { LIVE: 0, UPCOMING: 0, FINISHED: 0 },
      bets: 0,
      betEvents: 0,
    };
    let liveIndex = 0;
    for (const seed of matchSeeds(random)) {
      const tournament = TOURNAMENTS.find((candidate) => candidate.name === seed.tournament);
      const tournamentId = tournamentIds.get(seed.tournament);
      if (!tournament || tournamentId === undefined) {
        throw new Error(`Unknown tournament ${seed.tournament}`);
      }
      const plan = planMatch(random, tournament, {
        teams: seed.teams,
        lockedChance: seed.status === 'LIVE' ? 0.15 : 0.08,
      });
      if (seed.status === 'FINISHED') {
        for (const market of plan.markets) market.status = BET_STATUS_LOCKED;
      }
      if (seed.status === 'LIVE') {
        // Every other live match has its last market suspended, as happens in play.
        const last = plan.markets[plan.markets.length - 1];
        if (liveIndex % 2 === 0 && last && plan.markets.length > 1) last.status = BET_STATUS_LOCKED;
        liveIndex += 1;
      }
      const startsAt = addMs(base, seed.offsetMs);
      const liveUpdates =
        seed.status === 'LIVE'
          ? fastForwardLiveUpdate(tournament.sport, plan.first, plan.second, -seed.offsetMs, random)
          : null;
      await insertMatch(trx, {
        tournamentId,
        plan,
        status: seed.status,
        matchDatetime: toDbTime(startsAt),
        liveUpdates,
        createdAt,
      });
      summary.matches[seed.status] += 1;
      summary.bets += plan.markets.length;
      summary.betEvents += plan.markets.reduce((sum, market) => sum + market.events.length, 0);
    }

    await insertReferenceDataIfMissing(trx);
    await trx
      .insertInto('site_notices')
      .values(
        SITE_NOTICES.map((message, index) => ({
          message,
          active: 1,
          sort_order: index,
          created_at: createdAt,
        })),
      )
      .execute();

    const event = await trx
      .insertInto('prediction_events')
      .values({ ...PREDICTION_EVENT, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One row at a time, so the teams get ids in SPEC order.
    for (const [index, team] of PREDICTION_TEAMS.entries()) {
      await trx
        .insertInto('prediction_teams')
        .values({
          ...team,
          prediction_event_id: event.id,
          logo_path: teamLogoPath(team.short_name),
          sort_order: index,
        })
        .execute();
    }
    // The demo user of api/README.md, funded through the ledger, with followers and complaints;
    // never in production.
    if (options.demoUser) {
      const demoUserId = await seedDemoUser(trx, options.now);
      await seedDemoComplaints(trx, demoUserId, options.now);
      await trx
        .insertInto('deposit_numbers')
        .values(DEMO_DEPOSIT_NUMBERS.map((number) => ({ ...number, updated_at: createdAt })))
        .execute();
    }
    return summary;
  });
}
