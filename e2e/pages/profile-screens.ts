import { expect, type Locator, type Page } from '@playwright/test';

/** A page of remote-account: its canonical path, the unprefixed alias, and its h1. */
export interface AccountScreen {
  path: string;
  alias: string;
  title: string;
}

/** SPEC section 2 and SPEC-READINGS "Routes and navigation": the profile and support pages. */
export const ACCOUNT_SCREENS: readonly AccountScreen[] = [
  { path: '/profile/view-profile', alias: '/view-profile', title: 'Personal Profile' },
  { path: '/profile/update-profile', alias: '/update-profile', title: 'Update Profile' },
  { path: '/profile/update-password', alias: '/update-password', title: 'Update Password' },
  { path: '/profile/update-club', alias: '/update-club', title: 'Update Club' },
  { path: '/profile/my-followers', alias: '/my-followers', title: 'My Followers' },
  { path: '/profile/bet-history', alias: '/bet-history', title: 'Bet History' },
  { path: '/support/complain-history', alias: '/complain-history', title: 'Complain History' },
  { path: '/support/submit-complain', alias: '/submit-complain', title: 'Submit Complain' },
];

/** The profile and support pages of remote-account (inside the host frame; the frame itself is pages/account-area.ts). */
export class ProfileScreens {
  constructor(readonly page: Page) {}

  /** The page's one h1. */
  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  /** Opens a path and waits for the page's h1. */
  async open(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading(title)).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** The success panel of a form. */
  successPanel(): Locator {
    return this.page.locator('.sb-success-panel');
  }

  /** A profile view section (Account Info, Contact Details, Others). */
  section(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The value beside a label of a description list inside `scope`. */
  value(scope: Locator, label: string): Locator {
    return scope
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.field('Current Password').fill(current);
    await this.field('New Password').fill(next);
    await this.field('Confirm Password').fill(next);
    await this.button('Update Password').click();
  }

  async submitComplaint(subject: string, description: string): Promise<void> {
    await this.field('Subject').fill(subject);
    await this.field('Description').fill(description);
    await this.button('Submit').click();
  }
}
