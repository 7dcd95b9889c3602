import { marketToRead } from '../support/api';
import { expect, test } from '../support/fixtures';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import { allowOverridesFrom } from '../support/registry';
import { RemoteCopy } from '../support/remote-copy';

/**
 * DESIGN.md section 2, isolation: a remote whose server is down shows "This part is unavailable."
 * with Retry in its slots, the rest of the site keeps working, and Retry recovers once the server
 * is back. The stack's remote servers run inside the `npm start` process, so these tests load
 * remote-sports from a copy of its build they serve themselves, through the QA override
 * (`?remote-override=sports@<manifest>`, host/README.md), and stop and start that copy. The
 * production registry ships overrides off, so each page gets a QA registry allowing the copy's
 * origin.
 */
test.describe('remote-sports down', () => {
  let copy: RemoteCopy;

  test.beforeEach(async ({ page }) => {
    copy = new RemoteCopy('remote-sports');
    await copy.start();
    await allowOverridesFrom(page, copy.origin);
  });

  test.afterEach(async () => {
    await copy.dispose();
  });

  test('the host still shows header, footer, betslip and a fallback; Retry recovers', async ({
    page,
    shell,
    sports,
    betslip,
  }) => {
    await copy.stop();
    await shell.openWithOverride('sports', copy.manifestUrl);
    // The override is stored for this browser and the parameter leaves the address bar.
    await expect(page).toHaveURL('/');
    await expect(shell.overrideBadge).toContainText('sports');

    await expect(shell.unavailablePanels(shell.content).first()).toBeVisible();
    await expect(shell.unavailablePanels(shell.sidebarSlot)).toHaveCount(1);
    await expect(
      shell.unavailablePanels(shell.content).first().getByRole('button', { name: 'Retry' }),
    ).toBeEnabled();
    await expect(sports.liveMatches).toHaveCount(0);
    // Everything that is not remote-sports works.
    await expect(shell.mainMenu).toBeVisible();
    await expect(shell.footer).toBeVisible();
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

    // The server comes back; one Retry brings every sports slot back.
    await copy.start();
    await shell.retryUnavailable(shell.content);
    await expect(sports.sectionHeading('Live Matches')).toBeVisible();
    await sports.waitForLiveMatches();
    await expect(sports.sidebarItem('All')).toBeVisible();
    await expect(shell.unavailablePanels()).toHaveCount(0);

    // And it is the real thing: picking odds reaches the betslip.
    const option = await sports.pickOption(await marketToRead());
    await expect(betslip.bet).toContainText(option.bet_event_title);

    await shell.clearOverrides();
    expect(copy.requests).toContain(`/${copy.version}/mf-manifest.json`);
  });

  test('a page not loaded before the server stopped shows the fallback; Retry recovers', async ({
    page,
    shell,
    sports,
  }) => {
    const { match } = await marketToRead();
    await shell.openWithOverride('sports', copy.manifestUrl);
    await sports.waitForLiveMatches();
    // The sidebar loads once the page's content has shown (host SportsSidebarSlot): loaded too.
    await expect(sports.sidebarItem('All')).toBeVisible();

    await copy.stop();
    // Match details is a module of remote-sports this page has not loaded yet.
    await sports.matchCard(match.match_title).getByRole('link').click();
    await expect(page).toHaveURL(`/match/${match.id}`);
    await expect(shell.unavailablePanels(shell.content)).toHaveCount(1);
    // What was already loaded keeps working.
    await expect(sports.sidebarItem('All')).toBeVisible();
    await expect(shell.mainMenu).toBeVisible();

    await copy.start();
    await shell.retryUnavailable(shell.content);
    await expect(sports.matchTitle()).toHaveText(match.match_title);
    await expect(shell.unavailablePanels()).toHaveCount(0);

    await shell.clearOverrides();
  });
});
