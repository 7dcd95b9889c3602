/**
 * The account area at laptop widths (issue 25, SPEC-READINGS.md "Routes and navigation"): at
 * 1024, 1280, 1440 and 1920 px, and at 390 px, no list or form of the area hides a column or a
 * field behind a sideways scroll, with the longest values a bettor can have
 * (support/long-values.ts); each list is a table where its container fits every column and cards
 * where it does not; no value breaks inside a word, except a name longer than its line; every page
 * is axe-clean at every width; a screenshot of every page at every width is attached to the report.
 */
import type { Cookie, Page } from '@playwright/test';
import { ACCOUNT_AREA_GROUPS, AccountArea } from '../pages/account-area';
import { AccountPages } from '../pages/account';
import { a11yViolations, settle } from '../support/a11y';
import { expect, test } from '../support/account-fixtures';
import {
  fillLongValues,
  registerLongValuesUser,
  type LongValuesAccount,
} from '../support/long-values';
import { DESKTOP_VIEWPORT, SITE_URL } from '../support/stack';

/** The lists of the area, by their pages' paths. */
const LIST_PAGES = new Set([
  '/profile/my-followers',
  '/profile/bet-history',
  '/wallet/deposit-history',
  '/wallet/withdraw-history',
  '/wallet/statement',
  '/support/complain-history',
]);

const PAGES = ACCOUNT_AREA_GROUPS.flatMap((group) => group.pages.map((entry) => entry));

/**
 * The widths of the issue. At 1440 and 1920 px every list is a table (the frame gives the page
 * all its width); at 390 px every list is cards; at 1024 and 1280 px each list is whichever its
 * container fits.
 */
const WIDTHS = [
  { width: 1024, lists: 'either' },
  { width: 1280, lists: 'either' },
  { width: 1440, lists: 'table' },
  { width: 1920, lists: 'table' },
  { width: 390, lists: 'cards' },
] as const;

/**
 * What is wrong with the layout of the page's main area, one line each: a sideways scroll of the
 * page or of any region in it, a value wider than its cell, a control or a cell outside the page,
 * a word broken across two lines (names and free text, which may break where they must, aside).
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    }
    const area = main.getBoundingClientRect();
    for (const element of main.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A table's headings kept for assistive technology while its rows are cards: out of sight.
      const thead = element.closest('thead');
      if (thead && thead.getBoundingClientRect().width <= 1) continue;
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrolls && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`scrolls sideways: ${name(element)}`);
      }
      if (element.matches('td, th') && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`wider than its cell: ${name(element)}`);
      }
      if (
        element.matches('td, th, input, select, textarea, button, label, h1, dd, dt') &&
        (box.right > area.right + 1 || box.left < area.left - 1)
      ) {
        problems.push(`outside the page: ${name(element)}`);
      }
    }
    // Every word of a cell on one line: a Range over the word has one box per line it is on.
    const mayBreak = '.sb-wallet-purpose__name, .sb-account-free-text, .sb-account-name';
    for (const cell of main.querySelectorAll('td, dd')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(mayBreak)) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          const start = match.index ?? 0;
          range.setStart(node, start);
          range.setEnd(node, start + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`"${match[0]}" breaks inside the word`);
        }
      }
    }
    return problems;
  });
}

/** How the page's list is laid out: a table, cards (rows laid out as cards), or no list. */
async function listLayout(page: Page): Promise<'table' | 'cards' | 'none'> {
  const table = page.getByRole('main').locator('table.sb-paged-list-table');
  if ((await table.count()) === 0) return 'none';
  const display = await table.evaluate((element) => getComputedStyle(element).display);
  return display === 'table' ? 'table' : 'cards';
}

test.describe('the account area with the longest values', () => {
  // The test runs axe itself, at every width.
  test.use({ a11yVisitedPages: false });

  let bettor: LongValuesAccount;
  let cookies: Cookie[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    bettor = await registerLongValuesUser();
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    await context.addCookies([{ name: 'homemodal', value: '1', url: SITE_URL }]);
    const page = await context.newPage();
    await new AccountPages(page).signIn(bettor.user);
    await fillLongValues(context, bettor);
    cookies = await context.cookies();
    await context.close();
  });

  for (const { width, lists } of WIDTHS) {
    test(`at ${width} px no list or form hides anything behind a sideways scroll`, async ({
      page,
      context,
    }, testInfo) => {
      // Fourteen pages, each loaded, measured, checked by axe and photographed.
      test.setTimeout(420_000);
      await context.addCookies(cookies);
      await page.setViewportSize({ width, height: 900 });
      const area = new AccountArea(page);
      const layouts: string[] = [];

      for (const target of PAGES) {
        await page.goto(target.path);
        await expect(area.heading()).toHaveCount(1);
        await settle(page);
        await expect(page.getByRole('main').locator('.sb-loader')).toHaveCount(0);

        // The frame's section menu is compact: the host's layout leaves the frame too narrow to
        // keep a side menu beside the widest list (account-area.css).
        await expect(area.compactToggle).toBeVisible();
        await expect(area.compactToggle).toContainText(target.label);

        const layout = await listLayout(page);
        if (LIST_PAGES.has(target.path)) {
          // Every list has rows, so its layout shows.
          expect(layout, `${target.path} shows a list`).not.toBe('none');
          if (lists !== 'either') expect.soft(layout, `${target.path} at ${width} px`).toBe(lists);
          layouts.push(`${target.label}: ${layout}`);
        }
        // Soft: every page's problems are reported, not only the first page's.
        expect.soft(await layoutProblems(page), `${target.path} at ${width} px`).toEqual([]);
        // Every list at every width; the forms are checked at 1280 and 390 px by the fixture of
        // every other spec that opens them (support/fixtures.ts).
        if (LIST_PAGES.has(target.path)) {
          expect
            .soft(
              await a11yViolations(page),
              `accessibility violations: ${target.path} at ${width} px`,
            )
            .toEqual([]);
        }

        const shot = `account${target.path.replaceAll('/', '-')}-${width}.png`;
        await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
        await testInfo.attach(shot, { path: testInfo.outputPath(shot), contentType: 'image/png' });
      }
      testInfo.annotations.push({ type: 'lists', description: layouts.join('; ') });
    });
  }

  test('the side menu comes back where the frame is wide enough, whatever the window', async ({
    page,
    context,
  }) => {
    await context.addCookies(cookies);
    await page.setViewportSize({ width: 1920, height: 900 });
    const area = new AccountArea(page);
    await page.goto('/profile/bet-history');
    await expect(area.heading()).toHaveCount(1);
    await expect(area.compactToggle).toBeVisible();
    expect(await listLayout(page)).toBe('table');

    // The same window with a frame given the width the betslip column had: the menu depends on
    // the frame's width (a container query), not the window's.
    await page.addStyleTag({
      content:
        '.sb-host-main { max-width: none; grid-template-columns: 240px minmax(0, 1fr); }' +
        ' .sb-host-betslip { display: none; }',
    });
    await expect(area.compactToggle).toBeHidden();
    await expect(area.group('Wallet')).toBeVisible();
    // Beside the side menu the page still fits bet history's table.
    expect(await listLayout(page)).toBe('table');
    expect(await layoutProblems(page)).toEqual([]);
  });
});
