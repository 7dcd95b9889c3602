/**
 * Issue 32's browser journey, the cash-out of a multiple: a bettor builds a three-leg multiple
 * from the home page by clicking odds, places it, opens its details in Bet History and sees its
 * legs and its cash-out price; the operator moves one leg's odds and the price follows without a
 * reload; the bettor cashes out half, then the rest, by keyboard; the balance and the statement
 * show each cash-out. Axe-clean and photographed at 1280 and 390 px, before and after.
 */
import { WalletPages } from '../pages/wallet';
import { expect, test } from '../support/account-fixtures';
import { formatOdds, isPost } from '../support/api';
import {
  cashOutPartByKeyboard,
  cashOutRestByKeyboard,
  checkDetailsAtBothWidths,
  detailsFact,
  openBetDetailsByKeyboard,
  quotedPrice,
  sumCoins,
} from '../support/cash-out';
import { combinedOdds, oddsAbove, oddsBelow } from '../support/format';
import { cashOutMultipleMarkets, freshMarket } from '../support/markets';
import { moveOdds } from '../support/ops';
import { ODDS_CHANNEL, RealtimeWatch } from '../support/realtime';
import { DESKTOP_VIEWPORT } from '../support/stack';
import { allBets, formatCoins, signInFundedBettor } from '../support/users';
import { statementAsListed, walletApi } from '../support/wallet';

const FUNDS = 500;
const STAKE = 40;
const HALF = STAKE / 2;

test('a bettor cashes out a three-leg multiple built on home, half then the rest, by keyboard, as its price follows a leg', async ({
  page,
  context,
  account,
  shell,
  sports,
  betslip,
}, testInfo) => {
  test.slow();
  const realtime = new RealtimeWatch(page);
  const { token } = await signInFundedBettor(account, context, FUNDS);

  // Three matches' markets no other test uses; while the live-odds test holds its market locked
  // for a moment the allocation cannot be read, so it is read again.
  let chosen: Awaited<ReturnType<typeof cashOutMultipleMarkets>> | undefined;
  await expect(async () => {
    chosen = await cashOutMultipleMarkets();
  }).toPass();
  const legs = await Promise.all(chosen!.legs.map((market) => freshMarket(market)));
  const moved = legs.find(({ bet }) => bet.id === chosen!.moved.bet.id)!;

  // The multiple, built on the home page by clicking odds, placed by keyboard.
  await shell.open('/');
  await sports.pickOption(legs[0]!);
  await expect(betslip.bet).toContainText(legs[0]!.option.bet_event_title);
  for (const leg of legs.slice(1)) await sports.pickOption(leg);
  await expect(betslip.panel.getByTitle('Bets on the slip')).toHaveText('3');
  const odds = combinedOdds(legs.map(({ option }) => option.bet_ratio));
  await betslip.multipleStake(3).fill(String(STAKE));
  const placedAnswer = page.waitForResponse(isPost('/ng/multiple-bet-submit'));
  await betslip.submit.focus();
  await page.keyboard.press('Enter');
  const response = await placedAnswer;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { data: { kind?: string; bet_rate: number } };
  expect(body.data).toMatchObject({ kind: 'multiple', bet_rate: odds });
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE));
  const [placed] = await allBets(token);
  if (!placed) throw new Error('The multiple is not in the history.');

  // Its details, opened by keyboard in Bet History: the legs with their matches, tournaments and
  // odds, and the price.
  await page.goto('/profile/bet-history');
  const details = await openBetDetailsByKeyboard(page, placed.match_title);
  await expect(details.getByRole('listitem')).toHaveText(
    legs.map(
      ({ match, option }) =>
        `${match.match_title}${match.tournaments.tournament_name}${option.bet_event_title}${formatOdds(option.bet_ratio)}Pending`,
    ),
  );
  await expect(detailsFact(details, 'Combined odds')).toHaveText(formatOdds(odds));
  const price = details.getByTestId('cash-out-price');
  const before = await quotedPrice(token, placed.id);
  await expect(price).toHaveText(formatCoins(before));

  // The operator moves one leg's odds: the price follows, and the page was not reloaded.
  await page.evaluate(() => {
    (window as { keptSinceMove?: boolean }).keptSinceMove = true;
  });
  await expect.poll(() => realtime.isSubscribed(ODDS_CHANNEL)).toBe(true);
  const { option } = moved;
  const lower = oddsBelow(option.bet_ratio);
  await moveOdds(moved.bet.id, {
    [option.id]: lower < option.bet_ratio ? lower : oddsAbove(option.bet_ratio),
  });
  await expect.poll(() => quotedPrice(token, placed.id)).not.toBe(before);
  const after = await quotedPrice(token, placed.id);
  await expect(price).toHaveText(formatCoins(after));
  expect(await page.evaluate(() => (window as { keptSinceMove?: boolean }).keptSinceMove)).toBe(
    true,
  );

  // The open multiple with its cash-out, axe-clean at both widths.
  await checkDetailsAtBothWidths(page, details, testInfo, 'multiple-cash-out');
  await page.setViewportSize(DESKTOP_VIEWPORT);

  // Half, by keyboard, paying what its confirmation showed; then the rest.
  const firstPaid = await cashOutPartByKeyboard(page, details, HALF);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE + firstPaid));
  await expect(detailsFact(details, 'Stake still riding')).toHaveText(formatCoins(HALF));
  const secondPaid = await cashOutRestByKeyboard(page, details, HALF);
  const total = sumCoins(firstPaid, secondPaid);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE + total));
  await expect(detailsFact(details, 'Cashed out so far')).toHaveText(
    `${formatCoins(total)} (cashed out in full)`,
  );
  await expect(details.getByRole('region', { name: 'Cash out' })).toHaveCount(0);
  await checkDetailsAtBothWidths(page, details, testInfo, 'multiple-cashed-out');
  await page.setViewportSize(DESKTOP_VIEWPORT);

  // The statement names each cash-out with what it paid; the page shows the ledger's rows.
  const rows = (await walletApi.statement(token)).data;
  expect(
    rows.filter(({ reference }) => reference === 'Bet cashed out').map(({ credit }) => credit),
  ).toEqual([secondPaid, firstPaid]);
  expect(rows[0]!.current_balance).toBe(sumCoins(FUNDS - STAKE, total));
  const wallet = new WalletPages(page);
  await wallet.open('/wallet/statement', 'Statement');
  expect(await wallet.tableRows('Statement')).toEqual(statementAsListed(rows));
});
