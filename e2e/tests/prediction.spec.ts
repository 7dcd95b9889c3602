/**
 * The prediction event (issue 11) in the browser at 1280 and 390 px: a bettor signs in, opens
 * /prediction from the site's menu, picks a team and a stake, submits, sees the balance drop; an
 * operator settles the event with that team and the balance rises by stake x remuneration, live.
 * Event 1 settles once per run, so both viewports enter before the one settlement.
 */
import type { Browser, Page } from '@playwright/test';
import { AccountPages } from '../pages/account';
import { PREDICTION_TEXTS, PredictionPage } from '../pages/prediction';
import { expect, test } from '../support/account-fixtures';
import { ops } from '../support/ops';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, SITE_URL } from '../support/stack';
import { formatCoins, fund, registerByApi } from '../support/users';
import type { TestUser } from '../support/users';

const FUNDS = 5000;
const STAKE = 1000;
/** Seeded remuneration of event 1 (api/src/db/seed-data.ts). */
const REMUNERATION = 1.85;
const WINNER = { id: 3, name: 'Gujarat Titans' };

interface Bettor {
  page: Page;
  user: TestUser;
  account: AccountPages;
  prediction: PredictionPage;
}

async function openBettor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: SITE_URL, timezoneId: 'UTC' });
  await context.addCookies([{ name: 'homemodal', value: '1', url: SITE_URL }]);
  const page = await context.newPage();
  const user = await registerByApi();
  await fund(user, FUNDS);
  const account = new AccountPages(page);
  await page.goto('/sign-in');
  await account.submitSignIn(user.username, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
  return { page, user, account, prediction: new PredictionPage(page) } satisfies Bettor;
}

/** Opens /prediction the way the viewport offers it: the header menu, or the mobile menu sheet. */
async function openPrediction(bettor: Bettor, mobile: boolean): Promise<void> {
  if (mobile) {
    await bettor.page
      .getByRole('navigation', { name: 'Mobile menu' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await bettor.page.getByRole('dialog').getByRole('link', { name: 'Prediction' }).click();
  } else {
    await bettor.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Prediction' })
      .click();
  }
  await expect(bettor.page).toHaveURL(/\/prediction$/);
  await bettor.prediction.loaded();
}

test.describe('prediction event', () => {
  test('logged out, the card shows and its button leads to sign in', async ({ page }) => {
    // Often the first visit of a run: the remote's bundle loads cold, then a full axe scan.
    test.slow();
    const prediction = new PredictionPage(page);
    await page.goto('/prediction');
    await prediction.loaded();
    await expect(prediction.card.getByText(PREDICTION_TEXTS.responsible)).toBeVisible();
    await expect(prediction.submit).toHaveText(PREDICTION_TEXTS.loginToSubmit);
    await prediction.expectAccessible();
    await prediction.submit.click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('at 1280 and 390 px: enter, the balance drops; the operator settles, the balance rises', async ({
    browser,
  }) => {
    // Two sign-ins, two funding and one settling run of the operators' tool, six axe scans.
    test.setTimeout(240_000);
    const bettors: Bettor[] = [];
    for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
      const bettor = await openBettor(browser, viewport);
      bettors.push(bettor);
      const { prediction } = bettor;
      await openPrediction(bettor, viewport === MOBILE_VIEWPORT);
      await prediction.expectAccessible();

      // SPEC's messages for a submit without a team and with too low a stake.
      await prediction.submit.click();
      await expect(prediction.toast(PREDICTION_TEXTS.selectTeam)).toBeVisible();
      await prediction.team(WINNER.name).click();
      await expect(prediction.team(WINNER.name)).toHaveAttribute('aria-pressed', 'true');
      await prediction.stake.fill('50');
      await prediction.submit.click();
      await expect(prediction.toast(PREDICTION_TEXTS.stakeTooLow)).toBeVisible();

      // A real entry: the balance drops by the stake, the card resets.
      await prediction.quickStake(STAKE).click();
      await expect(prediction.stake).toHaveValue(String(STAKE));
      await prediction.submit.click();
      await expect(prediction.toast(PREDICTION_TEXTS.placed)).toBeVisible();
      await expect(bettor.account.balanceAmount()).toHaveText(formatCoins(FUNDS - STAKE));
      await expect(prediction.stake).toHaveValue('0');
      await expect(prediction.team(WINNER.name)).toHaveAttribute('aria-pressed', 'false');
      await prediction.expectAccessible();
    }

    await ops('settle-prediction', '1', String(WINNER.id));

    const after = formatCoins(FUNDS - STAKE + STAKE * REMUNERATION);
    for (const bettor of bettors) {
      // CoinsChanged reaches the open page: the balance rises without a reload.
      await expect(bettor.account.balanceAmount()).toHaveText(after);
      await bettor.page.reload();
      await expect(bettor.account.balanceAmount()).toHaveText(after);
      await bettor.page.context().close();
    }
  });
});
