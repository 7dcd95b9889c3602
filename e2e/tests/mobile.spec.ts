import { marketToRead } from '../support/api';
import { expect, test } from '../support/fixtures';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/stack';

test.describe('mobile (390 px)', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('shows the bottom bar: In-Play, Advance Match, Betslip, Sign In', async ({
    page,
    shell,
  }) => {
    await shell.open('/');
    await expect(shell.mobileBar).toBeVisible();
    await expect(
      shell.mobileBar.getByRole('link').or(shell.mobileBar.getByRole('button')),
    ).toHaveText(['In-Play', 'Advance Match', 'Betslip', 'Sign In']);
    // The sidebars give way to the content.
    await expect(shell.sidebarSlot).toBeHidden();

    await shell.mobileBarItem('Advance Match').click();
    await expect(page).toHaveURL('/pre-match');
    await shell.mobileBarItem('In-Play').click();
    await expect(page).toHaveURL('/in-play');
    await expect(shell.mobileBarItem('Sign In')).toHaveAttribute('href', '/sign-in');
  });

  test('the Betslip item opens the slip drawer and its close icon closes it', async ({
    shell,
    betslip,
  }) => {
    await shell.open('/');
    await expect(shell.mobileBar).toBeVisible();
    await expect(betslip.panel).toBeHidden();

    await shell.mobileBarItem('Betslip').click();
    await expect(betslip.panel).toBeVisible();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(shell.mobileBarItem('Betslip')).toHaveAttribute('aria-expanded', 'true');

    await betslip.close.click();
    await expect(betslip.panel).toBeHidden();
    await expect(shell.mobileBarItem('Betslip')).toHaveAttribute('aria-expanded', 'false');

    // The bar's item toggles it too.
    await shell.mobileBarItem('Betslip').click();
    await expect(betslip.panel).toBeVisible();
    await shell.mobileBarItem('Betslip').click();
    await expect(betslip.panel).toBeHidden();
  });

  test('picking odds opens the drawer with that bet', async ({ shell, sports, betslip }) => {
    const { match, bet } = await marketToRead();
    const option = bet.bet_events[0];
    if (!option) throw new Error('The market has no options.');

    await shell.open('/');
    await expect(betslip.panel).toBeHidden();
    const market = sports.market(sports.matchCard(match.match_title), bet.bet_title);
    await sports.oddsButton(market, option.bet_event_title).click();

    await expect(betslip.panel).toBeVisible();
    await expect(betslip.bet).toContainText(option.bet_event_title);
    await betslip.close.click();
    await expect(betslip.panel).toBeHidden();
  });
});

/** The header's menu items (SPEC section 2, and Prediction). */
const MENU_ITEMS = ['In-Play', 'Advance Match', 'TV Games', 'Promo', 'Prediction'] as const;

test.describe('the header menu on a phone', () => {
  test('fits at 390 px: every item whole and in view, no cue', async ({ page, shell }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await shell.open('/');
    await expect(shell.mainMenu.getByRole('link')).toHaveText(MENU_ITEMS);
    for (const name of MENU_ITEMS) {
      const box = await shell.menuLink(name).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    }
    expect(await shell.mainMenu.evaluate((menu) => menu.scrollWidth - menu.clientWidth)).toBe(0);
    await expect(page.locator('.sb-host-menu__cue')).toHaveCount(0);
  });

  test('scrolls on a narrower phone, with a cue at the edge where it goes on', async ({
    page,
    shell,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await shell.open('/');
    const start = page.locator('.sb-host-menu__cue--start');
    const end = page.locator('.sb-host-menu__cue--end');
    await expect(end).toBeVisible();
    await expect(start).toHaveCount(0);
    // The cue sits over the menu's right edge, where an item is cut off.
    const [cue, menu] = [await end.boundingBox(), await shell.mainMenu.boundingBox()];
    expect(Math.round(cue!.x + cue!.width)).toBe(Math.round(menu!.x + menu!.width));

    // Scrolled to its end (as a thumb or the keyboard does): the cue moves to the other edge.
    await shell.menuLink('Prediction').focus();
    await shell.mainMenu.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(start).toBeVisible();
    await expect(end).toHaveCount(0);
    const box = await shell.menuLink('Prediction').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  });
});

for (const viewport of [MOBILE_VIEWPORT, { width: 768, height: 1024 }]) {
  test.describe(`overlay at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a tap on the overlay beside the slip drawer closes it', async ({
      page,
      shell,
      betslip,
    }) => {
      await shell.open('/');
      await shell.mobileBarItem('Betslip').click();
      await expect(betslip.panel).toBeVisible();

      // The drawer is narrower than the screen; the overlay covers the page to its left.
      const drawer = await betslip.panel.boundingBox();
      if (!drawer) throw new Error('The drawer has no box.');
      expect(drawer.x).toBeGreaterThan(24);
      await page.mouse.click(drawer.x / 2, drawer.y + drawer.height / 2);
      await expect(betslip.panel).toBeHidden();
      await expect(shell.mobileBarItem('Betslip')).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
  test.describe(`responsive at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home has no horizontal scroll once everything has loaded', async ({ shell, sports }) => {
      await shell.open('/');
      await sports.waitForLiveMatches();
      await expect(sports.upcomingSection.getByRole('article').first()).toBeVisible();
      await expect(shell.footer).toBeVisible();
      expect(await shell.hasHorizontalScroll()).toBe(false);
    });
  });
}
