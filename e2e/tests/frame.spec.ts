import { ACCOUNT_AREA_GROUPS as ACCOUNT_AREA, AccountArea } from '../pages/account-area';
import { expect, test } from '../support/account-fixtures';
import { MOBILE_VIEWPORT } from '../support/stack';
import { registerByApi } from '../support/users';

const PAGES: readonly { label: string; path: string; alias: string }[] = ACCOUNT_AREA.flatMap(
  (group) => [...group.pages],
);

/** The account area's frame (issue 14, SPEC-READINGS.md "Routes and navigation"). */
test.describe('the account area frame', () => {
  for (const size of ['desktop', 'mobile'] as const) {
    test(`signed in, every page of each group is reachable from the menu (${size})`, async ({
      page,
      account,
    }) => {
      // Fourteen pages, each a route change and a remote slot.
      test.setTimeout(120_000);
      const area = new AccountArea(page);
      const user = await registerByApi();
      await account.signIn(user);
      if (size === 'mobile') await page.setViewportSize(MOBILE_VIEWPORT);

      await page.goto('/profile/view-profile');
      // Compact at both widths: at 1280 px a side menu would squeeze the page between the sports
      // sidebar and the betslip (SPEC-READINGS "Routes and navigation"; account-layout.spec.ts
      // tries the widths and the side menu).
      await expect(area.compactToggle).toBeVisible();
      await expect(area.compactToggle).toContainText('View Profile');
      await expect(area.group('Profile')).toBeHidden();

      for (const group of ACCOUNT_AREA) {
        for (const target of group.pages) {
          await area.go(target.label);
          await expect(page).toHaveURL(new RegExp(`${target.path}$`));
          await expect(area.current()).toHaveText(target.label);
          await expect(area.current()).toHaveAttribute('href', target.path);
          // The page's one h1 (the remote's own, or its title above the unavailable panel).
          await expect(area.heading()).toHaveCount(1);
          await expect(area.menu).toBeVisible();
        }
      }

      // The menu lists all three groups, each page by its canonical path.
      await area.compactToggle.click();
      for (const group of ACCOUNT_AREA) {
        const links = area.group(group.group).getByRole('link');
        await expect(links).toHaveText(group.pages.map((entry) => entry.label));
      }
    });
  }

  test('the unprefixed paths replace themselves with the canonical one', async ({
    page,
    account,
  }) => {
    test.setTimeout(120_000);
    const user = await registerByApi();
    await account.signIn(user);
    for (const target of PAGES) {
      await page.goto('/in-play');
      await page.goto(target.alias);
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(new AccountArea(page).current()).toHaveText(target.label);
      // Replaced, not pushed: Back leads to the page before the alias.
      await page.goBack();
      await expect(page).toHaveURL(/\/in-play$/);
    }
  });

  test('/profile shows the profile view', async ({ page, account }) => {
    const area = new AccountArea(page);
    await account.signIn(await registerByApi());
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(area.current()).toHaveText('View Profile');
  });

  test('a visitor who is not signed in is sent to /', async ({ page, shell }) => {
    for (const path of ['/wallet/statement', '/profile', '/support/submit-complain', '/withdraw']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(shell.header).toBeVisible();
      await expect(new AccountArea(page).menu).toHaveCount(0);
    }
  });

  test('the dropdown and the mobile Menu lead into the area by canonical paths', async ({
    page,
    account,
    shell,
  }) => {
    const area = new AccountArea(page);
    const user = await registerByApi();
    await account.signIn(user);

    const dropdown = shell.header.getByRole('menu', { name: 'Account' });
    await account.accountButton(user.username).click();
    await dropdown.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/view-profile$/);
    await expect(area.current()).toHaveText('View Profile');
    await account.accountButton(user.username).click();
    await dropdown.getByRole('menuitem', { name: 'Bet History' }).click();
    await expect(page).toHaveURL(/\/profile\/bet-history$/);
    await expect(area.current()).toHaveText('Bet History');

    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/');
    await shell.mobileBar.getByRole('button', { name: 'Menu' }).click();
    const sheet = page.getByRole('dialog', { name: user.username });
    for (const group of ACCOUNT_AREA) {
      await expect(sheet.getByRole('list', { name: group.group }).getByRole('link')).toHaveText(
        group.pages.map((entry) => entry.label),
      );
    }
    await sheet.getByRole('link', { name: 'Coin Transfer' }).click();
    await expect(page).toHaveURL(/\/wallet\/coin-transfer$/);
    await expect(area.compactToggle).toContainText('Coin Transfer');
  });

  test('screenshots of the frame on a profile, a wallet and a support page', async ({
    page,
    account,
  }, testInfo) => {
    test.setTimeout(90_000);
    const area = new AccountArea(page);
    await account.signIn(await registerByApi());
    for (const path of [
      '/profile/update-profile',
      '/wallet/statement',
      '/support/complain-history',
    ]) {
      for (const size of ['desktop', 'mobile'] as const) {
        await page.setViewportSize(
          size === 'mobile' ? MOBILE_VIEWPORT : { width: 1280, height: 900 },
        );
        await page.goto(path);
        await expect(area.heading()).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const name = `frame${path.replaceAll('/', '-')}-${size}.png`;
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: false });
        await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
      }
    }
  });
});
