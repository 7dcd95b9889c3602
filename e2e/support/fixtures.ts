/**
 * The `test` every spec uses: Playwright's, plus one page object per app (host shell, sports,
 * betslip) and a visitor who has already dismissed the home modal, so the modal does not cover
 * the page in tests about something else. The home modal test turns that off.
 */
import { test as base } from '@playwright/test';
import { Betslip } from '../pages/betslip';
import { HostShell } from '../pages/host-shell';
import { SportsRemote } from '../pages/sports';
import { SITE_URL } from './stack';

interface Fixtures {
  /** Start with the `homemodal` cookie set (the modal was dismissed on an earlier visit). */
  homeModalDismissed: boolean;
  shell: HostShell;
  sports: SportsRemote;
  betslip: Betslip;
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
});

export { expect } from '@playwright/test';
