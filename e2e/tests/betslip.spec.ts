import { formatOdds, marketToRead, type OpenMarket } from '../support/api';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { possibleWin } from '../support/format';
import type { Betslip } from '../pages/betslip';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import type { HostShell } from '../pages/host-shell';
import type { SportsRemote } from '../pages/sports';

/** SPEC section 5. */
const TOO_LOW = 'Stake Should not be less than 20.';
const tooHigh = (limit: number) => `Stake should not be greater than ${limit}.`;

/** Opens home and puts the first option of an open live market on the slip. */
async function pickOdds(
  shell: HostShell,
  sports: SportsRemote,
  betslip: Betslip,
): Promise<OpenMarket & { odds: number }> {
  const { match, bet } = await marketToRead();
  const option = bet.bet_events[0];
  if (!option) throw new Error('The market has no options.');
  await shell.open('/');
  const market = sports.market(sports.matchCard(match.match_title), bet.bet_title);
  await sports.oddsButton(market, option.bet_event_title).click();
  await expect(betslip.bet).toContainText(option.bet_event_title);
  return { match, bet, odds: option.bet_ratio };
}

test.describe('betslip', () => {
  test('is empty at first; picking odds puts that bet on it with stake 20', async ({
    shell,
    sports,
    betslip,
  }) => {
    const { match, bet } = await marketToRead();
    const option = bet.bet_events[1] ?? bet.bet_events[0];
    if (!option) throw new Error('The market has no options.');

    await shell.open('/');
    await expect(betslip.panel.getByRole('heading', { name: 'Betslip' })).toBeVisible();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);

    const market = sports.market(sports.matchCard(match.match_title), bet.bet_title);
    await sports.oddsButton(market, option.bet_event_title).click();

    await expect(betslip.bet).toContainText(match.match_title);
    await expect(betslip.bet).toContainText(match.first_team);
    await expect(betslip.bet).toContainText(match.second_team);
    await expect(betslip.bet).toContainText(bet.bet_title);
    await expect(betslip.bet).toContainText(option.bet_event_title);
    await expect(betslip.odds()).toHaveText(formatOdds(option.bet_ratio));
    await expect(betslip.panel).toContainText(`Stake range: 20 - ${bet.cash_limit}`);
    await expect(betslip.total('Overall odds')).toHaveText(formatOdds(option.bet_ratio));
    await expect(betslip.stake).toHaveValue('20');
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(option.bet_ratio, 20));
    await expect(betslip.panel).not.toContainText(EMPTY_SLIP_TEXT);

    await betslip.removeBet.click();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(betslip.bet).toHaveCount(0);
  });

  test('plus and minus move the stake by 5, never below 0; below 20 the stake is refused', async ({
    shell,
    sports,
    betslip,
  }) => {
    const { odds } = await pickOdds(shell, sports, betslip);

    await betslip.increaseStake.click();
    await expect(betslip.stake).toHaveValue('25');
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(odds, 25));
    await expect(betslip.alerts()).toHaveCount(0);

    await betslip.decreaseStake.click();
    await expect(betslip.stake).toHaveValue('20');
    await betslip.decreaseStake.click();
    await expect(betslip.stake).toHaveValue('15');
    await expect(betslip.alerts()).toHaveText(TOO_LOW);
    await expect(betslip.total('Possible Win')).toHaveText('0.00');

    for (const expected of ['10', '5', '0', '0']) {
      await betslip.decreaseStake.click();
      await expect(betslip.stake).toHaveValue(expected);
    }
    await expect(betslip.alerts()).toHaveText(TOO_LOW);

    // Back to a valid stake: the message goes and the win comes back.
    for (let step = 0; step < 4; step += 1) await betslip.increaseStake.click();
    await expect(betslip.stake).toHaveValue('20');
    await expect(betslip.alerts()).toHaveCount(0);
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(odds, 20));
  });

  test('a typed stake above the limit is set to the limit with its message', async ({
    shell,
    sports,
    betslip,
  }) => {
    const { bet, odds } = await pickOdds(shell, sports, betslip);

    await betslip.enterStake(String(bet.cash_limit + 100));
    await expect(betslip.stake).toHaveValue(String(bet.cash_limit));
    await expect(betslip.alerts()).toHaveText(tooHigh(bet.cash_limit));
    // A stake at the limit is valid: the win is odds times the limit.
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(odds, bet.cash_limit));

    await betslip.enterStake('150');
    await expect(betslip.stake).toHaveValue('150');
    await expect(betslip.alerts()).toHaveCount(0);
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(odds, 150));
  });

  test('quick stakes set the stake by the same rules, by keyboard, axe-clean at 1280 and 390 px', async ({
    page,
    shell,
    sports,
    betslip,
  }) => {
    const { odds } = await pickOdds(shell, sports, betslip);
    const chip = (amount: number) =>
      betslip.panel.getByRole('button', { name: `Stake ${amount}`, exact: true });

    await chip(100).focus();
    await page.keyboard.press('Enter');
    await expect(betslip.stake).toHaveValue('100');
    await expect(chip(100)).toHaveAttribute('aria-pressed', 'true');
    await expect(betslip.alerts()).toHaveCount(0);
    await expect(betslip.total('Possible Win')).toHaveText(possibleWin(odds, 100));

    // Plus adds SPEC's 5 to what the chip set.
    await betslip.panel.getByRole('button', { name: 'Increase stake by 5' }).click();
    await expect(betslip.stake).toHaveValue('105');
    await expect(chip(100)).toHaveAttribute('aria-pressed', 'false');

    await settle(page);
    await expectNoA11yViolations(page, 'the slip with its quick stakes at 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    // The slip opened when the odds were picked, so at phone width it is the open drawer.
    await expect(chip(50)).toBeVisible();
    await expectNoA11yViolations(page, 'the slip with its quick stakes at 390 px');
  });

  test('a typed stake below 20 shows its message; one not above 0 becomes 0', async ({
    shell,
    sports,
    betslip,
  }) => {
    await pickOdds(shell, sports, betslip);

    await betslip.enterStake('12');
    await expect(betslip.stake).toHaveValue('12');
    await expect(betslip.alerts()).toHaveText(TOO_LOW);
    await expect(betslip.total('Possible Win')).toHaveText('0.00');

    await betslip.enterStake('-5');
    await expect(betslip.stake).toHaveValue('0');
    await expect(betslip.alerts()).toHaveText(TOO_LOW);
  });

  test('Submit Bet while logged out shows "Please Log In!"', async ({
    page,
    shell,
    sports,
    betslip,
  }) => {
    await pickOdds(shell, sports, betslip);
    await betslip.submit.click();

    // In the slip, and as the host's toast.
    await expect(betslip.alerts()).toHaveText('Please Log In!');
    await expect(page.getByRole('alert').filter({ hasText: 'Please Log In!' })).toHaveCount(2);
    // Nothing was placed: the bet stays on the slip.
    await expect(betslip.bet).toBeVisible();
  });

  test('picking odds further down the page scrolls back to the top (desktop)', async ({
    page,
    shell,
    sports,
    betslip,
  }) => {
    await shell.open('/');
    await sports.waitForLiveMatches();
    // An open option on an Upcoming Matches card, below the live list.
    const option = sports.upcomingSection.getByRole('button', { name: /\d+\.\d{2}$/ }).first();
    await option.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await option.click();
    await expect(betslip.bet).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
