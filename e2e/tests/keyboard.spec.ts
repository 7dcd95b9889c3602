import type { Page } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { expect, test } from '../support/account-fixtures';
import { MOBILE_VIEWPORT } from '../support/stack';
import { formatCoins, fund, registerByApi } from '../support/users';

/** SPEC section 5. */
const TOO_LOW = 'Stake Should not be less than 20.';
const FUNDS = 500;

/** What has focus now, and whether it shows it (an outline or a ring). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
        style.boxShadow !== 'none'
      );
    };
    // Its own outline or ring, or the ring of the control around it (a stake box, say).
    let visible = ring(element);
    for (
      let parent = element.parentElement, depth = 0;
      !visible && parent && depth < 2;
      depth += 1
    ) {
      visible = parent.matches(':focus-within') && ring(parent);
      parent = parent.parentElement;
    }
    return {
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '',
      oddsButton: element.matches('button.sb-sports-odds:not(:disabled)'),
      stake: element.matches('input[type="number"]') && Boolean(element.closest('.sb-slip-stake')),
      visible,
    };
  });
}

/** Presses Tab until `wanted` holds for the focused element; every stop must show its focus. */
async function tabUntil(
  page: Page,
  wanted: (stop: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean,
  limit = 400,
): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    expect(stop.visible, `focus is visible on ${stop.tag} "${stop.name}"`).toBe(true);
    if (wanted(stop)) return;
  }
  throw new Error(`not reached in ${limit} Tab presses`);
}

test.describe('keyboard only', () => {
  test('from / to a placed bet with the keyboard alone, signed in', async ({
    page,
    account,
    betslip,
  }) => {
    // Hundreds of key presses, each followed by a look at the focused element.
    test.setTimeout(240_000);
    const user = await registerByApi();
    await fund(user, FUNDS);
    await account.signIn(user);
    await page.goto('/');
    await expect(page.locator('button.sb-sports-odds:not(:disabled)').first()).toBeVisible();

    await tabUntil(page, (stop) => stop.oddsButton);
    await page.keyboard.press('Enter');
    await expect(betslip.bet).toBeVisible();

    await tabUntil(page, (stop) => stop.stake);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('15');
    // The message is tied to the input: a screen reader reads it with the stake.
    await expect(betslip.stake).toHaveAttribute('aria-invalid', 'true');
    await expect(betslip.stake).toHaveAccessibleDescription(TOO_LOW);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('25');
    await expect(betslip.stake).not.toHaveAttribute('aria-invalid', 'true');
    await tabUntil(page, (stop) => stop.name === 'Submit Bet');
    await page.keyboard.press('Enter');

    // The success is announced: a live region (role status) in the slip says it.
    const announced = betslip.panel.getByRole('status').filter({ hasText: /\S/ });
    await expect(announced).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 25));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE_VIEWPORT });

    test('the betslip drawer takes focus, keeps it, and gives it back on Escape', async ({
      page,
      shell,
      betslip,
    }) => {
      // An axe run of the whole page with the drawer open is part of it.
      test.setTimeout(120_000);
      await shell.open('/');
      const item = shell.mobileBarItem('Betslip');
      await item.focus();
      await page.keyboard.press('Enter');
      const drawer = page.locator('#sb-host-betslip');
      await expect(drawer).toHaveAttribute('data-open', 'true');
      await expect(betslip.panel).toBeVisible();
      for (let step = 0; step < 6; step += 1) {
        expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
          true,
        );
        await page.keyboard.press('Tab');
      }
      await settle(page);
      await expectNoA11yViolations(page, 'the open betslip drawer');
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveAttribute('data-open', 'false');
      await expect(item).toBeFocused();
    });
  });

  test.describe('the home modal', () => {
    test.use({ homeModalDismissed: false });

    test('takes focus, keeps it, closes on Escape and sets its cookie', async ({
      page,
      shell,
      context,
    }) => {
      // An axe run of the whole page with the modal open is part of it.
      test.setTimeout(120_000);
      await shell.open('/');
      await expect(shell.homeModal).toBeVisible();
      await expect(shell.homeModal.getByRole('button', { name: 'Close' })).toBeFocused();
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(
          await shell.homeModal.evaluate((element) => element.contains(document.activeElement)),
        ).toBe(true);
      }
      await settle(page);
      await expectNoA11yViolations(page, 'the home modal');
      await page.keyboard.press('Escape');
      await expect(shell.homeModal).toHaveCount(0);
      expect((await context.cookies()).map(({ name }) => name)).toContain('homemodal');
    });
  });
});
