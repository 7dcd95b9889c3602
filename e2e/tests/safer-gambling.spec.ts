import type { Page } from '@playwright/test';
import { Betslip } from '../pages/betslip';
import { SportsRemote } from '../pages/sports';
import { WalletPages } from '../pages/wallet';
import { api } from '../support/api';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { expect, test } from '../support/account-fixtures';
import { recordTimersFromLoad, waitForTimerOf } from '../support/page-timers';
import { marketFor } from '../support/markets';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/stack';
import { fund, newUser, registerByApi } from '../support/users';

const PHONE_FROM = '01800000000';
const SAFER_PAGES = [
  ['/safer-gambling/deposit-limits', 'Deposit Limits'],
  ['/safer-gambling/time-out', 'Take a Time-out'],
  ['/safer-gambling/self-exclusion', 'Self-exclusion'],
  ['/safer-gambling/reality-check', 'Reality Check'],
  ['/safer-gambling/activity-summary', 'Activity Summary'],
] as const;

function section(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

async function openPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

async function depositBkash(wallet: WalletPages, coins: string, password: string) {
  await wallet.open('/wallet/make-deposit', 'Make Deposit');
  await wallet.deposit({ method: 'BKASH', coins, phoneFrom: PHONE_FROM, password });
}

test.describe('safer gambling', () => {
  // Registration, sign-in (argon2) and the operators' tool make this a long journey.
  test.describe.configure({ timeout: 120_000 });

  test('a limit set at registration refuses the deposit past it; a time-out refuses bets and deposits', async ({
    page,
    account,
  }) => {
    const wallet = new WalletPages(page);
    const user = newUser();

    // Join Now with a daily deposit limit of 600 (optional: the field can be left empty).
    await page.goto('/register');
    const form = account.registerCard;
    await expect(account.field(form, 'Country')).toBeEnabled();
    await account.field(form, 'Username').fill(user.username);
    await account.field(form, 'Email').fill(user.email);
    await account.field(form, 'Password').fill(user.password);
    await account.field(form, 'Confirm Password').fill(user.password);
    await account.field(form, 'Phone').fill(user.phone);
    await account.field(form, 'Deposit limit period').selectOption('day');
    await account.field(form, 'Deposit limit in coins (optional)').fill('600');
    await account.registerButton().click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await fund(user, 1000);
    await account.signIn(user);

    await openPage(page, '/safer-gambling/deposit-limits', 'Deposit Limits');
    await expect(section(page, 'Deposit Limits')).toContainText(
      '600.00 coins in any 24 hours: 600.00 left.',
    );

    // Up to the limit: accepted. One deposit more: refused, naming the limit and what is left.
    await depositBkash(wallet, '600', user.password);
    await expect(wallet.successPanel('Make Deposit')).toBeVisible();
    await depositBkash(wallet, '300', user.password);
    await expect(wallet.errorBox('Make Deposit')).toContainText(
      'This deposit would pass your daily deposit limit of 600.00 coins: 0.00 coins left in the rolling 24 hours.',
    );

    // A 24-hour time-out: deposits and bets are refused, saying until when.
    await openPage(page, '/safer-gambling/time-out', 'Take a Time-out');
    await section(page, 'Take a Time-out').getByRole('radio', { name: '24 hours' }).check();
    await section(page, 'Take a Time-out')
      .getByRole('button', { name: 'Start my time-out' })
      .click();
    await expect(section(page, 'Take a Time-out').getByRole('status')).toContainText(
      'Your time-out runs until',
    );
    const paused =
      /You are on a time-out until .* UTC: betting, deposits, predictions and coin transfers are paused until then\./;

    await depositBkash(wallet, '300', user.password);
    await expect(wallet.errorBox('Make Deposit')).toContainText(paused);

    const sports = new SportsRemote(page);
    const betslip = new Betslip(page);
    const { match, bet } = await marketFor('place');
    const fresh = (await api.matchDetails(match.id)).bets.find((item) => item.id === bet.id);
    const option = fresh?.bet_events[0];
    if (!option) throw new Error(`Market ${bet.id} has no options.`);
    await page.goto('/');
    const market = sports.market(sports.matchCard(match.match_title), bet.bet_title);
    await sports.oddsButton(market, option.bet_event_title).click();
    await expect(betslip.bet).toContainText(option.bet_event_title);
    await betslip.submit.click();
    await expect(page.getByText(paused).first()).toBeVisible();
  });

  test('every safer-gambling page is axe-clean at 1280 and 390 px', async ({ page, account }) => {
    await account.signIn(await registerByApi());
    for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      for (const [path, title] of SAFER_PAGES) {
        await openPage(page, path, title);
        await settle(page);
        await expectNoA11yViolations(page, `${path} at ${viewport.width} px`);
      }
    }
  });

  test('a reality check shows after 15 minutes of the session, keeps focus and closes by keyboard', async ({
    page,
    account,
  }) => {
    const user = await registerByApi();
    await account.signIn(user);
    // Just after the server's sign-in time: the session's length is measured from it.
    const signedInBy = Date.now();

    await openPage(page, '/safer-gambling/reality-check', 'Reality Check');
    await section(page, 'Reality Check').getByRole('radio', { name: 'Every 15 minutes' }).check();
    await expect(section(page, 'Reality Check').getByRole('status')).toHaveText(
      'Your reality check setting is saved.',
    );

    // The page's clock in the test's hand: 15 minutes pass without waiting them.
    await page.clock.install();
    await recordTimersFromLoad(page);
    await page.goto('/');
    await expect(account.accountButton(user.username)).toBeVisible();
    // The reminder is armed once the page has read the setting, loaded the timer's chunk and the
    // session: only then may the clock move (armed later, it would count from the moved clock).
    // Its delay is the session's 15 minutes less the real seconds since the sign-in; no other
    // timer of the page is that long.
    await waitForTimerOf(page, 10 * 60_000);
    const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
    // The session began at sign-in, a few real seconds ago: its 15th minute is due within 15
    // minutes of the page's clock, and not within the first 10.
    await page.clock.runFor(10 * 60_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(5 * 60_000);
    await expect(dialog).toBeVisible();
    // The dialog counts the session's whole minutes up to the page's clock: 15 held minutes
    // plus the real ones since the sign-in (one more at most, as the sign-in
    // answered a moment before `signedInBy`).
    const minutes = Math.floor(((await page.evaluate(() => Date.now())) - signedInBy) / 60_000);
    expect(minutes).toBeGreaterThanOrEqual(15);
    await expect(dialog).toContainText(
      new RegExp(`You have been signed in for (${minutes}|${minutes + 1}) minutes\\.`),
    );
    await expect(dialog).toContainText('Stakes0.00 coins');
    await expect(dialog).toContainText('Net result0.00 coins');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    await expectNoA11yViolations(page, 'the reality check dialog');

    // Focus stays inside; Continue closes it by keyboard.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
  });
});
