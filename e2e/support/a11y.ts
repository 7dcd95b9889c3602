/**
 * Accessibility checks with axe-core (issue 14): WCAG 2.1 A and AA plus axe's best practices,
 * 0 violations. `expectNoA11yViolations` checks the page as it is now (an open drawer, a modal);
 * the `test` of fixtures.ts also re-opens every page a test visited, at 1280 and at 390 px, in the
 * test's end state (signed in or not), and checks it.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT, SITE_URL, e2eSqlitePath } from './stack';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const A11Y_VIEWPORTS = [
  { name: 'desktop', ...DESKTOP_VIEWPORT },
  { name: 'mobile', ...MOBILE_VIEWPORT },
] as const;

/** One violation as a line a person can act on: rule, impact, what it means, where. */
function describe(violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => node.target.map(String).join(' > '))
    .join(' | ');
  const more = violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : '';
  return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} (${violation.nodes.length}): ${targets}${more}`;
}

/** axe's violations on the page as it is now, one line each. */
export async function a11yViolations(page: Page): Promise<string[]> {
  // The long animations (the notice bar's marquee, its passes together a minute or more) hold
  // still while axe reads the page, as on one frame a person sees: running, they make every style
  // axe asks for a fresh computation, and a check of / took twice as long. They run on once axe is
  // done. Short ones (a fade, a flash) are left to end, so no colour is read half faded.
  await page.evaluate(() => {
    const held = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 10_000,
      );
    held.forEach((animation) => animation.pause());
    (window as { sbAxeHeldAnimations?: Animation[] }).sbAxeHeldAnimations = held;
  });
  try {
    // Legacy mode runs axe in the page itself (no extra blank page per run); the site has no
    // cross-origin frames for the other mode to reach.
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
    return results.violations.map(describe);
  } finally {
    await page.evaluate(() => {
      const state = window as { sbAxeHeldAnimations?: Animation[] };
      state.sbAxeHeldAnimations?.forEach((animation) => animation.play());
      delete state.sbAxeHeldAnimations;
    });
  }
}

/** Fails the test when axe finds any violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page, where = page.url()): Promise<void> {
  expect(await a11yViolations(page), `accessibility violations on ${where}`).toEqual([]);
}

/**
 * Waits until a page a test opened is what a person sees: loaded, its remote slots past their
 * skeletons and the delayed footer shown.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  // The footer fades in (its content loads when its delay is over); axe measures colour contrast
  // through the opacity of that moment, so the check waits for the fade's end.
  await footer.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A visited URL's kind: its path with every number as `:n`, e.g. `/match/:n`. */
export function pageKind(url: string): string | null {
  if (!url.startsWith(SITE_URL)) return null;
  const { pathname } = new URL(url);
  return pathname.replace(/\/\d+(?=\/|$)/g, '/:n');
}

/**
 * Claims one automatic check (a page kind at a viewport, signed in or out) for this run: true for
 * the first worker that asks, false for every later ask in any worker. The claim is a file created
 * exclusively in the run's own temporary folder (the one of its database), so two workers never
 * check the same page twice and a new run starts with no claims.
 */
export function claimA11yCheck(key: string): boolean {
  const dir = path.join(path.dirname(e2eSqlitePath()), 'a11y-checked');
  mkdirSync(dir, { recursive: true });
  const name = createHash('sha256').update(key).digest('hex').slice(0, 32);
  try {
    closeSync(openSync(path.join(dir, name), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
