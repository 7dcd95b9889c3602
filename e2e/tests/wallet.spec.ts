import type { Page } from '@playwright/test';
import type { AccountPages } from '../pages/account';
import { WALLET_PAGES, WALLET_TEXTS, WalletPages } from '../pages/wallet';
import { expectNoA11yViolations, settle } from '../support/a11y';
import { expect, test } from '../support/account-fixtures';
import { ops } from '../support/ops';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../support/stack';
import {
  accessTokenOf,
  formatCoins,
  fund,
  newUser,
  registerByApi,
  signInWithCoins,
} from '../support/users';
import { depositDate, statementAsListed, walletApi, withdrawDate } from '../support/wallet';

const FUNDS = 2000;
const PHONE_FROM = '01800000000';

/** The shared axe check (support/a11y.ts) once the page is settled (footer faded in included). */
async function expectAxeClean(page: Page): Promise<void> {
  await settle(page);
  await expectNoA11yViolations(page);
}

/** Withdraws 600 by BKASH (Agent) on the withdraw page shown; they leave the balance at once. */
async function withdraw600(wallet: WalletPages, account: AccountPages, password: string) {
  await wallet.withdraw({
    amount: '600',
    account: PHONE_FROM,
    method: 'BKASH',
    type: 'Agent',
    password,
  });
  await expect(wallet.successPanel('Withdraw')).toBeVisible();
  await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 600));
}

/** The Withdraw History row of a withdraw600 withdrawal, with what its status cell shows. */
function withdraw600Row(withdrawal: { date: string; reference: string }, status: string) {
  return [
    withdrawDate(withdrawal.date),
    '600.00',
    'BKASH (Agent)',
    PHONE_FROM,
    withdrawal.reference,
    status,
  ];
}

test.describe('wallet', () => {
  // Each journey signs in (argon2) and runs the operators' tool (a cold `npm run ops` start).
  test.describe.configure({ timeout: 90_000 });

  test('deposit: the request is pending, an operator approves it and the header balance rises', async ({
    page,
    context,
    account,
  }) => {
    const wallet = new WalletPages(page);
    const user = await signInWithCoins(account, FUNDS);
    const token = await accessTokenOf(context);
    const [bkash] = (await walletApi.depositNumbers(token)).filter(({ type }) => type === 'BKASH');
    if (!bkash) throw new Error('The seed has no BKASH deposit number.');

    await wallet.open('/wallet/make-deposit', 'Make Deposit');
    // Skrill by default: the demo data has its house number (hidden, a card), so nothing to say.
    await expect(wallet.field('Make Deposit', 'Payment Method')).toHaveValue('Skrill');
    await expect(wallet.field('Make Deposit', 'Phone To')).toHaveCount(0);
    await expect(wallet.section('Make Deposit').getByRole('alert')).toHaveCount(0);

    await wallet.field('Make Deposit', 'Payment Method').selectOption('BKASH');
    await expect(wallet.field('Make Deposit', 'Phone To')).toHaveValue(bkash.phone_no);
    await expect(wallet.field('Make Deposit', 'Phone To')).toHaveAttribute('readonly', '');
    await expect(wallet.section('Make Deposit')).toContainText(WALLET_TEXTS.mobileDeposit);
    await wallet.deposit({
      method: 'BKASH',
      coins: '500',
      phoneFrom: PHONE_FROM,
      password: user.password,
    });
    await expect(wallet.successPanel('Make Deposit')).toBeVisible();
    // Pending: no coins move until an operator approves.
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));

    const [deposit] = (await walletApi.deposits(token)).data;
    expect(deposit).toMatchObject({ status: 'pending', coin_number: 500, method: 'BKASH' });
    await wallet.open('/wallet/deposit-history', 'Deposit History');
    expect(await wallet.tableRows('Deposit History')).toEqual([
      [depositDate(deposit!.date), '500.00', 'BKASH', bkash.phone_no, PHONE_FROM, 'pending'],
    ]);

    await ops('approve-deposit', String(deposit!.id));
    // The operator's decision reaches the page live (realtime CoinsChanged), no reload.
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS + 500));
    await page.reload();
    await expect(wallet.section('Deposit History').getByText('approved')).toBeVisible();
  });

  test('a method without a house number says "Deposit Not Available" as soon as it is chosen', async ({
    page,
    context,
    account,
  }) => {
    const wallet = new WalletPages(page);
    const user = await registerByApi();
    await account.signIn(user);
    const token = await accessTokenOf(context);
    const [neteller] = (await walletApi.depositNumbers(token)).filter(
      ({ type }) => type === 'Neteller',
    );
    if (!neteller) throw new Error('The seed has no Neteller deposit number.');
    // No other test deposits by Neteller; its number is put back whatever happens.
    await ops('remove-deposit-number', 'Neteller');
    try {
      await wallet.open('/wallet/make-deposit', 'Make Deposit');
      await expect(wallet.field('Make Deposit', 'Payment Method')).toHaveValue('Skrill');
      await expect(wallet.section('Make Deposit').getByRole('alert')).toHaveCount(0);
      await wallet.field('Make Deposit', 'Payment Method').selectOption('Neteller');
      // At once: before any other field is filled or anything is sent.
      await expect(wallet.section('Make Deposit').getByRole('alert')).toHaveText(
        WALLET_TEXTS.depositNotAvailable,
      );
      await expect(wallet.field('Make Deposit', 'Coins')).toHaveValue('');
      await expectAxeClean(page);
      // A press says it again, and sends nothing.
      await wallet.deposit({
        method: 'Neteller',
        coins: '500',
        phoneFrom: PHONE_FROM,
        password: user.password,
      });
      await expect(wallet.section('Make Deposit').getByRole('alert')).toHaveText(
        WALLET_TEXTS.depositNotAvailable,
      );
      await expect(wallet.successPanel('Make Deposit')).toHaveCount(0);
      expect((await walletApi.deposits(token)).data).toEqual([]);
    } finally {
      await ops('set-deposit-number', 'Neteller', neteller.phone_no);
    }
  });

  test('withdraw: the amount leaves the balance at once and comes back when an operator rejects it', async ({
    page,
    context,
    account,
  }) => {
    const wallet = new WalletPages(page);
    const user = await signInWithCoins(account, FUNDS);
    const token = await accessTokenOf(context);

    await wallet.open('/wallet/withdraw', 'Withdraw');
    await expect(wallet.section('Withdraw')).toContainText(WALLET_TEXTS.reserve);
    await expect(wallet.section('Withdraw')).toContainText(
      'Minimum withdraw: 500 coins. Maximum withdraw: 15000 coins.',
    );
    // USDT is refused on the spot.
    await wallet.field('Withdraw', 'Payment Method').selectOption('USDT');
    await expect(wallet.section('Withdraw')).toContainText(WALLET_TEXTS.paymentNotSupported);

    await withdraw600(wallet, account, user.password);

    const [withdrawal] = (await walletApi.withdrawals(token)).data;
    expect(withdrawal).toMatchObject({ status: 'pending', withdraw_amount: 600 });
    await wallet.open('/wallet/withdraw-history', 'Withdraw History');
    // A pending withdrawal has its Cancel button under the status.
    expect(await wallet.tableRows('Withdraw History')).toEqual([
      withdraw600Row(withdrawal!, 'pending\nCancel'),
    ]);

    await ops('reject-withdrawal', String(withdrawal!.id));
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
    await page.reload();
    await expect(wallet.section('Withdraw History').getByText('rejected')).toBeVisible();
  });

  test('a pending withdrawal is cancelled by its owner from the keyboard: the coins come back', async ({
    page,
    context,
    account,
  }) => {
    const wallet = new WalletPages(page);
    const user = await signInWithCoins(account, FUNDS);
    await wallet.open('/wallet/withdraw', 'Withdraw');
    await withdraw600(wallet, account, user.password);
    const [withdrawal] = (await walletApi.withdrawals(await accessTokenOf(context))).data;

    await wallet.open('/wallet/withdraw-history', 'Withdraw History');
    // The 600 held does not vanish from view: the page says what is held and what can go.
    const coins = wallet.section('Withdraw History').getByRole('region', { name: 'Your coins' });
    await expect(coins).toContainText(`Withdrawable${formatCoins(FUNDS - 600 - 10)}`);
    await expect(coins).toContainText('Pending withdrawals600.00');
    const cancel = wallet.button('Withdraw History', `Cancel withdrawal ${withdrawal!.reference}`);
    await cancel.focus();
    await page.keyboard.press('Enter');
    const question = wallet.section('Withdraw History').getByRole('group', {
      name: `Cancel withdrawal ${withdrawal!.reference} of 600.00 coins? The coins go back to your balance.`,
    });
    await expect(question.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
    await expectAxeClean(page);
    // Escape keeps it, the focus back on the row's button.
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question.getByRole('button', { name: 'Yes, cancel it' })).toBeFocused();
    await page.keyboard.press('Enter');

    // The notice; the list may be reloading beside it (its loader is a status too), as the
    // bettor's private channel says the coins changed.
    const cancelled = 'Your withdrawal has been cancelled. The coins are back in your balance.';
    await expect(
      wallet.section('Withdraw History').getByRole('status').filter({ hasText: cancelled }),
    ).toHaveText(cancelled);
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));
    await expect(coins).toContainText('Pending withdrawals0.00');
    await expect(coins).toContainText(`Withdrawable${formatCoins(FUNDS - 10)}`);
    await expect(cancel).toHaveCount(0);
    expect(await wallet.tableRows('Withdraw History')).toEqual([
      withdraw600Row(withdrawal!, 'cancelled'),
    ]);
    await expectAxeClean(page);
    // An operator can no longer pay it.
    await expect(ops('pay-withdrawal', String(withdrawal!.id))).rejects.toThrow(
      /already cancelled/,
    );
    await wallet.open('/wallet/statement', 'Statement');
    await expect(
      wallet.section('Statement').getByRole('cell', { name: 'Withdrawal cancelled' }),
    ).toBeVisible();
  });

  test('coin transfer between two users: both balances and both statements show it', async ({
    page,
    context,
    account,
  }) => {
    const wallet = new WalletPages(page);
    const sender = await registerByApi();
    // The longest username there can be (30 characters): the sender's statement names it.
    const someone = newUser();
    const receiver = await registerByApi({
      ...someone,
      username: someone.username.padEnd(30, 'x'),
    });
    await fund(sender, FUNDS);
    await account.signIn(sender);

    await wallet.open('/wallet/coin-transfer', 'Coin Transfer');
    await wallet.transfer({
      username: receiver.username,
      coins: '125',
      password: 'wrong-password',
    });
    await expect(wallet.errorBox('Coin Transfer')).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS));

    await expect(wallet.button('Coin Transfer', 'Transfer')).toBeEnabled();
    await wallet.field('Coin Transfer', 'Current Password').fill(sender.password);
    await wallet.button('Coin Transfer', 'Transfer').click();
    await expect(wallet.successPanel('Coin Transfer')).toBeVisible();
    await expect(account.balanceAmount()).toHaveText(formatCoins(FUNDS - 125));

    // The sender's statement: the page's rows are the ledger's rows.
    const senderRows = (await walletApi.statement(await accessTokenOf(context))).data;
    await wallet.open('/wallet/statement', 'Statement');
    expect(await wallet.tableRows('Statement')).toEqual(statementAsListed(senderRows));
    expect(senderRows[0]).toMatchObject({ debit: 125, current_balance: FUNDS - 125 });
    // At 1280 px the column between the sports sidebar and the betslip holds all five columns
    // as a table, the longest purpose too: "Current Balance" is in view, not behind a sideways
    // scroll (account-layout.spec.ts tries every list at every width).
    const table = wallet.section('Statement').getByRole('region', { name: 'Statement rows' });
    const widths = await table.evaluate((region) => [region.scrollWidth, region.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    await account.logout(sender.username);
    await account.signIn(receiver);
    await expect(account.balanceAmount()).toHaveText(formatCoins(125));
    const receiverRows = (await walletApi.statement(await accessTokenOf(context))).data;
    expect(receiverRows[0]).toMatchObject({ credit: 125, current_balance: 125 });
    await wallet.open('/wallet/statement', 'Statement');
    expect(await wallet.tableRows('Statement')).toEqual([
      [depositDate(receiverRows[0]!.date), receiverRows[0]!.reference, '-', '125.00', '125.00'],
    ]);
  });

  for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
    test(`every wallet page has its title, works by keyboard and is axe-clean at ${viewport.width} px`, async ({
      page,
      account,
    }) => {
      // Six page loads, each checked once the footer has shown (2 s after load).
      test.setTimeout(180_000);
      const wallet = new WalletPages(page);
      const user = await registerByApi();
      await account.signIn(user);
      await page.setViewportSize(viewport);
      // The empty lists say so in SPEC's words.
      const emptyText: Record<string, string> = {
        'Deposit History': WALLET_TEXTS.noDeposit,
        'Withdraw History': WALLET_TEXTS.noWithdraw,
        Statement: WALLET_TEXTS.noStatement,
      };
      for (const { path, title } of WALLET_PAGES) {
        await wallet.open(path, title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
        const empty = emptyText[title];
        if (empty) await expect(wallet.section(title)).toContainText(empty);
        if (title === 'Coin Transfer') {
          // By keyboard alone: a message on change, then Enter sends and the Error! box shows.
          await wallet.field(title, 'Username').focus();
          await page.keyboard.type('nobody_here');
          await page.keyboard.press('Tab');
          await page.keyboard.type('0');
          await expect(wallet.section(title)).toContainText('Coin must be greater than 0');
          await page.keyboard.press('Backspace');
          await page.keyboard.type('5');
          await page.keyboard.press('Tab');
          await page.keyboard.type('wrong-password');
          await page.keyboard.press('Enter');
          await expect(wallet.errorBox(title)).toBeVisible();
        }
        await expectAxeClean(page);
      }
    });
  }

  test('on a phone the lists are cards, and the unprefixed paths lead to the canonical ones', async ({
    page,
    account,
  }) => {
    const wallet = new WalletPages(page);
    await signInWithCoins(account, FUNDS);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/statement');
    await expect(page).toHaveURL(/\/wallet\/statement$/);
    await expect(wallet.heading('Statement')).toBeVisible();
    // The table's rows laid out as cards: each cell shows its column's heading beside its value.
    const table = wallet.section('Statement').getByRole('table');
    await expect(table).toHaveCSS('display', 'block');
    const card = table.getByRole('row').nth(1);
    await expect(card).toHaveCSS('display', 'flex');
    await expect(card).toContainText(formatCoins(FUNDS));
    const label = await card
      .getByRole('cell')
      .last()
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toContain('Current Balance');
    await expectAxeClean(page);
  });
});
