import { expect, test } from '../support/account-fixtures';
import { api, isPost, openMarkets, type OpenMarket } from '../support/api';
import {
  checkDetailsAtBothWidths,
  cashOutPartByKeyboard,
  cashOutRestByKeyboard,
  detailsFact,
  openBetDetailsByKeyboard,
  quotedPrice,
  sumCoins,
} from '../support/cash-out';
import { oddsAbove, oddsBelow } from '../support/format';
import { moveOdds } from '../support/ops';
import { RealtimeWatch, ODDS_CHANNEL } from '../support/realtime';
import { API_URL } from '../support/stack';
import { allBets, formatCoins, signInFundedBettor } from '../support/users';

/**
 * Issue 32, cash-out: a bettor places a single, sees its cash-out price in Bet History, the
 * operator moves the odds and the price follows; the bettor cashes out half, then the rest, by
 * keyboard; the balance reflects each, and the bet's details show what the cash-outs paid.
 * Axe-clean with the details open at 1280 and 390 px.
 */
const FUNDS = 500;
const STAKE = 40;
const HALF = STAKE / 2;

/**
 * An open market of the last upcoming (advance) match: the live matches are shared out among the
 * betting specs (support/markets.ts), and no other spec moves the odds of this one.
 */
async function cashOutMarket(): Promise<OpenMarket> {
  const market = openMarkets(await api.advanceMatches()).at(-1);
  if (!market) throw new Error('The seed has no upcoming match with an open market.');
  return market;
}

test('a bettor cashes out a single in two halves, by keyboard, as its price follows the odds', async ({
  page,
  context,
  account,
  sports,
  betslip,
}, testInfo) => {
  test.slow();
  const realtime = new RealtimeWatch(page);
  const { token } = await signInFundedBettor(account, context, FUNDS);

  // The bettor places a single from the match page, as SPEC's slip does.
  const { match, bet } = await cashOutMarket();
  const fresh = (await api.matchDetails(match.id)).bets.find((each) => each.id === bet.id)!;
  const option = fresh.bet_events[0]!;
  await page.goto(`/match/${match.id}`);
  await sports
    .oddsButton(sports.market(sports.detailsBets(), bet.bet_title), option.bet_event_title)
    .click();
  await expect(betslip.bet).toContainText(option.bet_event_title);
  await betslip.enterStake(String(STAKE));
  const placedAnswer = page.waitForResponse(isPost('/ng/bet-submit'));
  await betslip.submit.click();
  expect((await placedAnswer).status()).toBe(201);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE));
  const [placed] = await allBets(token);
  if (!placed) throw new Error('The bet is not in the history.');

  // Its details, opened by keyboard from the match in Bet History, show the cash-out price.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile/bet-history');
  const details = await openBetDetailsByKeyboard(page, match.match_title);
  const price = details.getByTestId('cash-out-price');
  const before = await quotedPrice(token, placed.id);
  await expect(price).toHaveText(formatCoins(before));
  if (placed.reference) await expect(details).toContainText(placed.reference);

  // The operator moves the odds: the price follows without a reload.
  await expect.poll(() => realtime.isSubscribed(ODDS_CHANNEL)).toBe(true);
  const lower = oddsBelow(option.bet_ratio);
  await moveOdds(bet.id, {
    [option.id]: lower < option.bet_ratio ? lower : oddsAbove(option.bet_ratio),
  });
  await expect.poll(() => quotedPrice(token, placed.id)).not.toBe(before);
  const moved = await quotedPrice(token, placed.id);
  await expect(price).toHaveText(formatCoins(moved));

  // Half, by keyboard: Tab to the amount, type it, Enter; the confirmation says what it pays.
  const firstPaid = await cashOutPartByKeyboard(page, details, HALF);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE + firstPaid));
  await expect(detailsFact(details, 'Stake still riding')).toHaveText(formatCoins(HALF));

  // The rest: back to "Cash out" by Shift+Tab from the notice that has the focus (20 riding is no
  // longer enough for a part, so the amount is gone), Enter, Enter.
  const secondPaid = await cashOutRestByKeyboard(page, details, HALF);
  const total = sumCoins(firstPaid, secondPaid);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE + total));

  // The details show what the cash-outs paid; nothing rides, so there is no cash-out any more.
  await expect(detailsFact(details, 'Cashed out so far')).toHaveText(
    `${formatCoins(total)} (cashed out in full)`,
  );
  await expect(details.getByRole('region', { name: 'Cash out' })).toHaveCount(0);

  await checkDetailsAtBothWidths(page, details, testInfo, 'bet-history-details');
});

test('an open bet in Bet History is axe-clean with its cash-out shown, at 1280 and 390 px', async ({
  page,
  context,
  account,
}, testInfo) => {
  // Two axe runs with the details open: over the 45 s default on a loaded two-core machine.
  test.slow();
  const { user, token } = await signInFundedBettor(account, context, FUNDS);
  const { match, bet } = await cashOutMarket();
  const option = (await api.matchDetails(match.id)).bets.find((each) => each.id === bet.id)!
    .bet_events[1]!;
  const response = await fetch(`${API_URL}/ng/bet-submit`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': `cash-out-a11y-${user.username}`,
      Authorization: `Bearer ${token}`,
    },
    body: new URLSearchParams({ bet_amount: String(STAKE), bet_event_id: String(option.id) }),
  });
  expect(response.status).toBe(201);

  await page.goto('/profile/bet-history');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByRole('button', { name: match.match_title, exact: true }).click();
  const details = page.getByRole('group', { name: `Bet details: ${match.match_title}` });
  await expect(details.getByTestId('cash-out-price')).toHaveText(/^\d+\.\d{2}$/);
  await checkDetailsAtBothWidths(page, details, testInfo, 'bet-history-cash-out');
});
