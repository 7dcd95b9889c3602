/**
 * The live score text of a match ("BAN 145/3 (17.2 ov)", "ARS 1 - 0 CHE (63')"). The simulator
 * advances it a step at a time; the seed fast-forwards it to how long a match has been running.
 */
import { MINUTE_MS } from '../db/time';
import { teamCode } from './match-factory';
import { pick, randomInt } from './random';
import type { Random } from './random';

const OVERS_PER_INNINGS = 20;
const CRICKET = /^(\S+) (\d+)\/(\d+) \((\d+)\.(\d) ov\)(?:, target (\d+))?$/;
const SCORE = /^(\S+) (\d+) - (\d+) (\S+) \(.*\)$/;

/** Runs off one ball, as often as they happen in T20 cricket. */
const RUNS_PER_BALL = [0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 4, 4, 6];

interface ScoreRule {
  /** Chance per step that someone scores. */
  chance: number;
  /** Points one score is worth, as a range. */
  points: [number, number];
  /** Most points (sets, games) one side can have; null for no limit. */
  cap: number | null;
  /** The period label for the elapsed time and the score. */
  label: (elapsedMin: number, a: number, b: number) => string;
}

const SCORE_RULES: Record<string, ScoreRule> = {
  football: {
    chance: 0.03,
    points: [1, 1],
    cap: null,
    label: (min) => (min > 90 ? "90+'" : `${Math.max(1, Math.floor(min))}'`),
  },
  basketball: {
    chance: 0.9,
    points: [1, 3],
    cap: null,
    label: (min) => `Q${Math.min(4, Math.floor(min / 35) + 1)}`,
  },
  kabaddi: {
    chance: 0.7,
    points: [1, 2],
    cap: null,
    label: (min) => (min < 25 ? '1st half' : '2nd half'),
  },
  'ice-hockey': {
    chance: 0.03,
    points: [1, 1],
    cap: null,
    label: (min) => `P${Math.min(3, Math.floor(min / 45) + 1)}`,
  },
  tennis: {
    chance: 0.02,
    points: [1, 1],
    cap: 2,
    label: (_min, a, b) => `Set ${Math.min(3, a + b + 1)}`,
  },
  volleyball: {
    chance: 0.03,
    points: [1, 1],
    cap: 3,
    label: (_min, a, b) => `Set ${Math.min(5, a + b + 1)}`,
  },
  'table-tennis': {
    chance: 0.06,
    points: [1, 1],
    cap: 4,
    label: (_min, a, b) => `Game ${Math.min(7, a + b + 1)}`,
  },
};

function ruleFor(sportSlug: string): ScoreRule {
  return SCORE_RULES[sportSlug] ?? SCORE_RULES.football!;
}

/** The text when a match has just started. */
export function initialLiveUpdate(sportSlug: string, first: string, second: string): string {
  if (sportSlug === 'cricket') return `${teamCode(first)} 0/0 (0.0 ov)`;
  return `${teamCode(first)} 0 - 0 ${teamCode(second)} (${ruleFor(sportSlug).label(0, 0, 0)})`;
}

/** The text one step later. Text it cannot read (an operator wrote it) starts over. */
export function nextLiveUpdate(
  sportSlug: string,
  current: string | null,
  first: string,
  second: string,
  elapsedMs: number,
  random: Random,
): string {
  return sportSlug === 'cricket'
    ? nextCricket(current, first, second, random)
    : nextScore(sportSlug, current, first, second, elapsedMs, random);
}

/** The text after `elapsedMs` of play, stepping once per simulated minute (a ball and a half in cricket). */
export function fastForwardLiveUpdate(
  sportSlug: string,
  first: string,
  second: string,
  elapsedMs: number,
  random: Random,
): string {
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  const steps = sportSlug === 'cricket' ? Math.floor(minutes * 1.5) : minutes;
  let text = initialLiveUpdate(sportSlug, first, second);
  for (let step = 1; step <= steps; step += 1) {
    const stepElapsedMs = sportSlug === 'cricket' ? elapsedMs : step * MINUTE_MS;
    text = nextLiveUpdate(sportSlug, text, first, second, stepElapsedMs, random);
  }
  return text;
}

function nextCricket(current: string | null, first: string, second: string, random: Random) {
  const parsed = current ? CRICKET.exec(current) : null;
  if (!parsed) return `${teamCode(first)} 0/0 (0.0 ov)`;
  const [, code, runsText, wicketsText, oversText, ballsText, targetText] = parsed;
  let runs = Number(runsText);
  let wickets = Number(wicketsText);
  let overs = Number(oversText);
  let balls = Number(ballsText);
  const target = targetText ? Number(targetText) : null;

  const inningsOver = wickets >= 10 || overs >= OVERS_PER_INNINGS;
  const chased = target !== null && runs >= target;
  if (inningsOver || chased) {
    // The second innings has ended: the text stays until the match is finished.
    if (target !== null) return current as string;
    return `${teamCode(second)} 0/0 (0.0 ov), target ${runs + 1}`;
  }

  if (random() < 0.045) wickets += 1;
  else runs += pick(random, RUNS_PER_BALL);
  balls += 1;
  if (balls === 6) {
    overs += 1;
    balls = 0;
  }
  const suffix = target !== null ? `, target ${target}` : '';
  return `${code} ${runs}/${wickets} (${overs}.${balls} ov)${suffix}`;
}

function nextScore(
  sportSlug: string,
  current: string | null,
  first: string,
  second: string,
  elapsedMs: number,
  random: Random,
) {
  const rule = ruleFor(sportSlug);
  const parsed = current ? SCORE.exec(current) : null;
  let a = parsed ? Number(parsed[2]) : 0;
  let b = parsed ? Number(parsed[3]) : 0;
  const decided = rule.cap !== null && (a >= rule.cap || b >= rule.cap);
  if (!decided && random() < rule.chance) {
    const points = randomInt(random, rule.points[0], rule.points[1]);
    if (random() < 0.5) a += points;
    else b += points;
  }
  const label = rule.label(elapsedMs / MINUTE_MS, a, b);
  return `${teamCode(first)} ${a} - ${b} ${teamCode(second)} (${label})`;
}
