import type {
  BetSubmitResponse,
  BettingPreferences,
  BettingPreferencesResponse,
  DataEnvelope,
  OddsChangePreference,
} from '@sportsbook/shared/contracts';
import { json } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import {
  balanceMinorOf,
  bearer,
  errorOf,
  moneySuiteApp,
  newUser,
  postForm,
  submitBet,
  takeFreshMarket,
} from '../../test/session';
import type { TestUser } from '../../test/session';

let t: TestApp;
const usedMarkets: number[] = [];

moneySuiteApp((built) => {
  t = built;
});

const PATH = '/ng/user/betting-preferences';
const odds = (cents: number) => (cents / 100).toFixed(2);

async function preferencesOf(user: TestUser): Promise<BettingPreferences> {
  const response = await t.app.inject({ method: 'GET', url: PATH, headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return json<DataEnvelope<BettingPreferences>>(response).data;
}

function choose(user: TestUser, oddsChange: string | undefined) {
  return postForm(t, PATH, { odds_change: oddsChange }, bearer(user.token));
}

/** A bettor with that preference, and an open market whose first option they saw at 2.00. */
async function bettorSeeing(preference: OddsChangePreference) {
  const user = await newUser(t, 1000);
  expect((await choose(user, preference)).statusCode).toBe(200);
  const market = await takeFreshMarket(t, usedMarkets);
  const event = market.events[0]!;
  await t.app.markets.changeOdds(market.marketId, [{ id: event.id, bet_ratio: 2 }]);
  return { user, market, eventId: event.id };
}

describe('betting preferences', () => {
  it('are "ask" until the bettor chooses, and keep what they chose', async () => {
    const user = await newUser(t);
    expect(await preferencesOf(user)).toEqual({ odds_change: 'ask' });

    const response = await choose(user, 'higher');
    expect(response.statusCode).toBe(200);
    expect(json<BettingPreferencesResponse>(response)).toEqual({
      message: 'Your betting preferences have been saved.',
      data: { odds_change: 'higher' },
    });
    expect(await preferencesOf(user)).toEqual({ odds_change: 'higher' });

    expect((await choose(user, 'any')).statusCode).toBe(200);
    expect(await preferencesOf(user)).toEqual({ odds_change: 'any' });
    // Another bettor's choice is their own.
    expect(await preferencesOf(await newUser(t))).toEqual({ odds_change: 'ask' });
  });

  it.each([
    ['an unknown value', 'always'],
    ['an empty value', ''],
    ['no value', undefined],
    ['another case', 'ANY'],
  ])('refuses %s with a 422 naming the field, and keeps the preference', async (_case, value) => {
    const user = await newUser(t);
    expect((await choose(user, 'any')).statusCode).toBe(200);
    const response = await choose(user, value);
    expect(response.statusCode).toBe(422);
    const message = 'The odds_change must be one of: ask, higher, any.';
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      errors: { odds_change: message },
    });
    expect(await preferencesOf(user)).toEqual({ odds_change: 'any' });
  });

  it('needs a signed-in bettor', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect((await postForm(t, PATH, { odds_change: 'any' })).statusCode).toBe(401);
  });
});

describe('the bet submit follows the odds-change preference', () => {
  /** Moves the option to `cents`, then submits 20 at the 2.00 the slip showed. */
  async function submitAfterMove(preference: OddsChangePreference, cents: number) {
    const { user, market, eventId } = await bettorSeeing(preference);
    if (cents !== 200) {
      await t.app.markets.changeOdds(market.marketId, [{ id: eventId, bet_ratio: cents / 100 }]);
    }
    const response = await submitBet(t, user, {
      bet_amount: 20,
      bet_event_id: eventId,
      bet_ratio: odds(200),
    });
    return { user, response };
  }

  it.each([
    ['ask', 200, 'placed'],
    ['ask', 210, 'refused'],
    ['ask', 190, 'refused'],
    ['higher', 200, 'placed'],
    ['higher', 210, 'placed'],
    ['higher', 190, 'refused'],
    ['any', 200, 'placed'],
    ['any', 210, 'placed'],
    ['any', 190, 'placed'],
  ] as const)('%s, seen 2.00, now %i hundredths: %s', async (preference, cents, outcome) => {
    const { user, response } = await submitAfterMove(preference, cents);
    if (outcome === 'placed') {
      expect(response.statusCode).toBe(201);
      const bet = json<BetSubmitResponse>(response).data;
      // Placed at the market's odds, which the answer says.
      expect(bet.bet_rate).toBe(cents / 100);
      expect(bet.possible_win).toBe((20 * cents) / 100);
      expect(await balanceMinorOf(t, user.id)).toBe(98_000);
      const row = await t.db
        .selectFrom('placed_bets')
        .select('odds_cents')
        .where('id', '=', bet.id)
        .executeTakeFirstOrThrow();
      expect(row.odds_cents).toBe(cents);
    } else {
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'ODDS_CHANGED',
        message: 'Odds have changed. Please review the new odds and submit again.',
        errors: { bet_ratio: odds(cents) },
      });
      expect(await balanceMinorOf(t, user.id)).toBe(100_000);
      const bets = await t.db
        .selectFrom('placed_bets')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(bets).toEqual([]);
    }
  });

  it('places a submit without the odds seen at the current odds whatever the preference', async () => {
    const { user, market, eventId } = await bettorSeeing('ask');
    await t.app.markets.changeOdds(market.marketId, [{ id: eventId, bet_ratio: 1.5 }]);
    const response = await submitBet(t, user, { bet_amount: 20, bet_event_id: eventId });
    expect(response.statusCode).toBe(201);
    expect(json<BetSubmitResponse>(response).data.bet_rate).toBe(1.5);
  });
});
