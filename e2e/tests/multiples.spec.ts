/**
 * Multiples (issue 32): a bettor builds a three-leg multiple from the home page and places it,
 * then places a single exactly as SPEC's slip does. The slip of three is checked with axe and
 * photographed at 1280 and at 390 px (the phone's drawer), where the multiple is placed.
 */
import type { Page } from '@playwright/test';
import { EMPTY_SLIP_TEXT, type Betslip } from '../pages/betslip';
import type { SportsRemote } from '../pages/sports';
import { expectNoA11yViolations } from '../support/a11y';
import { expect, test } from '../support/account-fixtures';
import { formatOdds, isPost, type ApiBetEvent, type OpenMarket } from '../support/api';
import { combinedOdds, possibleWin } from '../support/format';
import { freshMarket, multipleMarkets, untouchedMarkets } from '../support/markets';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/stack';
import { formatCoins, signInFundedBettor } from '../support/users';

/** Every test's user starts with this many coins. */
const FUNDS = 500;

/** shared/contracts: the multiple's message when two selections are of one match. */
const CORRELATED = 'Selections from the same match cannot be combined in a multiple.';

/** A selection's card on a slip of several: named by its title and its match. */
function leg(
  betslip: Betslip,
  { match, option }: { match: { match_title: string }; option: ApiBetEvent },
) {
  return betslip.panel.getByRole('article', {
    name: `${option.bet_event_title}, ${match.match_title}`,
  });
}

/** A value of the slip's totals by its term, inside `scope`. */
function valueOf(scope: ReturnType<Page['locator']>, term: string) {
  return scope.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::*[1]');
}

async function pick(
  sports: SportsRemote,
  { match, bet, option }: OpenMarket & { option: ApiBetEvent },
) {
  const market = sports.market(sports.matchCard(match.match_title), bet.bet_title);
  await sports.oddsButton(market, option.bet_event_title).click();
}

test.describe('multiples', () => {
  test("a bettor builds a three-leg multiple on home, sees its odds and win, places it; a single stays SPEC's", async ({
    page,
    context,
    account,
    shell,
    sports,
    betslip,
  }, testInfo) => {
    test.slow();
    await signInFundedBettor(account, context, FUNDS);

    // Markets of three matches that no other test moves, locks or settles.
    const legs = await Promise.all((await multipleMarkets()).map((market) => freshMarket(market)));
    await shell.open('/');
    await pick(sports, legs[0]!);
    await expect(betslip.bet).toContainText(legs[0]!.option.bet_event_title);
    for (const selection of legs.slice(1)) await pick(sports, selection);
    for (const selection of legs) await expect(leg(betslip, selection)).toBeVisible();
    await expect(betslip.panel.getByTitle('Bets on the slip')).toHaveText('3');
    await expect(betslip.panel).not.toContainText(CORRELATED);

    const multiple = betslip.multiple(3);
    const odds = combinedOdds(legs.map(({ option }) => option.bet_ratio));
    await expect(valueOf(multiple, 'Combined odds')).toHaveText(formatOdds(odds));
    const stake = 50;
    await betslip.multipleStake(3).fill(String(stake));
    await expect(valueOf(multiple, 'Possible Win')).toHaveText(possibleWin(odds, stake));
    await expect(valueOf(betslip.panel, 'Total stake')).toHaveText(formatCoins(stake));

    // The slip of three at 1280 px, then in the phone's drawer at 390 px: axe-clean, photographed.
    await expectNoA11yViolations(page, 'the slip of three at 1280 px');
    await betslip.panel.screenshot({ path: testInfo.outputPath('slip-three-1280.png') });
    const submit = betslip.panel.getByRole('button', { name: 'Submit Bet' });
    await submit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('slip-three-1280-submit.png') });
    await page.setViewportSize(MOBILE_VIEWPORT);
    if (!(await betslip.panel.isVisible())) await shell.mobileBarItem('Betslip').click();
    await expect(betslip.panel).toBeVisible();
    await expectNoA11yViolations(page, 'the slip of three at 390 px');
    await page.screenshot({ path: testInfo.outputPath('slip-three-390.png') });
    await submit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('slip-three-390-submit.png') });

    // Placed from the phone by keyboard: focus the button, press Enter.
    const placedAnswer = page.waitForResponse(isPost('/ng/multiple-bet-submit'));
    await submit.focus();
    await page.keyboard.press('Enter');
    const response = await placedAnswer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as {
      message: string;
      data: { kind?: string; bet_amount: number; bet_rate: number; legs?: unknown[] };
    };
    expect(body.data).toMatchObject({ kind: 'multiple', bet_amount: stake, bet_rate: odds });
    expect(body.data.legs).toHaveLength(3);
    await expect(account.toast(body.message)).toBeVisible();
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - stake));
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(betslip.panel).toContainText(body.message);

    // The single's answer has the same text as the multiple's: let the multiple's toast close
    // first (it closes after a second unless the pointer rests on it), so the single's is its own.
    await page.mouse.move(0, 0);
    await expect(account.toast(body.message)).toBeHidden();

    // A single, exactly as SPEC says: one selection, stake 20, Overall odds, Submit Bet.
    const single = legs[1]!;
    await pick(sports, single);
    await expect(betslip.bet).toContainText(single.match.match_title);
    await expect(betslip.bet).toContainText(single.match.first_team);
    await expect(betslip.bet).toContainText(single.match.second_team);
    await expect(betslip.bet).toContainText(single.bet.bet_title);
    await expect(betslip.bet).toContainText(single.option.bet_event_title);
    await expect(betslip.panel).toContainText(`Stake range: 20 - ${single.bet.cash_limit}`);
    await expect(betslip.odds()).toHaveText(formatOdds(single.option.bet_ratio));
    await expect(betslip.total('Overall odds')).toHaveText(formatOdds(single.option.bet_ratio));
    await expect(betslip.stake).toHaveValue('20');
    await expect(betslip.total('Possible Win')).toHaveText(
      possibleWin(single.option.bet_ratio, 20),
    );
    const singleAnswer = page.waitForResponse(isPost('/ng/bet-submit'));
    await betslip.submit.click();
    const singleResponse = await singleAnswer;
    expect(singleResponse.status()).toBe(201);
    const singleBody = (await singleResponse.json()) as { status: string; message: string };
    expect(singleBody.status).toBe('success');
    await expect(account.toast(singleBody.message)).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - stake - 20));
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
  });

  test('two selections of one match are offered as singles only', async ({
    shell,
    sports,
    betslip,
  }) => {
    // A live match with two markets no other test changes.
    const markets = await untouchedMarkets();
    const pair = markets.flatMap((first) => {
      const second = markets.find(
        (other) => other.match.id === first.match.id && other.bet.id !== first.bet.id,
      );
      return second ? [[first, second] as const] : [];
    })[0];
    if (!pair) throw new Error('The seed needs a live match with two markets left alone.');
    const [{ match, bet: first }, { bet: second }] = pair;
    if (!first.bet_events[0] || !second.bet_events[0]) throw new Error('A market has no options.');
    await shell.open('/');
    await pick(sports, { match, bet: first, option: first.bet_events[0] });
    await expect(betslip.bet).toBeVisible();
    await pick(sports, { match, bet: second, option: second.bet_events[0] });
    await expect(betslip.panel).toContainText(CORRELATED);
    await expect(betslip.panel.getByRole('region', { name: /^Multiple/ })).toHaveCount(0);
    await expect(betslip.panel.getByRole('button', { name: 'Submit 2 Bets' })).toBeVisible();
  });
});
