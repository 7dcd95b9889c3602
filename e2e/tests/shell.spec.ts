import type { Page } from '@playwright/test';
import type { HostShell } from '../pages/host-shell';
import { expect, test } from '../support/fixtures';
import { SITE_URL } from '../support/stack';

/** SPEC section 1: every footer link, all pointing to the site root. */
const FOOTER_LINKS = [
  'About Us',
  'Contact Us',
  'Terms and Conditions',
  'Privacy Policy',
  'FAQs',
  'Sport Betting Rules',
  'Match Center',
  'Counter Offer',
];

/**
 * The modal opens once the page's own content has painted (no loading placeholder left in the
 * main element, then a frame) or after at most 3 s: after that point and two more frames it
 * would be on screen.
 */
async function expectNoModalOnceThePageHasPainted(page: Page, shell: HostShell): Promise<void> {
  await expect(shell.header).toBeVisible();
  await expect(shell.menuLink('In-Play')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
  await expect(shell.homeModal).toHaveCount(0);
}

test.describe('home modal', () => {
  test.use({ homeModalDismissed: false });

  test('shows until dismissed, then stays away after a reload (homemodal cookie)', async ({
    page,
    context,
    shell,
  }) => {
    await shell.open('/');
    await expect(shell.homeModal).toBeVisible();

    // Not dismissed yet: a reload shows it again.
    await page.reload();
    await expect(shell.homeModal).toBeVisible();
    expect((await context.cookies(SITE_URL)).map((cookie) => cookie.name)).not.toContain(
      'homemodal',
    );

    await shell.dismissHomeModal();
    await expect(shell.homeModal).toBeHidden();
    expect((await context.cookies(SITE_URL)).map((cookie) => cookie.name)).toContain('homemodal');

    await page.reload();
    await expectNoModalOnceThePageHasPainted(page, shell);
  });

  test('the close icon dismisses it too', async ({ page, shell }) => {
    await shell.open('/');
    await shell.homeModal.getByRole('button', { name: 'Close' }).click();
    await expect(shell.homeModal).toBeHidden();
    await page.reload();
    await expectNoModalOnceThePageHasPainted(page, shell);
  });
});

test.describe('footer', () => {
  test('appears about two seconds after load with its links, blocks, 18+ and 2019 - 2022', async ({
    page,
    shell,
  }) => {
    // Notes, in page time, when the header and the footer enter the page. A footer that came
    // early would show here however fast or slow the machine is.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { __e2eSeen: seen });
      new MutationObserver(() => {
        for (const tag of ['header', 'footer']) {
          if (seen[tag] === undefined && document.querySelector(tag)) seen[tag] = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });

    // Whether the footer is absent right after navigation depends on how long the page took to
    // load; the page-time measurement below is what proves the delay.
    await shell.open('/');

    await expect(shell.footer).toBeVisible({ timeout: 10_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { __e2eSeen: Record<string, number> }).__e2eSeen,
    );
    const { header, footer } = seen;
    if (header === undefined || footer === undefined) throw new Error('Header or footer unseen.');
    // SPEC section 9: 2000 ms (a little slack for the observer's own timing).
    expect(footer - header).toBeGreaterThanOrEqual(1_950);

    await expect(shell.footerLinks).toHaveText(FOOTER_LINKS);
    for (const name of FOOTER_LINKS) {
      await expect(shell.footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/',
      );
    }
    await expect(shell.footer.getByRole('heading', { name: 'Mobile Apps' })).toBeVisible();
    await expect(
      shell.footer.getByRole('link', { name: 'Download on the App Store' }),
    ).toBeVisible();
    await expect(shell.footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    const followUs = shell.footer.getByRole('region', { name: 'Follow Us' });
    await expect(followUs.getByRole('link')).toHaveCount(3);
    await expect(shell.footer.getByRole('img', { name: '18+' })).toBeVisible();
    await expect(shell.footer).toContainText('billing agent company');
    await expect(shell.footer).toContainText('gaming licence');
    await expect(shell.footer).toContainText('2019 - 2022');
  });
});

test.describe('header', () => {
  test('has In-Play, Advance Match, TV Games and Promo; the last two go home', async ({
    page,
    shell,
  }) => {
    await shell.open('/pre-match');
    await expect(shell.menuLink('In-Play')).toHaveAttribute('href', '/in-play');
    await expect(shell.menuLink('Advance Match')).toHaveAttribute('href', '/pre-match');
    await shell.menuLink('TV Games').click();
    await expect(page).toHaveURL('/');
    await shell.open('/pre-match');
    await shell.menuLink('Promo').click();
    await expect(page).toHaveURL('/');
  });
});
