import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The host's frame around the profile, wallet and support pages: the section menu
 * (`<nav aria-label="Account">`: a side menu above 992 px, a compact menu opened from a button at
 * 992 px and below) beside the page a remote renders.
 */
export class AccountArea {
  readonly menu: Locator;
  readonly compactToggle: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('main').getByRole('navigation', { name: 'Account' });
    this.compactToggle = this.menu.getByRole('button', { name: /^Account menu/ });
  }

  group(name: string): Locator {
    return this.menu.getByRole('list', { name, exact: true });
  }

  link(label: string): Locator {
    return this.menu.getByRole('link', { name: label, exact: true });
  }

  /** The menu's link of the page shown (aria-current="page"). */
  current(): Locator {
    return this.menu.locator('a[aria-current="page"]');
  }

  /** The page's one h1 (the remote's, or the frame's title above the unavailable panel). */
  heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** Follows a menu link; at 992 px and below the compact menu is opened first. */
  async go(label: string): Promise<void> {
    if (await this.compactToggle.isVisible()) {
      await this.compactToggle.click();
      await expect(this.compactToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await this.link(label).click();
  }
}

/** The area's pages as SPEC section 2 and SPEC-READINGS.md name them, in menu order. */
export const ACCOUNT_AREA_GROUPS = [
  {
    group: 'Profile',
    pages: [
      { label: 'View Profile', path: '/profile/view-profile', alias: '/view-profile' },
      { label: 'Update Profile', path: '/profile/update-profile', alias: '/update-profile' },
      { label: 'Update Password', path: '/profile/update-password', alias: '/update-password' },
      { label: 'Update Club', path: '/profile/update-club', alias: '/update-club' },
      { label: 'My Followers', path: '/profile/my-followers', alias: '/my-followers' },
      { label: 'Bet History', path: '/profile/bet-history', alias: '/bet-history' },
    ],
  },
  {
    group: 'Wallet',
    pages: [
      { label: 'Make Deposit', path: '/wallet/make-deposit', alias: '/make-deposit' },
      { label: 'Deposit History', path: '/wallet/deposit-history', alias: '/deposit-history' },
      { label: 'Coin Transfer', path: '/wallet/coin-transfer', alias: '/coin-transfer' },
      { label: 'Withdraw', path: '/wallet/withdraw', alias: '/withdraw' },
      { label: 'Withdraw History', path: '/wallet/withdraw-history', alias: '/withdraw-history' },
      { label: 'Statement', path: '/wallet/statement', alias: '/statement' },
    ],
  },
  {
    group: 'Support',
    pages: [
      {
        label: 'Complain History',
        path: '/support/complain-history',
        alias: '/complain-history',
      },
      { label: 'Submit Complain', path: '/support/submit-complain', alias: '/submit-complain' },
    ],
  },
] as const;
