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
/** Seeded remuneration of event 1 (api/src/prediction/prediction-teams.ts). */
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

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** What a tile shows of being selected: its ring's colour, and its check mark's disc and rim. */
interface TileMarks {
  name: string;
  pressed: string | null;
  tile: string;
  card: string;
  ring: string | null;
  check: { fill: string; rim: string } | null;
}

async function tileMarks(prediction: PredictionPage): Promise<TileMarks[]> {
  return prediction.teams.getByRole('button').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const style = getComputedStyle(tile);
      // The outer ring is the last shadow: "rgb(...) 0px 0px 0px 3px, rgb(...) 0px 0px 0px 6px".
      const rings = style.boxShadow === 'none' ? [] : style.boxShadow.match(/rgba?\([^)]*\)/g);
      const check = tile.querySelector('.sb-pred-team__check');
      const checkStyle = check ? getComputedStyle(check) : null;
      return {
        name: tile.getAttribute('aria-label') ?? tile.textContent ?? '',
        pressed: tile.getAttribute('aria-pressed'),
        tile: style.backgroundColor,
        card: getComputedStyle(tile.closest('section')!).backgroundColor,
        ring: rings?.at(-1) ?? null,
        check:
          checkStyle && checkStyle.display !== 'none'
            ? { fill: checkStyle.backgroundColor, rim: checkStyle.borderTopColor }
            : null,
      };
    }),
  );
}

test.describe('prediction event', () => {
  test('every team colour: only the chosen tile looks chosen, by a ring, a check mark and aria-pressed', async ({
    page,
  }) => {
    test.slow();
    const prediction = new PredictionPage(page);
    await page.goto('/prediction');
    await prediction.loaded();

    // Nothing chosen: no tile (the yellow one included) shows a ring or a check mark.
    for (const marks of await tileMarks(prediction)) {
      expect(marks, marks.name).toMatchObject({ pressed: 'false', ring: null, check: null });
    }

    const tiles = prediction.teams.getByRole('button');
    for (let index = 0; index < 10; index += 1) {
      await tiles.nth(index).click();
      const all = await tileMarks(prediction);
      const chosen = all[index]!;
      expect(chosen.pressed, chosen.name).toBe('true');
      // The ring is drawn on the card's ground, outside the tile: it stands out from the card
      // whatever the team's colour (WCAG 1.4.11: 3:1).
      expect(chosen.ring, chosen.name).not.toBeNull();
      expect(contrast(chosen.ring!, chosen.card), chosen.name).toBeGreaterThanOrEqual(3);
      // The check mark's disc or its rim stands out from the tile's own colour.
      expect(chosen.check, chosen.name).not.toBeNull();
      const mark = Math.max(
        contrast(chosen.check!.fill, chosen.tile),
        contrast(chosen.check!.rim, chosen.tile),
      );
      expect(mark, chosen.name).toBeGreaterThanOrEqual(3);
      for (const other of all.filter((_, at) => at !== index)) {
        expect(other, other.name).toMatchObject({ pressed: 'false', ring: null, check: null });
      }
    }
    // Pressed again, the last one is deselected.
    await tiles.nth(9).click();
    for (const marks of await tileMarks(prediction)) {
      expect(marks, marks.name).toMatchObject({ pressed: 'false', ring: null, check: null });
    }
  });

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
