/**
 * The live registry (`/remotes.json`) as the page reads it, and a browser-only stand-in for it:
 * a test that needs another registry for one page answers that page's requests for
 * /remotes.json itself (`page.route`), as an operator editing the deployed file would, without
 * touching the registry the other tests read.
 */
import type { Page } from '@playwright/test';
import { SITE_URL } from './stack';

export interface Registry {
  allowOverrides?: boolean;
  overrideOrigins?: string[];
  remotes: Record<
    string,
    {
      version: string;
      manifest: string;
      canary?: { version: string; manifest: string; percent: number };
    }
  >;
}

/** The registry the site serves right now. */
export async function servedRegistry(): Promise<Registry> {
  const response = await fetch(`${SITE_URL}/remotes.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as Registry;
}

/** Answers this page's requests for /remotes.json with `registry`; counts the requests. */
export async function serveRegistry(page: Page, registry: Registry): Promise<{ count: number }> {
  const seen = { count: 0 };
  await page.route('**/remotes.json', async (route) => {
    seen.count += 1;
    await route.fulfill({ json: registry, headers: { 'Cache-Control': 'no-store' } });
  });
  return seen;
}

/**
 * Answers this page's requests for /remotes.json with the served registry, `remote` pointing at
 * `entry` (another build, a dead URL) and the others as they are; counts the requests.
 */
export async function serveRegistryWith(
  page: Page,
  remote: string,
  entry: Registry['remotes'][string],
): Promise<{ count: number }> {
  const production = await servedRegistry();
  return serveRegistry(page, {
    ...production,
    remotes: { ...production.remotes, [remote]: entry },
  });
}

/**
 * A QA environment for this page: the served registry with overrides allowed from `origins`
 * (the production registry ships overrides off).
 */
export async function allowOverridesFrom(page: Page, ...origins: string[]): Promise<void> {
  const production = await servedRegistry();
  await serveRegistry(page, { ...production, allowOverrides: true, overrideOrigins: origins });
}
