import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { EMPTY_SLIP_TEXT } from '../pages/betslip';
import { RemoteCopy, deadManifestUrl } from '../support/remote-copy';
import { SITE_URL } from '../support/stack';

interface Registry {
  allowOverrides?: boolean;
  remotes: Record<string, { version: string; manifest: string }>;
}

async function servedRegistry(): Promise<Registry> {
  const response = await fetch(`${SITE_URL}/remotes.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as Registry;
}

/**
 * Answers the page's requests for /remotes.json with `registry`, as an operator editing the
 * deployed file would; returns a counter of the requests.
 */
async function serveRegistry(page: Page, registry: Registry): Promise<{ count: number }> {
  const seen = { count: 0 };
  await page.route('**/remotes.json', async (route) => {
    seen.count += 1;
    await route.fulfill({ json: registry, headers: { 'Cache-Control': 'no-cache' } });
  });
  return seen;
}

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
      const production = await servedRegistry();
      expect(production.remotes.sports?.manifest).toBeTruthy();

      await shell.open('/');
      await sports.waitForLiveMatches();
      expect(copy.requests).toHaveLength(0);

      const registry = await serveRegistry(page, {
        ...production,
        remotes: {
          ...production.remotes,
          sports: { version: `${copy.version}-copy`, manifest: copy.manifestUrl },
        },
      });
      await page.reload();
      await sports.waitForLiveMatches();
      await expect(sports.sidebarItem('All')).toBeVisible();
      expect(registry.count).toBeGreaterThanOrEqual(1);
      // The sports modules came from the build the registry names, not from :3001.
      expect(copy.requests).toContain(`/${copy.version}/mf-manifest.json`);
      expect(copy.requests.some((request) => request.endsWith('.js'))).toBe(true);
      // A registry change is not a QA override.
      await expect(shell.overrideBadge).toHaveCount(0);
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
    const production = await servedRegistry();
    await serveRegistry(page, {
      ...production,
      remotes: {
        ...production.remotes,
        sports: { version: '9.9.9', manifest: await deadManifestUrl() },
      },
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
