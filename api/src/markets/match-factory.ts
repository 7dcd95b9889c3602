/**
 * Makes plausible matches and markets: used by the seed and by the simulator when it adds matches,
 * so both produce the same kind of catalog. Pure functions of a `Random`.
 */
import { BET_STATUS_LOCKED, BET_STATUS_OPEN } from '@sportsbook/shared/contracts';
import type { TournamentSeed } from './tournaments';
import { HOUR_MS, MINUTE_MS } from '../db/time';
import { clampOddsCents } from '../catalog/odds';
import { minorFromCoins } from '../ledger/coins';
import { pickDistinct, randomInt } from './random';
import type { Random } from './random';

export interface BetEventPlan {
  title: string;
  oddsCents: number;
}

export interface MarketPlan {
  title: string;
  status: number;
  cashLimitMinor: number;
  events: BetEventPlan[];
}

export interface MatchPlan {
  first: string;
  second: string;
  title: string;
  markets: MarketPlan[];
}

/** An outcome of a market template; `weight` scales its chance (a draw is rarer than a win). */
interface OutcomeTemplate {
  title: string;
  weight?: number;
}

interface MarketTemplate {
  title: string;
  outcomes: OutcomeTemplate[];
}

/** Largest stakes a market takes, in coins. */
export const CASH_LIMITS = [5000, 10000, 25000] as const;

/** The bookmaker's margin built into generated odds (7 %). */
const MARGIN = 1.07;

/** How long a match of each sport stays live before the simulator finishes it. */
const LIVE_DURATION_MS: Record<string, number> = {
  cricket: 200 * MINUTE_MS,
  football: 110 * MINUTE_MS,
  tennis: 150 * MINUTE_MS,
  basketball: 150 * MINUTE_MS,
  kabaddi: 60 * MINUTE_MS,
  'table-tennis': 50 * MINUTE_MS,
  volleyball: 120 * MINUTE_MS,
  'ice-hockey': 150 * MINUTE_MS,
};

export function liveDurationMs(sportSlug: string): number {
  return LIVE_DURATION_MS[sportSlug] ?? 2 * HOUR_MS;
}

const winner = (first: string, second: string): MarketTemplate => ({
  title: 'Match Winner',
  outcomes: [{ title: first }, { title: second }],
});

const winnerWithDraw = (first: string, second: string, draw: string): MarketTemplate => ({
  title: 'Match Winner',
  outcomes: [{ title: first }, { title: draw, weight: 0.45 }, { title: second }],
});

const overUnder = (title: string, line: number): MarketTemplate => ({
  title,
  outcomes: [{ title: `Over ${line}` }, { title: `Under ${line}` }],
});

/** The markets a match of this sport can offer, headline market first. */
export function marketTemplates(
  sportSlug: string,
  first: string,
  second: string,
): MarketTemplate[] {
  switch (sportSlug) {
    case 'cricket':
      return [
        winner(first, second),
        { title: 'Toss Winner', outcomes: [{ title: first }, { title: second }] },
        overUnder('1st Innings Total Runs', 165.5),
        {
          title: 'Most Match Sixes',
          outcomes: [{ title: first }, { title: 'Tie', weight: 0.15 }, { title: second }],
        },
      ];
    case 'football':
      return [
        winnerWithDraw(first, second, 'Draw'),
        overUnder('Total Goals', 2.5),
        { title: 'Both Teams To Score', outcomes: [{ title: 'Yes' }, { title: 'No' }] },
        {
          title: 'Double Chance',
          outcomes: [
            { title: `${first} or Draw` },
            { title: `${first} or ${second}` },
            { title: `Draw or ${second}` },
          ],
        },
      ];
    case 'tennis':
      return [
        winner(first, second),
        overUnder('Total Sets', 2.5),
        { title: 'First Set Winner', outcomes: [{ title: first }, { title: second }] },
      ];
    case 'basketball':
      return [
        winner(first, second),
        overUnder('Total Points', 219.5),
        { title: 'Handicap', outcomes: [{ title: `${first} -4.5` }, { title: `${second} +4.5` }] },
      ];
    case 'kabaddi':
      return [
        winnerWithDraw(first, second, 'Tie'),
        overUnder('Total Points', 72.5),
        {
          title: 'First Half Winner',
          outcomes: [{ title: first }, { title: 'Tie', weight: 0.3 }, { title: second }],
        },
      ];
    case 'table-tennis':
      return [winner(first, second), overUnder('Total Games', 4.5)];
    case 'volleyball':
      return [
        winner(first, second),
        overUnder('Total Sets', 3.5),
        { title: 'First Set Winner', outcomes: [{ title: first }, { title: second }] },
      ];
    case 'ice-hockey':
      return [
        winnerWithDraw(first, second, 'Draw'),
        overUnder('Total Goals', 5.5),
        { title: 'Both Teams To Score', outcomes: [{ title: 'Yes' }, { title: 'No' }] },
      ];
    default:
      return [winner(first, second)];
  }
}

/** Odds in hundredths for outcomes of the given weights, with the margin built in. */
export function generateOdds(random: Random, weights: readonly number[]): number[] {
  const strengths = weights.map((weight) => weight * (0.5 + random()));
  const total = strengths.reduce((sum, strength) => sum + strength, 0);
  return strengths.map((strength) => clampOddsCents(100 / ((strength / total) * MARGIN)));
}

export interface PlanOptions {
  /** The two teams, instead of two drawn from the tournament. */
  teams?: [string, string];
  /** How many markets (at least 2, at most what the sport offers). */
  marketCount?: number;
  /** Chance that each market starts locked. */
  lockedChance?: number;
}

/** A match between two different teams of the tournament, with its markets and odds. */
export function planMatch(
  random: Random,
  tournament: TournamentSeed,
  options: PlanOptions = {},
): MatchPlan {
  const [first, second] =
    options.teams ?? (pickDistinct(random, tournament.teams, 2) as [string, string]);
  const templates = marketTemplates(tournament.sport, first, second);
  const marketCount = Math.min(
    templates.length,
    options.marketCount ?? randomInt(random, Math.min(2, templates.length), templates.length),
  );
  const markets = templates.slice(0, marketCount).map((template) => {
    const odds = generateOdds(
      random,
      template.outcomes.map((outcome) => outcome.weight ?? 1),
    );
    const cashLimit = CASH_LIMITS[randomInt(random, 0, CASH_LIMITS.length - 1)] ?? CASH_LIMITS[0];
    return {
      title: template.title,
      status: random() < (options.lockedChance ?? 0) ? BET_STATUS_LOCKED : BET_STATUS_OPEN,
      cashLimitMinor: minorFromCoins(cashLimit),
      events: template.outcomes.map((outcome, index) => ({
        title: outcome.title,
        oddsCents: odds[index] ?? 200,
      })),
    };
  });
  return { first, second, title: `${first} vs ${second}`, markets };
}

/** Short codes for live score text where initials would read oddly. */
const TEAM_CODES: Record<string, string> = {
  Bangladesh: 'BAN',
  India: 'IND',
  Pakistan: 'PAK',
  Afghanistan: 'AFG',
  England: 'ENG',
  Australia: 'AUS',
  'Sunrisers Hyderabad': 'SRH',
  'Punjab Kings': 'PBKS',
  'Rajasthan Royals': 'RR',
  'Delhi Capitals': 'DC',
  'Gujarat Titans': 'GT',
  'Mumbai Indians': 'MI',
};

/** "Chennai Super Kings" → CSK, "Bangladesh" → BAN. */
export function teamCode(name: string): string {
  const known = TEAM_CODES[name];
  if (known) return known;
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  if (words.length >= 2)
    return words
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  return name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}
