import { expect, type Locator, type Page } from '@playwright/test';

/** The text of a remote slot whose remote cannot be used (host/README.md, "Isolation"). */
export const UNAVAILABLE_TEXT = 'This part is unavailable.';

/**
 * The host: what is around the remotes. Header and menu, the content slot, the delayed footer,
 * the home modal, the mobile bottom bar, the 404 page, the unavailable panels of remote slots and
 * the QA override badge.
 */
export class HostShell {
  readonly header: Locator;
  readonly mainMenu: Locator;
  readonly content: Locator;
  readonly sidebarSlot: Locator;
  readonly footer: Locator;
  readonly footerLinks: Locator;
  readonly homeModal: Locator;
  readonly mobileBar: Locator;
  readonly overrideBadge: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    this.content = page.getByRole('main');
    this.sidebarSlot = page.getByRole('complementary', { name: 'Sports' });
    this.footer = page.getByRole('contentinfo');
    this.footerLinks = this.footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    this.homeModal = page.getByRole('dialog', { name: 'Welcome to Sportsbook' });
    this.mobileBar = page.getByRole('navigation', { name: 'Mobile menu' });
    this.overrideBadge = page.getByRole('complementary', { name: 'Remote overrides' });
  }

  /** Opens a path of the site and waits until the shell has rendered (the header is up). */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  menuLink(name: 'In-Play' | 'Advance Match' | 'TV Games' | 'Promo' | 'Prediction'): Locator {
    return this.mainMenu.getByRole('link', { name, exact: true });
  }

  mobileBarItem(name: 'In-Play' | 'Advance Match' | 'Betslip' | 'Sign In'): Locator {
    return this.mobileBar.getByRole(name === 'Betslip' ? 'button' : 'link', { name, exact: true });
  }

  async dismissHomeModal(): Promise<void> {
    await this.homeModal.getByRole('button', { name: 'Maybe later' }).click();
  }

  /** The "unavailable, retry" panels inside a part of the page (the whole page by default). */
  unavailablePanels(within: Locator | Page = this.page): Locator {
    return within.getByRole('status').filter({ hasText: UNAVAILABLE_TEXT });
  }

  /** One Retry retries every failed slot (host/README.md). */
  async retryUnavailable(within: Locator | Page = this.page): Promise<void> {
    await this.unavailablePanels(within).first().getByRole('button', { name: 'Retry' }).click();
  }

  /** `?remote-override=name@manifest-url`: this browser loads another build of one remote. */
  async openWithOverride(remote: string, manifestUrl: string, path = '/'): Promise<void> {
    const query = new URLSearchParams({ 'remote-override': `${remote}@${manifestUrl}` });
    await this.open(`${path}?${query.toString()}`);
  }

  /** Forgets every override of this browser (the badge's Clear link). */
  async clearOverrides(): Promise<void> {
    await this.overrideBadge.getByRole('link', { name: 'Clear' }).click();
    await expect(this.header).toBeVisible();
    await expect(this.overrideBadge).toHaveCount(0);
  }

  notFoundHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Page Not Found' });
  }

  backToHome(): Locator {
    return this.content.getByRole('link', { name: 'Back to Home' });
  }

  /** True when the page is wider than the window (a horizontal scroll bar). */
  async hasHorizontalScroll(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}
