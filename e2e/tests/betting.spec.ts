import type { Page, Response } from '@playwright/test';
import { SIGN_IN_SUCCESS_TEXT, type AccountPages } from '../pages/account';
import type { Betslip } from '../pages/betslip';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import type { SportsRemote } from '../pages/sports';
import { expect, test } from '../support/account-fixtures';
import { api, formatOdds, type ApiBetEvent, type OpenMarket } from '../support/api';
import { oddsAbove, oddsBelow, possibleWin } from '../support/format';
import { marketFor, type MarketPurpose } from '../support/markets';
import { moveOdds, ops } from '../support/ops';
import { ODDS_CHANNEL, RealtimeWatch } from '../support/realtime';
import {
  accessTokenOf,
  accountApi,
  allBets,
  formatCoins,
  fund,
  newUser,
  signInWithCoins,
  type TestUser,
} from '../support/users';

/** SPEC section 5. */
const TOO_LOW = 'Stake Should not be less than 20.';
const tooHigh = (limit: number) => `Stake should not be greater than ${limit}.`;
/** remote-betslip/README.md, "Submitting a bet": the notice after an ODDS_CHANGED refusal. */
const ODDS_CHANGED_NOTICE =
  'The odds have changed. Check the new odds and press Submit Bet again to accept them.';

/** shared/src/api/client.ts: what the slip says when a request gets no answer. */
const NETWORK_FAILURE_TEXT = 'Could not reach the server. Check your connection and try again.';

/** Every test's user starts with this many coins (`ops credit`). */
const FUNDS = 500;

const BET_SUBMIT_PATH = '/ng/bet-submit';

function isBetSubmit(response: Response): boolean {
  return (
    response.request().method() === 'POST' && new URL(response.url()).pathname === BET_SUBMIT_PATH
  );
}

/** The statuses of the answers to POST /ng/bet-submit the page receives, in order. */
function recordSubmissions(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (isBetSubmit(response)) statuses.push(response.status());
  });
  return statuses;
}

/** A user registered (API), funded and signed in through the Sign In page; the balance shows. */
async function signedInUser(account: AccountPages): Promise<TestUser> {
  const user = await signInWithCoins(account, FUNDS);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
  return user;
}

/** The market for this purpose with its odds as the API has them now. */
async function freshMarket(purpose: MarketPurpose): Promise<OpenMarket> {
  const { match, bet } = await marketFor(purpose);
  const fresh = (await api.matchDetails(match.id)).bets.find((item) => item.id === bet.id);
  if (!fresh) throw new Error(`Market ${bet.id} is gone.`);
  return { match, bet: fresh };
}

function optionOf({ bet }: OpenMarket, index: number): ApiBetEvent {
  const option = bet.bet_events[index] ?? bet.bet_events[0];
  if (!option) throw new Error(`Market ${bet.id} has no options.`);
  return option;
}

/** On home, presses the option's odds in the match's card; the slip shows the bet. */
async function pickOnHome(
  sports: SportsRemote,
  betslip: Betslip,
  { match, bet }: OpenMarket,
  option: ApiBetEvent,
): Promise<void> {
  const market = sports.market(sports.matchCard(match.match_title), bet.bet_title);
  await sports.oddsButton(market, option.bet_event_title).click();
  await expect(betslip.bet).toContainText(match.match_title);
  await expect(betslip.bet).toContainText(option.bet_event_title);
}

/**
 * A fresh user signed in, with an option (by index) of the shared 'place' market on the slip at
 * the default stake of 20; returns that option.
 */
async function signedInWithBetOnSlip(
  account: AccountPages,
  sports: SportsRemote,
  betslip: Betslip,
  optionIndex: number,
): Promise<ApiBetEvent> {
  await signedInUser(account);
  const picked = await freshMarket('place');
  const option = optionOf(picked, optionIndex);
  await pickOnHome(sports, betslip, picked, option);
  await expect(betslip.stake).toHaveValue('20');
  return option;
}

/** Presses Submit Bet and waits for the server's success answer; returns its message. */
async function submitAndExpectPlaced(page: Page, betslip: Betslip): Promise<string> {
  const answer = page.waitForResponse(isBetSubmit);
  await betslip.submit.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { status: string; message: string };
  expect(body.status).toBe('success');
  return body.message;
}

test.describe('betting', () => {
  test('a new user registers, signs in, sees the balance and places a bet within the stake rules', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    // The whole journey in one test (two password hashes, the operators' tool, a bet): in a full
    // run on the two-core machine that also serves the stack it took about 30 of the 45 s.
    test.slow();
    const [countries, clubs] = await Promise.all([accountApi.countries(), accountApi.clubs()]);
    const [firstCountry, otherCountry] = countries;
    const [firstClub] = clubs;
    if (!firstCountry || !otherCountry || !firstClub) {
      throw new Error('The seed needs two countries and a club.');
    }
    const user = newUser();

    // Join Now: the first country and club are preselected; the country sets the phone prefix.
    await page.goto('/register');
    const form = account.registerCard;
    const country = account.field(form, 'Country');
    await expect(country).toHaveValue(String(firstCountry.id));
    await expect(country).toBeEnabled();
    await expect(account.field(form, 'Club')).toHaveValue(String(firstClub.id));
    await expect(form.getByText(firstCountry.phone_code, { exact: true })).toBeVisible();
    await country.selectOption({ label: otherCountry.name });
    await expect(form.getByText(otherCountry.phone_code, { exact: true })).toBeVisible();
    await expect(form.getByText(firstCountry.phone_code, { exact: true })).toHaveCount(0);
    await country.selectOption({ label: firstCountry.name });
    await expect(form.getByText(firstCountry.phone_code, { exact: true })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
      'href',
      '/sign-in',
    );

    const signupResponse = await account.submitRegister(user);
    expect(signupResponse.status()).toBe(201);
    const { data: registered } = (await signupResponse.json()) as { data: string };
    // SPEC section 8: the returned message, then /sign-in after 300 ms.
    await expect(account.toast(registered)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(account.signInCard).toBeVisible();

    // An operator funds the new account; signing in shows the balance.
    await fund(user, FUNDS);
    await account.submitSignIn(user.username, user.password);
    await expect(account.toast(SIGN_IN_SUCCESS_TEXT)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(account.accountButton(user.username)).toBeVisible();
    await expect(account.signInLink()).toHaveCount(0);
    await expect(account.balance()).toContainText('Coins');
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));

    // Pick odds on home: the slip shows the bet.
    const picked = await freshMarket('place');
    const option = optionOf(picked, 0);
    await pickOnHome(sports, betslip, picked, option);
    await expect(betslip.bet).toContainText(picked.bet.bet_title);
    await expect(betslip.odds()).toHaveText(formatOdds(option.bet_ratio));
    await expect(betslip.stake).toHaveValue('20');

    // Stake rules (SPEC section 5).
    await betslip.enterStake('15');
    await expect(betslip.alerts()).toHaveText(TOO_LOW);
    await expect(betslip.total('Possible Win')).toHaveText('0.00');
    const limit = picked.bet.cash_limit;
    await betslip.enterStake(String(limit + 50));
    await expect(betslip.stake).toHaveValue(String(limit));
    await expect(betslip.alerts()).toHaveText(tooHigh(limit));

    const stake = 50;
    await betslip.enterStake(String(stake));
    await expect(betslip.alerts()).toHaveCount(0);
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(option.bet_ratio, stake));

    const placed = await submitAndExpectPlaced(page, betslip);
    await expect(account.toast(placed)).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - stake));
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(betslip.bet).toHaveCount(0);

    const bets = await allBets(await accessTokenOf(context));
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      match_title: picked.match.match_title,
      bet_title: picked.bet.bet_title,
      bet_event: { bet_event_title: option.bet_event_title },
      bet_amount: stake,
      bet_rate: option.bet_ratio,
      status: 'pending',
    });
  });

  test('settling the market with the picked option as winner raises the balance by the payout, live', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    const realtime = new RealtimeWatch(page);
    const user = await signedInUser(account);
    const token = await accessTokenOf(context);
    const { id: userId } = await accountApi.profile(token);

    const picked = await freshMarket('settle');
    const option = optionOf(picked, 0);
    await pickOnHome(sports, betslip, picked, option);
    const stake = 40;
    await betslip.enterStake(String(stake));
    await submitAndExpectPlaced(page, betslip);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - stake));

    // The market of the clicked bet event, as the API gives it.
    const details = await accountApi.eventDetails(option.id);
    const marketId = details.bets.id;
    expect(marketId).toBe(picked.bet.id);
    const [placedBet] = await allBets(token);
    expect(placedBet?.bet_rate).toBe(option.bet_ratio);
    const payout = Number(possibleWin(option.bet_ratio, stake));

    // The host listens on the user's private channel; a change published before it listens is lost.
    await expect.poll(() => realtime.isSubscribed(`private-user.${userId}`)).toBe(true);
    await ops('settle', String(marketId), String(option.id));

    // No reload: the header follows CoinsChanged on private-user.{id}.
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - stake + payout));
    const [settled] = await allBets(token);
    expect(settled?.status).toBe('won');

    // The stored balance is the same after a reload.
    await page.reload();
    await expect(account.accountButton(user.username)).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - stake + payout));
  });

  test('a double click on Submit Bet places exactly one bet', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    await signedInWithBetOnSlip(account, sports, betslip, 1);

    const submissions = recordSubmissions(page);
    const answer = page.waitForResponse(isBetSubmit);
    await betslip.submit.dblclick();
    const { message } = (await (await answer).json()) as { message: string };
    await expect(account.toast(message)).toBeVisible();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 20));

    const bets = await allBets(await accessTokenOf(context));
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ bet_amount: 20, status: 'pending' });
    expect(submissions).toEqual([201]);
  });

  test('a retry after the answer was lost on the network places the bet once', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    const option = await signedInWithBetOnSlip(account, sports, betslip, 0);

    // The first submission reaches the server, which places the bet, but its answer never
    // reaches the page: the connection drops on the way back. Later ones pass through.
    const keys: (string | undefined)[] = [];
    const lostAnswers: number[] = [];
    await page.route(
      (url) => url.pathname === BET_SUBMIT_PATH,
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        keys.push(route.request().headers()['idempotency-key']);
        if (lostAnswers.length > 0) return route.continue();
        const answer = await route.fetch();
        lostAnswers.push(answer.status());
        return route.abort('connectionreset');
      },
    );

    await betslip.submit.click();
    await expect(betslip.alerts()).toHaveText(NETWORK_FAILURE_TEXT);
    await expect(betslip.bet).toBeVisible();
    const token = await accessTokenOf(context);
    expect(await allBets(token)).toHaveLength(1);

    // Pressing again (once the button is enabled) sends the same attempt: the server replays its
    // first answer and places nothing more.
    const replay = page.waitForResponse(isBetSubmit);
    await betslip.submit.click();
    const replayed = await replay;
    expect(replayed.status()).toBe(201);
    expect(replayed.headers()['idempotent-replayed']).toBe('true');
    const { message } = (await replayed.json()) as { message: string };
    await expect(account.toast(message)).toBeVisible();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 20));

    expect(lostAnswers).toEqual([201]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(keys[1]).toBe(keys[0]);
    const bets = await allBets(token);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      bet_amount: 20,
      bet_rate: option.bet_ratio,
      status: 'pending',
    });
  });

  test('odds that move while the bet is on the slip are shown there, and the bet is placed at them', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    const realtime = new RealtimeWatch(page);
    await signedInUser(account);
    const picked = await freshMarket('odds-live');
    const option = optionOf(picked, 0);
    await pickOnHome(sports, betslip, picked, option);
    await expect(betslip.odds()).toHaveText(formatOdds(option.bet_ratio));
    await expect.poll(() => realtime.isSubscribed(ODDS_CHANNEL)).toBe(true);

    const moved = oddsAbove(option.bet_ratio);
    await moveOdds(picked.bet.id, { [option.id]: moved });
    await expect(betslip.odds()).toHaveText(formatOdds(moved));
    await expect(betslip.bet.getByText('odds went up')).toBeAttached();
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(moved, 20));

    const submissions = recordSubmissions(page);
    const placed = await submitAndExpectPlaced(page, betslip);
    await expect(account.toast(placed)).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 20));
    // Placed at the price the slip showed, at the first press.
    const bets = await allBets(await accessTokenOf(context));
    expect(bets).toHaveLength(1);
    expect(bets[0]?.bet_rate).toBe(moved);
    expect(submissions).toEqual([201]);
  });

  test('a stale price the slip missed is refused once; the slip shows the new odds and places at them', async ({
    page,
    context,
    account,
    sports,
    betslip,
  }) => {
    const picked = await freshMarket('odds-missed');
    const option = optionOf(picked, 0);

    // The page's realtime socket, passed through except this market's odds changes: the slip
    // misses the move as it would over a bad connection.
    let subscribedToOdds = false;
    let dropped = 0;
    await page.routeWebSocket(
      (url) => url.port === '6002',
      (socket) => {
        const server = socket.connectToServer();
        socket.onMessage((message) => server.send(message));
        server.onMessage((message) => {
          const frame = parseFrame(message);
          if (
            frame?.event === 'pusher_internal:subscription_succeeded' &&
            frame.channel === ODDS_CHANNEL
          ) {
            subscribedToOdds = true;
          }
          if (frame?.channel === ODDS_CHANNEL && oddsChangeMarket(frame.data) === picked.bet.id) {
            dropped += 1;
            return;
          }
          socket.send(message);
        });
      },
    );

    await signedInUser(account);
    await pickOnHome(sports, betslip, picked, option);
    await expect(betslip.odds()).toHaveText(formatOdds(option.bet_ratio));
    await expect.poll(() => subscribedToOdds).toBe(true);

    const moved =
      oddsBelow(option.bet_ratio) < option.bet_ratio
        ? oddsBelow(option.bet_ratio)
        : oddsAbove(option.bet_ratio);
    const direction = moved < option.bet_ratio ? 'down' : 'up';
    await moveOdds(picked.bet.id, { [option.id]: moved });
    await expect.poll(() => dropped).toBe(1);
    await expect(betslip.odds()).toHaveText(formatOdds(option.bet_ratio));

    // First press: the server refuses the old price; the slip shows the new one and says so.
    const submissions = recordSubmissions(page);
    const refusal = page.waitForResponse(isBetSubmit);
    await betslip.submit.click();
    const refused = await refusal;
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('ODDS_CHANGED');
    await expect(betslip.alerts().filter({ hasText: ODDS_CHANGED_NOTICE })).toBeVisible();
    await expect(betslip.odds()).toHaveText(formatOdds(moved));
    await expect(betslip.bet.getByText(`odds went ${direction}`)).toBeAttached();
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(moved, 20));
    await expect(betslip.bet).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));

    // Second press (once the button is enabled again): placed at the odds shown.
    const placed = await submitAndExpectPlaced(page, betslip);
    await expect(account.toast(placed)).toBeVisible();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 20));
    const bets = await allBets(await accessTokenOf(context));
    expect(bets).toHaveLength(1);
    expect(bets[0]?.bet_rate).toBe(moved);
    expect(submissions).toEqual([409, 201]);
  });
});

interface PusherFrame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

function parseFrame(message: string | Buffer): PusherFrame | null {
  if (typeof message !== 'string') return null;
  try {
    return JSON.parse(message) as PusherFrame;
  } catch {
    return null;
  }
}

/** The market (`betId`) of a MatchEvents payload; Pusher sends the data as a JSON string. */
function oddsChangeMarket(data: unknown): number | null {
  try {
    const payload = (typeof data === 'string' ? JSON.parse(data) : data) as { betId?: unknown };
    return typeof payload.betId === 'number' ? payload.betId : null;
  } catch {
    return null;
  }
}
