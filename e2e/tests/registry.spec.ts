import { expect, test } from '../support/fixtures';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import { servedRegistry, serveRegistryWith } from '../support/registry';
import { RemoteCopy, deadManifestUrl } from '../support/remote-copy';

/**
 * DESIGN.md section 2, the runtime registry: the host reads remotes.json at every page load, so
 * pointing a remote at another build is an edit of that file and a reload, never a host rebuild.
 */
test.describe('runtime registry (remotes.json)', () => {
  test('pointing sports at another build takes effect at the next load', async ({
    page,
    shell,
    sports,
    betslip,
  }) => {
    const copy = new RemoteCopy('remote-sports');
    try {
      await copy.start();
      expect((await servedRegistry()).remotes.sports?.manifest).toBeTruthy();

      await shell.open('/');
      await sports.waitForLiveMatches();
      expect(copy.requests).toHaveLength(0);

      const registry = await serveRegistryWith(page, 'sports', {
        version: `${copy.version}-copy`,
        manifest: copy.manifestUrl,
      });
      await page.reload();
      await sports.waitForLiveMatches();
      await expect(sports.sidebarItem('All')).toBeVisible();
      expect(registry.count).toBeGreaterThanOrEqual(1);
      // The sports modules came from the build the registry names, not from :3001.
      expect(copy.requests).toContain(`/${copy.version}/mf-manifest.json`);
      expect(copy.requests.some((request) => request.endsWith('.js'))).toBe(true);
      // A registry change is not a QA override; the page says which version it got.
      await expect(shell.overrideBadge).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute(
        'data-remote-sports',
        `${copy.version}-copy`,
      );
      await expect(page.locator('html')).toHaveAttribute('data-remote-sports-channel', 'live');
      await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    } finally {
      await copy.dispose();
    }
  });

  test('a registry entry pointing at a dead URL shows the fallback; the betslip still works', async ({
    page,
    shell,
    sports,
    betslip,
  }) => {
    await serveRegistryWith(page, 'sports', {
      version: '9.9.9',
      manifest: await deadManifestUrl(),
    });

    await shell.open('/');
    await expect(shell.unavailablePanels(shell.content).first()).toBeVisible();
    await expect(shell.unavailablePanels(shell.sidebarSlot)).toHaveCount(1);
    await expect(sports.liveMatches).toHaveCount(0);
    await expect(betslip.panel).toContainText(EMPTY_SLIP_TEXT);
    await expect(shell.footer).toBeVisible();

    // Rolling back is pointing the registry back and reloading.
    await page.unroute('**/remotes.json');
    await page.reload();
    await sports.waitForLiveMatches();
    await expect(shell.unavailablePanels()).toHaveCount(0);
  });
});
