import type { Locator, Page } from '@playwright/test';

/** SPEC section 2: the prompt of an empty slip. */
export const EMPTY_SLIP_TEXT = 'Please take any bet';

/**
 * remote-betslip as a visitor sees it: the panel titled Betslip, the bet on it, the stake control,
 * the totals and Submit Bet.
 */
export class Betslip {
  readonly panel: Locator;
  readonly bet: Locator;
  readonly stake: Locator;
  readonly decreaseStake: Locator;
  readonly increaseStake: Locator;
  readonly submit: Locator;
  readonly close: Locator;
  readonly removeBet: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Betslip', exact: true });
    this.bet = this.panel.getByRole('article', { name: 'Bet on the slip' });
    this.stake = this.panel.getByRole('spinbutton', { name: 'Stake', exact: true });
    this.decreaseStake = this.panel.getByRole('button', { name: 'Decrease stake by 5' });
    this.increaseStake = this.panel.getByRole('button', { name: 'Increase stake by 5' });
    this.submit = this.panel.getByRole('button', { name: 'Submit Bet' });
    this.close = this.panel.getByRole('button', { name: 'Close betslip' });
    this.removeBet = this.panel.getByRole('button', { name: 'Remove bet' });
  }

  /** Messages the slip shows (stake messages, Please Log In!, ...). */
  alerts(): Locator {
    return this.panel.getByRole('alert');
  }

  /** One row of the totals ("Overall odds", "Possible Win"): its value. */
  total(term: 'Overall odds' | 'Possible Win'): Locator {
    return this.panel
      .getByRole('term')
      .filter({ hasText: term })
      .locator('xpath=following-sibling::*[1]');
  }

  /** The odds of the bet on the slip, as shown (2 decimals). */
  odds(): Locator {
    return this.bet.getByText(/^\d+\.\d{2}$/);
  }

  /** The lock the bet shows in place of its odds while its market is locked. */
  lock(): Locator {
    return this.bet.getByText('locked', { exact: true });
  }

  /** The multiple (accumulator) of a slip of `legs` selections from different matches. */
  multiple(legs: number): Locator {
    return this.panel.getByRole('region', { name: `Multiple of ${legs} selections` });
  }

  /** The one stake of that multiple. */
  multipleStake(legs: number): Locator {
    return this.multiple(legs).getByRole('spinbutton', { name: 'Stake on the multiple' });
  }

  /** Types a stake into the input, as a user would (select all, type). */
  async enterStake(value: string): Promise<void> {
    await this.stake.fill(value);
  }
}
