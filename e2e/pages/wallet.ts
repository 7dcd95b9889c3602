import { expect, type Locator, type Page } from '@playwright/test';

/** SPEC sections 2, 5 and 8. */
export const WALLET_TEXTS = {
  success: 'Your request has been created.',
  depositNotAvailable: 'Deposit Not Available',
  paymentNotSupported: 'Payment not supported now!',
  mobileDeposit: 'Minimum 300, maximum 25000 coins.',
  reserve: 'Reserve Coin: 10',
  noDeposit: 'No Deposit is Available',
  noWithdraw: 'No Withdraw is Available',
  noStatement: 'No statement is Available',
} as const;

/** The wallet's pages at their canonical paths, with their titles (the one h1 of each). */
export const WALLET_PAGES = [
  { path: '/wallet/make-deposit', title: 'Make Deposit' },
  { path: '/wallet/deposit-history', title: 'Deposit History' },
  { path: '/wallet/coin-transfer', title: 'Coin Transfer' },
  { path: '/wallet/withdraw', title: 'Withdraw' },
  { path: '/wallet/withdraw-history', title: 'Withdraw History' },
  { path: '/wallet/statement', title: 'Statement' },
] as const;

/** The wallet remote's pages as a bettor sees them inside the host's account area. */
export class WalletPages {
  constructor(readonly page: Page) {}

  /** Opens a page and waits for its title. */
  async open(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading(title)).toBeVisible();
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title, exact: true });
  }

  /** The page's section, named by its h1. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  field(title: string, label: string): Locator {
    return this.section(title).getByLabel(label, { exact: true });
  }

  button(title: string, name: string): Locator {
    return this.section(title).getByRole('button', { name, exact: true });
  }

  /** The success panel that replaces a form. */
  successPanel(title: string): Locator {
    return this.section(title).getByRole('status').filter({ hasText: /\S/ });
  }

  /** The red box headed Error! */
  errorBox(title: string): Locator {
    return this.section(title).getByRole('alert').filter({ hasText: 'Error!' });
  }

  async deposit(form: {
    method: string;
    coins: string;
    phoneFrom: string;
    password: string;
  }): Promise<void> {
    const t = 'Make Deposit';
    await this.field(t, 'Payment Method').selectOption(form.method);
    await this.field(t, 'Coins').fill(form.coins);
    await this.field(t, 'Phone From').fill(form.phoneFrom);
    await this.field(t, 'Current Password').fill(form.password);
    await this.button(t, 'Deposit').click();
  }

  async withdraw(form: {
    amount: string;
    account: string;
    method: string;
    type: string;
    password: string;
  }): Promise<void> {
    const t = 'Withdraw';
    await this.field(t, 'Amount').fill(form.amount);
    await this.field(t, 'Account No').fill(form.account);
    await this.field(t, 'Payment Method').selectOption(form.method);
    await this.field(t, 'Payment Type').selectOption(form.type);
    await this.field(t, 'Current Password').fill(form.password);
    await this.button(t, 'Withdraw').click();
  }

  async transfer(form: { username: string; coins: string; password: string }): Promise<void> {
    const t = 'Coin Transfer';
    await this.field(t, 'Username').fill(form.username);
    await this.field(t, 'Number of Coins').fill(form.coins);
    await this.field(t, 'Current Password').fill(form.password);
    await this.button(t, 'Transfer').click();
  }

  /** The cell texts of each body row of the list's table (desktop). */
  async tableRows(title: string): Promise<string[][]> {
    const rows = this.section(title).getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const count = await rows.count();
    const result: string[][] = [];
    for (let index = 1; index < count; index += 1) {
      result.push(await rows.nth(index).getByRole('cell').allInnerTexts());
    }
    return result.map((cells) => cells.map((cell) => cell.trim()));
  }
}
