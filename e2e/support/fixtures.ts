/**
 * The `test` every spec uses: Playwright's, plus one page object per app (host shell, sports,
 * betslip) and a visitor who has already dismissed the home modal, so the modal does not cover
 * the page in tests about something else. The home modal test turns that off. After each passing
 * test, every kind of page it visited is opened again at 1280 and at 390 px and checked with axe
 * (support/a11y.ts), an alias or a guard where it landed; each kind once per run, signed out and
 * signed in (the workers share the run's list of checked pages through files, a11y.ts
 * `claimA11yCheck`).
 */
import { expect, test as base } from '@playwright/test';
import { A11Y_VIEWPORTS, a11yViolations, claimA11yCheck, pageKind, settle } from './a11y';
import { collectCspViolations } from './csp';
import { Betslip } from '../pages/betslip';
import { HostShell } from '../pages/host-shell';
import { SportsRemote } from '../pages/sports';
import { DESKTOP_VIEWPORT, SITE_URL } from './stack';
import { REFRESH_TOKEN_COOKIE } from './users';

/** The page's report of a `history.replaceState` that changed its URL (from, to). */
const REPLACED_BINDING = 'sbE2eReplacedUrl';

interface Fixtures {
  /** Start with the `homemodal` cookie set (the modal was dismissed on an earlier visit). */
  homeModalDismissed: boolean;
  shell: HostShell;
  sports: SportsRemote;
  betslip: Betslip;
  /** Check every page the test visited with axe at its end (on by default). */
  a11yVisitedPages: boolean;
  a11yCheck: void;
  /** Fail a passing test whose pages reported a Content-Security-Policy violation (support/csp.ts). */
  cspCheck: void;
}

export const test = base.extend<Fixtures>({
  homeModalDismissed: [true, { option: true }],
  context: async ({ context, homeModalDismissed }, use) => {
    if (homeModalDismissed) {
      await context.addCookies([{ name: 'homemodal', value: '1', url: SITE_URL }]);
    }
    await use(context);
  },
  shell: async ({ page }, use) => use(new HostShell(page)),
  sports: async ({ page }, use) => use(new SportsRemote(page)),
  betslip: async ({ page }, use) => use(new Betslip(page)),
  a11yVisitedPages: [true, { option: true }],
  cspCheck: [
    async ({ page }, use, testInfo) => {
      const violations = await collectCspViolations(page);
      await use();
      if (testInfo.status === testInfo.expectedStatus) {
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
  a11yCheck: [
    async ({ page, context, a11yVisitedPages }, use, testInfo) => {
      const visited = new Map<string, string>();
      const visit = (url: string) => {
        const kind = pageKind(url);
        if (kind && !visited.has(kind)) visited.set(kind, url);
      };
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visit(frame.url());
      });
      // A path that replaced itself with another (an alias, a guard) is not a page of its own: the
      // page it became is checked instead, without loading the alias again at each width.
      const replaced = new Set<string>();
      await page.exposeBinding(REPLACED_BINDING, (_source, from: string, to: string) => {
        const kind = pageKind(from);
        if (kind && kind !== pageKind(to)) replaced.add(kind);
        visit(to);
      });
      await page.addInitScript((binding) => {
        const replaceState = history.replaceState.bind(history);
        history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
          const from = location.href;
          replaceState(data, unused, url);
          const report = (window as unknown as Record<string, (a: string, b: string) => void>)[
            binding
          ];
          if (report && location.href !== from) void report(from, location.href);
        };
      }, REPLACED_BINDING);
      await use();
      if (!a11yVisitedPages || testInfo.status !== testInfo.expectedStatus || page.isClosed()) {
        return;
      }
      const signedIn = (await context.cookies(SITE_URL)).some(
        ({ name }) => name === REFRESH_TOKEN_COOKIE,
      );
      const toCheck =
        [...visited.keys()].filter((kind) => !replaced.has(kind)).length * A11Y_VIEWPORTS.length;
      // Each check is a page load and an axe run: time of its own, beyond the test's.
      testInfo.setTimeout(testInfo.timeout + toCheck * 120_000);
      const state = signedIn ? 'signed in' : 'signed out';
      for (const [kind, url] of visited) {
        if (replaced.has(kind)) continue;
        for (const viewport of A11Y_VIEWPORTS) {
          if (!claimA11yCheck(`${kind} ${viewport.name} ${state}`)) continue;
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(url);
          await settle(page);
          // A path that sends the visitor elsewhere (a guard, an alias) is checked where it lands.
          const landed = pageKind(page.url()) ?? kind;
          const key = `${landed} ${viewport.name} ${state}`;
          if (landed !== kind && !claimA11yCheck(key)) continue;
          // Soft: every page's result is reported, even when a later one fails.
          expect.soft(await a11yViolations(page), `accessibility violations: ${key}`).toEqual([]);
        }
      }
      await page.setViewportSize(DESKTOP_VIEWPORT);
    },
    { auto: true },
  ],
});

export { expect };
