/**
 * Helpers of the accounts, betting and ledger tests: register and sign in through the real
 * routes, fund a user through the ledger (an operator credit, as the ops tool does), find an open
 * market, and prove the ledger invariants.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  FIRST_PARTY_CLIENT,
  IDEMPOTENCY_KEY_HEADER,
  PREDICTION_EVENT_ID,
} from '@sportsbook/shared/contracts';
import type { ApiErrorBody, TokenResponse } from '@sportsbook/shared/contracts';
import { LEDGER_CHECKS } from '../src/ledger-checks';
import { formatReport, verifyLedger } from '../src/ledger/verify';
import { runOpsCommand } from '../src/ops/commands';
import { build } from './helper';
import type { TestApp } from './helper';
import type { Env } from '../src/config';

/** A form post body, as the browser sends it. */
export function form(fields: Record<string, string | number | undefined>): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(key, String(value));
  }
  return body.toString();
}

export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string | number | undefined>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * `POST /ng/bet-submit` as the betslip sends it: the user's bearer token and an Idempotency-Key,
 * a fresh one per call unless the test gives one (a retry of the same attempt).
 */
export function submitBet(
  t: TestApp,
  user: { token: string },
  fields: Record<string, string | number | undefined>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return postForm(t, '/ng/bet-submit', fields, {
    ...bearer(user.token),
    [IDEMPOTENCY_KEY_HEADER]: key,
  });
}

/** `POST /ng/multiple-bet-submit` (issue 32) as the betslip sends it, like `submitBet`. */
export function submitMultipleBet(
  t: TestApp,
  user: { token: string },
  fields: Record<string, string | number | undefined>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return postForm(t, '/ng/multiple-bet-submit', fields, {
    ...bearer(user.token),
    [IDEMPOTENCY_KEY_HEADER]: key,
  });
}

/** The first open market of each of `count` different matches (see `openMarkets`). */
export async function marketsOfDifferentMatches(t: TestApp, count: number): Promise<OpenMarket[]> {
  const byMatch = new Map<number, OpenMarket>();
  for (const market of await openMarkets(t)) {
    if (!byMatch.has(market.matchId) && market.events.length >= 2)
      byMatch.set(market.matchId, market);
  }
  const markets = [...byMatch.values()].slice(0, count);
  if (markets.length < count) throw new Error(`Only ${markets.length} open matches in the seed.`);
  return markets;
}

/** Places a bet through the route and resolves to its id; fails the test if it is refused. */
export async function placeBet(
  t: TestApp,
  user: { token: string },
  betEventId: number,
  coins: number,
): Promise<number> {
  const response = await submitBet(t, user, { bet_amount: coins, bet_event_id: betEventId });
  if (response.statusCode !== 201) throw new Error(`Bet refused: ${response.body}`);
  return (JSON.parse(response.body) as { data: { id: number } }).data.id;
}

/**
 * `POST /ng/prediction-entry` as the prediction remote sends it (the user's bearer token and an
 * Idempotency-Key, a fresh one per call unless the test gives one), for prediction event 1.
 */
export function submitPredictionEntry(
  t: TestApp,
  user: { id: number; token: string },
  fields: Record<string, string | number | undefined>,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return postForm(
    t,
    '/ng/prediction-entry',
    { participant_id: user.id, prediction_event_id: PREDICTION_EVENT_ID, ...fields },
    { ...bearer(user.token), [IDEMPOTENCY_KEY_HEADER]: key },
  );
}

/** Enters prediction event 1 with this stake and team; fails the test if it is refused. */
export async function enterPrediction(
  t: TestApp,
  user: { id: number; token: string },
  stake: string,
  team: number,
): Promise<void> {
  const response = await submitPredictionEntry(t, user, { stake, prediction: team });
  if (response.statusCode !== 201) throw new Error(`Entry refused: ${response.body}`);
}

export function errorOf(response: { body: string }): ApiErrorBody {
  return JSON.parse(response.body) as ApiErrorBody;
}

/** A username no other test uses. */
export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** A valid signup form; override any field. */
export async function validSignup(
  t: TestApp,
  overrides: Record<string, string | undefined> = {},
): Promise<Record<string, string | undefined>> {
  const username = overrides.username ?? uniqueUsername();
  const country = await t.db
    .selectFrom('countries')
    .select('id')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const club = await t.db
    .selectFrom('clubs')
    .select('id')
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  return {
    username,
    email: `${username}@example.com`,
    password: 'secret-pass-1',
    password_confirm: 'secret-pass-1',
    phone: '01711111111',
    country: String(country.id),
    club: String(club.id),
    ...overrides,
  };
}

export async function signIn(
  t: TestApp,
  username: string,
  password: string,
): Promise<TokenResponse> {
  const response = await postForm(t, '/oauth/token', {
    grant_type: 'password',
    client_id: FIRST_PARTY_CLIENT.id,
    client_secret: FIRST_PARTY_CLIENT.secret,
    username,
    password,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return JSON.parse(response.body) as TokenResponse;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
  refreshToken: string;
}

/** Registers through `/ng/signup`, funds the user with `coins` by an operator credit, signs in. */
export async function newUser(
  t: TestApp,
  coins = 0,
  overrides: Record<string, string | undefined> = {},
): Promise<TestUser> {
  const signup = await validSignup(t, overrides);
  const response = await postForm(t, '/ng/signup', signup);
  if (response.statusCode !== 201) throw new Error(`Signup failed: ${response.body}`);
  const username = signup.username as string;
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  if (coins > 0)
    await t.app.ledger.credit(user.id, Math.round(coins * 100), `test-funding-${user.id}`);
  const tokens = await signIn(t, username, signup.password as string);
  return {
    id: user.id,
    username,
    password: signup.password as string,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}

export interface OpenMarket {
  marketId: number;
  matchId: number;
  cashLimitMinor: number;
  events: { id: number; oddsCents: number }[];
}

/** Every open market of a match that is not finished and not settled, in id order, with its events. */
export async function openMarkets(t: TestApp): Promise<OpenMarket[]> {
  const markets = await t.db
    .selectFrom('bets as b')
    .innerJoin('matches as m', 'm.id', 'b.match_id')
    .leftJoin('market_settlements as s', 's.bet_id', 'b.id')
    .select(['b.id', 'b.match_id', 'b.cash_limit_minor'])
    .where('b.bet_status', '=', 1)
    .where('m.status', '!=', 'FINISHED')
    .where('s.bet_id', 'is', null)
    .orderBy('b.id')
    .execute();
  if (markets.length === 0) return [];
  const events = await t.db
    .selectFrom('bet_events')
    .select(['id', 'odds_cents', 'bet_id'])
    .where(
      'bet_id',
      'in',
      markets.map((market) => market.id),
    )
    .orderBy('id')
    .execute();
  return markets.map((market) => ({
    marketId: market.id,
    matchId: market.match_id,
    cashLimitMinor: market.cash_limit_minor,
    events: events
      .filter((event) => event.bet_id === market.id)
      .map((event) => ({ id: event.id, oddsCents: event.odds_cents })),
  }));
}

/** An open market of a match that is not finished and not settled, skipping `exclude`. */
export async function openMarket(t: TestApp, exclude: readonly number[] = []): Promise<OpenMarket> {
  const market = (await openMarkets(t)).find((candidate) => !exclude.includes(candidate.marketId));
  if (!market) throw new Error('No open market left in the seed.');
  return market;
}

/** An open market not in `used` (see `openMarket`), which it then adds to `used`. */
export async function takeFreshMarket(t: TestApp, used: number[]): Promise<OpenMarket> {
  const market = await openMarket(t, used);
  used.push(market.marketId);
  return market;
}

/** A match with open markets (each of two selections or more). */
export interface MatchMarkets {
  matchId: number;
  markets: [OpenMarket, ...OpenMarket[]];
}

/**
 * `count` matches, each with `marketsEach` open markets or more, none in `used`, which it then
 * adds them to: each test of a suite gets matches no other test touched (multiples' legs).
 */
export async function takeFreshMatches(
  t: TestApp,
  used: Set<number>,
  count: number,
  marketsEach = 1,
): Promise<MatchMarkets[]> {
  const byMatch = new Map<number, OpenMarket[]>();
  for (const market of await openMarkets(t)) {
    if (used.has(market.matchId) || market.events.length < 2) continue;
    byMatch.set(market.matchId, [...(byMatch.get(market.matchId) ?? []), market]);
  }
  const found: MatchMarkets[] = [];
  for (const [matchId, markets] of byMatch) {
    if (markets.length < marketsEach || found.length === count) continue;
    used.add(matchId);
    found.push({ matchId, markets: [markets[0]!, ...markets.slice(1)] });
  }
  if (found.length < count) throw new Error(`Only ${found.length} fresh matches in the seed.`);
  return found;
}

export async function balanceMinorOf(t: TestApp, userId: number): Promise<number> {
  return t.app.ledger.balanceMinor(userId);
}

/** Fails the test with the verify report when any ledger invariant is broken. */
export async function expectLedgerVerified(t: TestApp): Promise<void> {
  const report = await verifyLedger(t.db, LEDGER_CHECKS);
  if (!report.ok) throw new Error(formatReport(report));
}

/** The per-address rate limits lifted: a suite's bettors all sign up and in from one address. */
export const LIFTED_RATE_LIMITS: Env = {
  ACCOUNT_RATE_LIMIT_PER_ADDRESS: '1000',
  TOKEN_RATE_LIMIT_PER_ADDRESS: '1000',
};

/**
 * A money suite's app: built before its tests (rate limits lifted, plus `env`) and handed to
 * `ready`, the ledger verified after each test (`verifyLedger: 'afterEach'`) or once after all of
 * them, and the app closed at the end even when the ledger fails.
 */
export function moneySuiteApp(
  ready: (t: TestApp) => void | Promise<void>,
  options: { env?: Env; verifyLedger?: 'afterEach' | 'afterAll' } = {},
): void {
  const verifyAfterEach = options.verifyLedger === 'afterEach';
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await build({ env: { ...LIFTED_RATE_LIMITS, ...options.env } });
    await ready(built);
  });
  if (verifyAfterEach) {
    afterEach(async () => {
      if (built) await expectLedgerVerified(built);
    });
  }
  afterAll(async () => {
    if (!built) return;
    try {
      if (!verifyAfterEach) await expectLedgerVerified(built);
    } finally {
      await built.close();
    }
  });
}

/** Runs an operators' command against the test app, as `npm run ops` would; resolves to its output lines. */
export async function runOps(t: TestApp, ...argv: string[]): Promise<string[]> {
  const printed: string[] = [];
  await runOpsCommand(argv, {
    database: t.database,
    markets: t.app.markets,
    money: {
      ledger: t.app.ledger,
      accounts: t.app.accounts,
      settlement: t.app.settlement,
      broadcaster: t.broadcaster,
    },
    seedDemoUser: true,
    complaints: t.app.complaints,
    wallet: t.app.walletOperations,
    operator: 'test-operator',
    predictions: t.app.predictions,
    print: (line) => void printed.push(line),
    now: () => new Date(),
  });
  return printed;
}
