/**
 * The market simulator keeps the site alive without a data feed: on every tick it moves odds,
 * now and then locks or unlocks a market, starts matches whose time has come, advances live
 * scores, finishes matches that have run their length and adds new matches so the lists stay
 * populated for days. Everything goes through `MarketOperations`, so each change is written to
 * the database and broadcast exactly as an operator's would be.
 *
 * Off in tests (they call `tick()` with a fixed clock and random source); `npm start` turns it on.
 */
import type { Kysely } from 'kysely';
import { BET_STATUS_LOCKED, BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import type { MatchStatus } from '@sportsbook/shared/contracts';
import { TOURNAMENTS } from './tournaments';
import type { Database } from '../db/schema';
import { addMs, DAY_MS, MINUTE_MS, toDbTime } from '../db/time';
import { ApiError } from '../errors';
import { nextLiveUpdate } from './live-updates';
import type { MarketLogger, MarketOperations } from './market-operations';
import { liveDurationMs, planMatch } from './match-factory';
import { clampOddsCents, MIN_ODDS_CENTS, oddsToWire } from '../catalog/odds';
import { pick, pickDistinct, randomInt } from './random';
import type { Random } from './random';

export interface SimulatorOptions {
  tickMs: number;
  now?: () => Date;
  random?: Random;
  /** Keep at least this many upcoming matches in the catalog. */
  minUpcoming?: number;
  /** Keep at least this many upcoming matches starting within `soonWindowMs`, so live never empties. */
  minSoon?: number;
  soonWindowMs?: number;
  /** Markets whose odds move on each tick. */
  oddsMovesPerTick?: number;
  /** Largest odds move, in percent. */
  maxOddsStepPercent?: number;
  /** Chance per tick of locking an open market of a live match. */
  lockChance?: number;
  /** Chance per tick of reopening a locked market. */
  unlockChance?: number;
  /** Live score text changes without an event; a `live-update` reload goes out this often. */
  liveReloadEveryTicks?: number;
}

/** What one tick did, by id; tests assert on it. */
export interface TickReport {
  started: number[];
  finished: number[];
  added: number[];
  oddsChanged: number[];
  locked: number[];
  unlocked: number[];
  liveUpdated: number[];
  reloadedLive: boolean;
}

export interface SimulatorDeps {
  db: Kysely<Database>;
  markets: MarketOperations;
  log: MarketLogger;
}

const OPEN_STATUSES: MatchStatus[] = ['LIVE', 'UPCOMING'];

export class MarketSimulator {
  private readonly options: Required<SimulatorOptions>;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private current: Promise<unknown> = Promise.resolve();
  private ticks = 0;
  private liveChangedSinceReload = false;

  constructor(
    private readonly deps: SimulatorDeps,
    options: SimulatorOptions,
  ) {
    this.options = {
      now: () => new Date(),
      random: Math.random,
      minUpcoming: 12,
      minSoon: 3,
      soonWindowMs: 90 * MINUTE_MS,
      oddsMovesPerTick: 2,
      maxOddsStepPercent: 6,
      lockChance: 0.08,
      unlockChance: 0.15,
      liveReloadEveryTicks: 10,
      ...options,
    };
  }

  /** Ticks every `tickMs` until `stop()`; a tick never overlaps the previous one. */
  start(): this {
    if (this.running) return this;
    this.running = true;
    this.schedule();
    return this;
  }

  /** Clears the timer and waits for a tick in progress to end. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.current = this.tick()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'Simulator tick failed'))
        .finally(() => this.schedule());
    }, this.options.tickMs);
  }

  /** One round of changes. */
  async tick(): Promise<TickReport> {
    const report: TickReport = {
      started: [],
      finished: [],
      added: [],
      oddsChanged: [],
      locked: [],
      unlocked: [],
      liveUpdated: [],
      reloadedLive: false,
    };
    const now = this.options.now();
    this.ticks += 1;
    await this.startDueMatches(now, report);
    await this.finishLongMatches(now, report);
    await this.topUpUpcoming(now, report);
    await this.moveOdds(report);
    await this.lockOrUnlock(report);
    await this.advanceLiveScore(now, report);
    if (this.liveChangedSinceReload && this.ticks % this.options.liveReloadEveryTicks === 0) {
      await this.deps.markets.reload('live-update', null);
      this.liveChangedSinceReload = false;
      report.reloadedLive = true;
    }
    return report;
  }

  private async startDueMatches(now: Date, report: TickReport): Promise<void> {
    const due = await this.deps.db
      .selectFrom('matches')
      .select('id')
      .where('status', '=', 'UPCOMING')
      .where('match_datetime', '<=', toDbTime(now))
      .orderBy('match_datetime')
      .orderBy('id')
      .execute();
    for (const match of due) {
      if (await this.tolerant(() => this.deps.markets.startMatch(match.id))) {
        report.started.push(match.id);
      }
    }
  }

  private async finishLongMatches(now: Date, report: TickReport): Promise<void> {
    const live = await this.liveMatches();
    for (const match of live) {
      const playedMs = now.getTime() - Date.parse(match.match_datetime);
      if (playedMs < liveDurationMs(match.slug)) continue;
      if (await this.tolerant(() => this.deps.markets.finishMatch(match.id))) {
        report.finished.push(match.id);
      }
    }
  }

  /** Adds at most one soon match and one later match per tick, so the catalog refills gradually. */
  private async topUpUpcoming(now: Date, report: TickReport): Promise<void> {
    const { random, soonWindowMs } = this.options;
    const upcoming = await this.deps.db
      .selectFrom('matches')
      .select('match_datetime')
      .where('status', '=', 'UPCOMING')
      .execute();
    const soonLimit = toDbTime(addMs(now, soonWindowMs));
    const soon = upcoming.filter((match) => match.match_datetime <= soonLimit).length;

    if (soon < this.options.minSoon) {
      const startsAt = addMs(now, randomInt(random, 5, soonWindowMs / MINUTE_MS) * MINUTE_MS);
      const id = await this.addMatch(roundToMinutes(startsAt, 1));
      if (id !== null) report.added.push(id);
    }
    if (upcoming.length < this.options.minUpcoming) {
      const offsetMs = soonWindowMs + random() * (3 * DAY_MS - soonWindowMs);
      const id = await this.addMatch(roundToMinutes(addMs(now, offsetMs), 15));
      if (id !== null) report.added.push(id);
    }
  }

  private async addMatch(startsAt: Date): Promise<number | null> {
    const tournaments = await this.deps.db
      .selectFrom('tournaments')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    // Only tournaments the seed knows the teams of; an operator's own tournaments are left alone.
    const known = tournaments.flatMap((tournament) => {
      const seed = TOURNAMENTS.find((candidate) => candidate.name === tournament.name);
      return seed ? [{ id: tournament.id, seed }] : [];
    });
    if (known.length === 0) return null;
    const { id, seed } = pick(this.options.random, known);
    const plan = planMatch(this.options.random, seed, { lockedChance: 0.05 });
    const payload = await this.deps.markets.addMatch({ tournamentId: id, plan, startsAt });
    return payload.match_id;
  }

  private async moveOdds(report: TickReport): Promise<void> {
    const { random, maxOddsStepPercent } = this.options;
    const open = await this.marketsWithStatus(BET_STATUS_OPEN, OPEN_STATUSES);
    for (const marketId of pickDistinct(random, open, this.options.oddsMovesPerTick)) {
      const events = await this.deps.db
        .selectFrom('bet_events')
        .select(['id', 'odds_cents'])
        .where('bet_id', '=', marketId)
        .orderBy('id')
        .execute();
      if (events.length === 0) continue;
      const changes = events.map((event) => {
        const percent = randomInt(random, 1, maxOddsStepPercent) * (random() < 0.5 ? -1 : 1);
        let oddsCents = clampOddsCents(event.odds_cents * (1 + percent / 100));
        // A price at the floor can only go up; an unchanged price is no move at all.
        if (oddsCents === event.odds_cents) {
          oddsCents =
            event.odds_cents <= MIN_ODDS_CENTS ? MIN_ODDS_CENTS + 1 : event.odds_cents - 1;
        }
        return { id: event.id, bet_ratio: oddsToWire(oddsCents) };
      });
      if (await this.tolerant(() => this.deps.markets.changeOdds(marketId, changes))) {
        report.oddsChanged.push(marketId);
      }
    }
  }

  private async lockOrUnlock(report: TickReport): Promise<void> {
    const { random } = this.options;
    if (random() < this.options.lockChance) {
      const open = await this.marketsWithStatus(BET_STATUS_OPEN, ['LIVE']);
      if (open.length > 0) {
        const marketId = pick(random, open);
        if (
          await this.tolerant(() => this.deps.markets.setMarketStatus(marketId, BET_STATUS_LOCKED))
        ) {
          report.locked.push(marketId);
        }
      }
    }
    if (random() < this.options.unlockChance) {
      const locked = await this.marketsWithStatus(BET_STATUS_LOCKED, OPEN_STATUSES);
      if (locked.length > 0) {
        const marketId = pick(random, locked);
        if (
          await this.tolerant(() => this.deps.markets.setMarketStatus(marketId, BET_STATUS_OPEN))
        ) {
          report.unlocked.push(marketId);
        }
      }
    }
  }

  private async advanceLiveScore(now: Date, report: TickReport): Promise<void> {
    const live = await this.liveMatches();
    if (live.length === 0) return;
    const match = pick(this.options.random, live);
    const text = nextLiveUpdate(
      match.slug,
      match.live_updates,
      match.first_team,
      match.second_team,
      now.getTime() - Date.parse(match.match_datetime),
      this.options.random,
    );
    if (text === match.live_updates) return;
    if (await this.tolerant(() => this.deps.markets.setLiveUpdates(match.id, text))) {
      report.liveUpdated.push(match.id);
      this.liveChangedSinceReload = true;
    }
  }

  private liveMatches() {
    return this.deps.db
      .selectFrom('matches as m')
      .innerJoin('tournaments as t', 't.id', 'm.tournament_id')
      .innerJoin('sports as s', 's.id', 't.sport_id')
      .select([
        'm.id',
        'm.match_datetime',
        'm.live_updates',
        'm.first_team',
        'm.second_team',
        's.slug',
      ])
      .where('m.status', '=', 'LIVE')
      .orderBy('m.id')
      .execute();
  }

  private async marketsWithStatus(status: number, matchStatuses: MatchStatus[]) {
    const rows = await this.deps.db
      .selectFrom('bets as b')
      .innerJoin('matches as m', 'm.id', 'b.match_id')
      .select('b.id')
      .where('b.bet_status', '=', status)
      .where('m.status', 'in', matchStatuses)
      .orderBy('b.id')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Runs an operation that may lose a race with an operator (the ops tool changed the match
   * meanwhile): such a refusal is skipped, anything else is a real failure.
   */
  private async tolerant(operation: () => Promise<unknown>): Promise<boolean> {
    try {
      await operation();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) {
        this.deps.log.info({ err: error }, 'Simulator skipped a change');
        return false;
      }
      throw error;
    }
  }
}

function roundToMinutes(date: Date, minutes: number): Date {
  const stepMs = minutes * MINUTE_MS;
  return new Date(Math.ceil(date.getTime() / stepMs) * stepMs);
}
