/**
 * Cash-out in Bet History (issue 32), as a bettor does it by keyboard, and its price as the API
 * quotes it: shared by the single's and the multiple's cash-out specs.
 */
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { escapeRegExp } from '../pages/sports';
import { expectNoA11yViolations, settle } from './a11y';
import { isPost } from './api';
import { API_URL } from './stack';
import { formatCoins } from './users';

/** The full cash-out price of the bet as the API quotes it now. */
export async function quotedPrice(token: string, betId: number): Promise<number> {
  const response = await fetch(`${API_URL}/ng/bet/${betId}/cash-out`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET cash-out price: ${response.status}`);
  const body = (await response.json()) as { data: { available: boolean; price: number } };
  expect(body.data.available).toBe(true);
  return body.data.price;
}

/**
 * Opens a bet's details in Bet History by keyboard, from its match (the disclosure button):
 * resolves to the details.
 */
export async function openBetDetailsByKeyboard(page: Page, matchTitle: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: matchTitle, exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('group', { name: `Bet details: ${matchTitle}` });
}

/** The "Cash out <price>" button of the details. */
export function fullCashOutButton(details: Locator): Locator {
  return details.getByRole('button', { name: /^Cash out \d+\.\d{2}$/ });
}

/** A value of the details' facts by its term ("Stake still riding", "Cashed out so far"). */
export function detailsFact(details: Locator, term: string): Locator {
  return details.getByText(term, { exact: true }).locator('xpath=following-sibling::*[1]');
}

/**
 * The confirmation `question` opened (its text up to the price, e.g. "Cash out 20.00 of your stake
 * for"): Enter on its focused "Confirm cash out"; the cash-out pays the very price it showed.
 * Resolves to the coins paid.
 */
async function confirmByKeyboard(page: Page, details: Locator, question: string): Promise<number> {
  const confirmation = details.getByRole('group', {
    name: new RegExp(`^${escapeRegExp(question)} \\d+\\.\\d{2}\\?$`),
  });
  await expect(confirmation).toBeVisible();
  // The question (its name) ends with the price it pays.
  const asked = (await confirmation.locator('p').first().textContent()) ?? '';
  const shown = Number(/(\d+\.\d{2})\?$/.exec(asked.trim())?.[1]);
  await expect(confirmation.getByRole('button', { name: 'Confirm cash out' })).toBeFocused();
  const answer = page.waitForResponse(isPost('/ng/bet/cash-out'));
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { paid: number } };
  expect(body.data.paid).toBe(shown);
  return body.data.paid;
}

/**
 * Cashes out `amount` of the stake by keyboard: from "Cash out", Tab to the amount, type it, Enter;
 * the confirmation says what it pays; Enter. Resolves to the coins paid.
 */
export async function cashOutPartByKeyboard(
  page: Page,
  details: Locator,
  amount: number,
): Promise<number> {
  const full = fullCashOutButton(details);
  await expect(full).toBeVisible();
  await full.focus();
  await page.keyboard.press('Tab');
  await expect(
    details.getByRole('textbox', { name: 'Part of the stake to cash out' }),
  ).toBeFocused();
  await page.keyboard.type(String(amount));
  await page.keyboard.press('Enter');
  return confirmByKeyboard(page, details, `Cash out ${formatCoins(amount)} of your stake for`);
}

/**
 * Cashes out the rest (`riding`, too little for a part) right after a part: from the notice that
 * has the focus, Shift+Tab to "Cash out" (the amount is gone), Enter, Enter. Resolves to the coins
 * paid.
 */
export async function cashOutRestByKeyboard(
  page: Page,
  details: Locator,
  riding: number,
): Promise<number> {
  await expect(details.getByText('Part of your bet has been cashed out.')).toBeFocused();
  await expect(details.getByRole('textbox', { name: 'Part of the stake to cash out' })).toHaveCount(
    0,
  );
  await page.keyboard.press('Shift+Tab');
  await expect(fullCashOutButton(details)).toBeFocused();
  await page.keyboard.press('Enter');
  return confirmByKeyboard(
    page,
    details,
    `Cash out your whole stake of ${formatCoins(riding)} for`,
  );
}

/** Coins added up in hundredths, as the ledger does. */
export function sumCoins(...amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/**
 * Bet History with a bet's details open, at 1280 then 390 px: the details fit the list (no
 * sideways scroll of the page or of a region), axe-clean, photographed as `<shot>-<width>.png`.
 */
export async function checkDetailsAtBothWidths(
  page: Page,
  details: Locator,
  testInfo: TestInfo,
  shot: string,
): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await expect(details).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          [document.documentElement, ...document.querySelectorAll('[role="region"]')].filter(
            (element) => element.scrollWidth > element.clientWidth + 1,
          ).length,
      ),
    ).toBe(0);
    await expectNoA11yViolations(page, `bet history with ${shot} at ${width} px`);
    const file = `${shot}-${width}.png`;
    await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    await testInfo.attach(file, { path: testInfo.outputPath(file), contentType: 'image/png' });
  }
}
