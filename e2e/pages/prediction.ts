import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations, settle } from '../support/a11y';

/** SPEC's texts of the prediction screen (SPEC sections 2, 8). */
export const PREDICTION_TEXTS = {
  selectTeam: 'Select a team',
  stakeTooLow: 'Stake amout is too low',
  placed: 'Prediction Placed Successfully',
  loginToSubmit: 'Login to Submit',
  responsible: 'Bet responsibly. You must be 18+ to place bets. Terms & conditions apply.',
} as const;

/** The prediction remote's card at /prediction, as a bettor sees it. */
export class PredictionPage {
  readonly card: Locator;
  readonly stake: Locator;
  readonly teams: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.card = page.locator('section.sb-pred');
    this.stake = this.card.getByRole('textbox', { name: 'Stake (coins)' });
    this.teams = this.card.getByRole('group', { name: 'Pick the winner' });
    this.submit = this.card.getByRole('button', { name: /^(Submit|Login to Submit)$/ });
  }

  /** The tile of a team, named by its full name. */
  team(fullName: string): Locator {
    return this.teams.getByRole('button', { name: new RegExp(fullName) });
  }

  quickStake(amount: number): Locator {
    return this.card
      .getByRole('group', { name: 'Quick stakes' })
      .getByRole('button', { name: String(amount), exact: true });
  }

  /** A toast of the host's container with exactly this text. */
  toast(text: string): Locator {
    return this.page.getByLabel('Notifications', { exact: true }).getByText(text, { exact: true });
  }

  /**
   * Waits until the event has loaded: its badge and ten teams. The first visit of a run also
   * loads the remote's bundle, which on a busy two-core machine can take longer than the usual
   * 10 s.
   */
  async loaded(): Promise<void> {
    await expect(this.card.getByText(/^Win \d+X$/)).toBeVisible({ timeout: 30_000 });
    await expect(this.teams.getByRole('button')).toHaveCount(10);
  }

  /**
   * The page settled (loaded, the footer shown) and checked with axe (support/a11y.ts). It waits
   * for the toasts to close first: the host's toast list sits outside every landmark (axe
   * `region`), which is the host's to fix, not this page's.
   */
  async expectAccessible(): Promise<void> {
    await expect(
      this.page.getByLabel('Notifications', { exact: true }).getByRole('alert'),
    ).toHaveCount(0);
    await expect(
      this.page.getByLabel('Notifications', { exact: true }).getByRole('status'),
    ).toHaveCount(0);
    await settle(this.page);
    await expectNoA11yViolations(this.page);
  }
}
